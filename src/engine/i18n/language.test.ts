import { describe, expect, it } from 'vitest';
import {
  addressInLanguage,
  chooseLanguage,
  languageAfterSignIn,
  languageCookie,
  languageCookieOf,
  languageToRemember,
} from './language';

describe('the language a page is shown in', () => {
  it('is English with no choice anywhere', () => {
    expect(chooseLanguage({})).toBe('en');
  });

  it('takes ?lang= over the cookie and the preference', () => {
    expect(chooseLanguage({ query: 'es', cookie: 'en', preference: 'en' })).toBe('es');
    expect(chooseLanguage({ query: 'en', cookie: 'es', preference: 'es' })).toBe('en');
  });

  it('takes the cookie (this browser\'s last choice) over the saved preference', () => {
    expect(chooseLanguage({ cookie: 'es', preference: 'en' })).toBe('es');
    expect(chooseLanguage({ preference: 'es' })).toBe('es');
  });

  it('ignores a language it does not have, a repeated or odd value, and falls back to the next source', () => {
    expect(chooseLanguage({ query: 'xx', cookie: 'es' })).toBe('es');
    expect(chooseLanguage({ query: ['es', 'en'] })).toBe('es');
    expect(chooseLanguage({ query: { lang: 'es' }, cookie: 'ES' })).toBe('en');
    expect(chooseLanguage({ query: 'es<script>', cookie: '', preference: null })).toBe('en');
  });

  it('remembers a valid ?lang= only when the cookie does not hold it already', () => {
    expect(languageToRemember({ query: 'es' })).toBe('es');
    expect(languageToRemember({ query: 'es', cookie: 'es' })).toBeNull();
    expect(languageToRemember({ query: 'xx', cookie: 'es' })).toBeNull();
    expect(languageToRemember({ cookie: 'es' })).toBeNull();
  });
});

describe('the lang cookie', () => {
  it('is read among other cookies', () => {
    expect(languageCookieOf('a=1; lang=es; b=2')).toBe('es');
    expect(languageCookieOf('language=es')).toBeUndefined();
    expect(languageCookieOf('')).toBeUndefined();
  });

  it('lasts a year, on every path, same-site Lax, Secure over https', () => {
    expect(languageCookie('es')).toBe('lang=es; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('en', true)).toMatch(/; Secure$/);
  });
});

describe('after a sign-in', () => {
  it("saves this browser's choice as the member's preference when it differs, and keeps the page as it is", () => {
    expect(languageAfterSignIn({ cookie: 'es', preference: undefined, current: 'es' })).toEqual({ save: 'es', show: null });
    expect(languageAfterSignIn({ cookie: 'es', preference: 'es', current: 'es' })).toEqual({ save: null, show: null });
  });

  it("shows the member's preference in a browser that has no choice", () => {
    expect(languageAfterSignIn({ preference: 'es', current: 'en' })).toEqual({ save: null, show: 'es' });
    expect(languageAfterSignIn({ preference: 'en', current: 'en' })).toEqual({ save: null, show: null });
  });

  it('changes nothing with no choice and no preference, or an unknown one', () => {
    expect(languageAfterSignIn({ current: 'en' })).toEqual({ save: null, show: null });
    expect(languageAfterSignIn({ cookie: 'xx', preference: 'yy', current: 'en' })).toEqual({ save: null, show: null });
  });
});

describe('the address of a page in another language', () => {
  it('sets lang and keeps the rest of the query', () => {
    expect(addressInLanguage('/claims', '?page=2', 'es')).toBe('/claims?page=2&lang=es');
    expect(addressInLanguage('/login', '?lang=es', 'en')).toBe('/login?lang=en');
    expect(addressInLanguage('/home', '', 'es')).toBe('/home?lang=es');
  });
});
