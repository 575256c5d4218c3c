import { describe, expect, it } from 'vitest';
import { previewAllowed, previewClaimOf } from './preview-binding';

const jwt = (payload: unknown) => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

describe('previewClaimOf', () => {
  it("reads a token's preview claim, and nothing from any other token or from garbage", () => {
    expect(previewClaimOf(jwt({ sub: 'a', preview: 'x'.repeat(32) }))).toBe('x'.repeat(32));
    for (const token of [jwt({ sub: 'a' }), jwt({ preview: 42 }), jwt('text'), 'a.%%%.c', 'onepart', '']) {
      expect(previewClaimOf(token), token).toBeUndefined();
    }
  });
});

describe('previewAllowed', () => {
  it("lets a member's token through, and a preview's only beside its own binding", () => {
    expect(previewAllowed(undefined, null)).toBe(true);
    expect(previewAllowed('x'.repeat(32), 'x'.repeat(32))).toBe(true);
    expect(previewAllowed('x'.repeat(32), null)).toBe(false);
    expect(previewAllowed('x'.repeat(32), 'y'.repeat(32))).toBe(false);
    expect(previewAllowed('x'.repeat(32), 'x'.repeat(31))).toBe(false);
  });
});
