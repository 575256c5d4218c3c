import { describe, expect, it } from 'vitest';
import { externalHostRefusal } from './external-host-rule';

const added = [
  { host: 'evil.example', purpose: 'links' as const },
  { host: 'evil.example', purpose: 'forms' as const },
];

describe('externalHostRefusal: adding an external host is a publisher-only change', () => {
  it('refuses an editor, naming the host once', () => {
    expect(externalHostRefusal('editor', added)).toEqual({
      status: 403,
      reason: 'external_host',
      message: 'Only a publisher can add an external host: evil.example.',
    });
    expect(externalHostRefusal('viewer', added)?.reason).toBe('external_host');
  });

  it('names several hosts', () => {
    expect(externalHostRefusal('editor', [...added, { host: 'b.example', purpose: 'links' }])?.message).toBe(
      'Only a publisher can add external hosts: evil.example, b.example.',
    );
  });

  it('lets a publisher add one', () => {
    expect(externalHostRefusal('publisher', added)).toBeNull();
  });

  it('has nothing to say when no host is added', () => expect(externalHostRefusal('editor', [])).toBeNull());
});
