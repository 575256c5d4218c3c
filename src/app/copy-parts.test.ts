import { describe, expect, it } from 'vitest';
import { copyInParts, coveringParts } from './copy-parts';

const copy = { benefits: { planStatus: { active: 'Active' }, summary: { title: 'Summary' } }, errors: { '404': { title: 'Not found' } } };

describe('the parts of the copy', () => {
  it('hold an area whole, or only the top-level keys named of it', () => {
    expect(copyInParts(copy, ['errors', 'benefits.planStatus'])).toEqual({ errors: copy.errors, benefits: { planStatus: { active: 'Active' } } });
  });

  it('take a whole area over its keys, and leave out what the copy lacks', () => {
    expect(coveringParts(['benefits.planStatus', 'benefits', 'errors.404', 'benefits.planStatus'])).toEqual(['benefits', 'errors.404']);
    expect(copyInParts(copy, ['benefits.planStatus', 'benefits', 'missing', 'benefits.missing', 'errors.nope'])).toEqual({ benefits: copy.benefits });
  });
});
