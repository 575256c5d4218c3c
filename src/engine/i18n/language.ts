import { DEFAULT_LANGUAGE, LANGUAGES, LOCALES, type Language } from '../../../schemas/generic/languages';

/*
 * Which language a page is shown in (issue 30), pure: `?lang=` in the address wins (and is then remembered), then the
 * `lang` cookie (this browser's last choice, signed in or not), then the signed-in member's saved preference (a new
 * browser), else English. Anything else (`?lang=xx`, a forged cookie) is ignored, never an error. The gateway and
 * the browser both decide with it.
 */

export const LANGUAGE_COOKIE = 'lang';
/** A year: the choice outlives sessions and sign-outs. */
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export interface LanguageSources {
  /** The address's `?lang=` value, as given (possibly absent, repeated or hostile). */
  query?: unknown;
  /** The `lang` cookie's value. */
  cookie?: unknown;
  /** The member's saved `language` preference (signed in only). */
  preference?: unknown;
}

export function chooseLanguage({ query, cookie, preference }: LanguageSources): Language {
  const first = Array.isArray(query) ? (query as unknown[])[0] : query;
  for (const candidate of [first, cookie, preference]) if (isLanguage(candidate)) return candidate;
  return DEFAULT_LANGUAGE;
}

/** Whether the choice must be written to the cookie: a valid `?lang=` different from what the cookie holds. */
export const languageToRemember = ({ query, cookie }: LanguageSources): Language | null => {
  const first = Array.isArray(query) ? (query as unknown[])[0] : query;
  return isLanguage(first) && first !== cookie ? first : null;
};

/** The `lang` cookie's value in a Cookie header (or document.cookie), or undefined. */
export function languageCookieOf(cookieHeader: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return rest.join('=');
  }
  return undefined;
}

/** The cookie that remembers a choice (read by the gateway and the app; nothing secret in it). */
export const languageCookie = (language: Language, secure = false): string =>
  `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The locale of a language (es → es-US). */
export const localeOf = (language: Language): string => LOCALES[language];

let current: Language = DEFAULT_LANGUAGE;

/** The page's language, set once at boot (src/app/main.tsx) from the boot's: the formatters read it. */
export function setCurrentLanguage(language: Language): void {
  current = language;
}
export const currentLanguage = (): Language => current;
/** The one place every date, money and number formatter of the app takes its locale from. */
export const currentLocale = (): string => LOCALES[current];

/**
 * After a sign-in: the browser's choice (its cookie) is saved as the member's preference when it differs; with no
 * choice in this browser the member's preference is shown (`show`: the language the next page must be in, when it is
 * not the current one).
 */
export function languageAfterSignIn({ cookie, preference, current }: { cookie?: unknown; preference?: unknown; current: Language }): {
  save: Language | null;
  show: Language | null;
} {
  if (isLanguage(cookie)) return { save: cookie === preference ? null : cookie, show: cookie === current ? null : cookie };
  if (isLanguage(preference)) return { save: null, show: preference === current ? null : preference };
  return { save: null, show: null };
}

/** The address of this page in another language (`?lang=` set, the rest of the query and the hash kept). */
export function addressInLanguage(pathname: string, search: string, language: Language): string {
  const query = new URLSearchParams(search);
  query.set('lang', language);
  return `${pathname}?${query.toString()}`;
}
