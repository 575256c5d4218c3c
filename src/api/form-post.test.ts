import { afterEach, describe, expect, it, vi } from 'vitest';
import { postForm } from './form-post';

// eslint-disable-next-line no-script-url -- a hostile address that must never be followed
const SCRIPT_ADDRESS = 'javascript:alert(1)';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** Posts, with the browser's submit replaced, and returns the form that was submitted (null when none was). */
function submitted(address: string): HTMLFormElement | null {
  const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
  try {
    postForm(document, address, { userKey: 'key-1', firstTime: null });
  } catch {
    // refused: nothing was sent
  }
  return (submit.mock.contexts[0] as HTMLFormElement | undefined) ?? null;
}

describe('postForm', () => {
  it.each(['/ebill/sso', 'https://ebill.example.com/sso'])('posts the fields to %s in the request body', (address) => {
    const form = submitted(address);
    expect(form?.method).toBe('post');
    expect(form?.getAttribute('action')).toBe(address);
    expect([...new FormData(form!).entries()]).toEqual([['userKey', 'key-1']]);
  });

  it.each(['//evil.example/sso', '/\\evil.example/sso', 'https://a@evil.example/', 'http://ebill.example.com/', SCRIPT_ADDRESS])(
    'refuses %j: nothing leaves the app',
    (address) => {
      expect(() => postForm(document, address, { userKey: 'key-1' })).toThrow(/neither a path of this site nor https/);
      expect(submitted(address)).toBeNull();
      expect(document.querySelector('form')).toBeNull();
    },
  );
});
