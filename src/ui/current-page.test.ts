import { describe, expect, it } from 'vitest';
import { isCurrentPage } from './current-page';

describe('isCurrentPage', () => {
  it('is the page itself and the pages under it', () => {
    expect(isCurrentPage('/claims', '/claims')).toBe(true);
    expect(isCurrentPage('/claims/medical/C1/01', '/claims')).toBe(true);
    expect(isCurrentPage('/Claims', '/claims')).toBe(true);
  });

  it('is not a page whose path only starts with the same letters', () => {
    expect(isCurrentPage('/claims-history', '/claims')).toBe(false);
    expect(isCurrentPage('/benefits', '/benefits/summary')).toBe(false);
  });

  it('keeps the root link to the root', () => {
    expect(isCurrentPage('/', '/')).toBe(true);
    expect(isCurrentPage('/claims', '/')).toBe(false);
  });
});
