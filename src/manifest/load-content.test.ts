import { describe, expect, it } from 'vitest';
import { loadContent } from './load-content';

describe('loadContent', () => {
  it('returns the resources without the editor\'s $schema', () => {
    const raw = { $schema: '../../schemas/content.schema.json', title: 'Welcome', login: { submit: 'Log in' } };
    expect(loadContent(raw)).toEqual({ ok: true, resources: { title: 'Welcome', login: { submit: 'Log in' } } });
    expect(raw.$schema).toBe('../../schemas/content.schema.json');
  });

  it('refuses a value that is neither text nor a group of texts', () => {
    expect(loadContent({ login: { attempts: 3 } })).toEqual({
      ok: false,
      problems: [{ severity: 'error', pointer: '/login/attempts', message: '"attempts" should be text or an object ({ ... }).' }],
    });
  });

  it('refuses a key name with a space', () => {
    expect(loadContent({ login: { 'sub mit': 'Log in' } })).toEqual({
      ok: false,
      problems: [{ severity: 'error', pointer: '/login/sub mit', message: '"sub mit" is not a valid key name; use only letters, digits, "_" and "-".' }],
    });
  });

  it('refuses a file that is not an object', () => {
    expect(loadContent(['Home'])).toEqual({
      ok: false,
      problems: [{ severity: 'error', pointer: '', message: 'The copy file should be an object ({ ... }), not a list.' }],
    });
  });
});
