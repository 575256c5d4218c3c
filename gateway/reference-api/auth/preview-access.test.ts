import { describe, expect, it } from 'vitest';
import { isPreviewRead } from './preview-access';

describe('isPreviewRead', () => {
  it('GET and HEAD read; every other method writes', () => {
    expect(isPreviewRead('GET', undefined)).toBe(true);
    expect(isPreviewRead('HEAD', undefined)).toBe(true);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'get']) expect(isPreviewRead(method, undefined)).toBe(false);
  });

  it("a route's own word wins: a search POST reads, an ordering GET writes", () => {
    expect(isPreviewRead('POST', 'read')).toBe(true);
    expect(isPreviewRead('GET', 'write')).toBe(false);
  });
});
