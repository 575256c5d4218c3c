/**
 * Where the session lives (spec §9 cookies, §4 logout): the access token as a cookie (secure, SameSite=Strict,
 * 2 hours) and a local-storage entry; the temporary token of the onboarding pages in session storage and a
 * session cookie. Nothing here ever puts a token in a URL or a log.
 */
export const ACCESS_TOKEN_LIFETIME_MS = 7_200_000;
/** The session cookie: the gateway reads it to inline a signed-in page's first data. */
export const SESSION_COOKIE = 'md_session';
const TEMPORARY_COOKIE = 'md_temporary';
const SESSION_ENTRY = 'md.session';
const TEMPORARY_ENTRY = 'md.temporary';

function writeCookie(name: string, value: string, maxAgeSeconds: number | null): void {
  const age = maxAgeSeconds === null ? '' : `; Max-Age=${maxAgeSeconds}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Secure; SameSite=Strict${age}`;
}

function expireCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Secure; SameSite=Strict; Max-Age=0`;
}

export function saveAccessToken(token: string, now: Date): void {
  writeCookie(SESSION_COOKIE, token, ACCESS_TOKEN_LIFETIME_MS / 1000);
  localStorage.setItem(SESSION_ENTRY, JSON.stringify({ token, expiresAt: now.getTime() + ACCESS_TOKEN_LIFETIME_MS }));
}

/** Nothing is stored where there is no browser storage (the gateway's server render of a first frame). */
function stored(storage: 'localStorage' | 'sessionStorage', key: string): string | null {
  return typeof globalThis[storage] === 'undefined' ? null : globalThis[storage].getItem(key);
}

export function readAccessToken(now: Date): string | null {
  const raw = stored('localStorage', SESSION_ENTRY);
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as { token?: unknown; expiresAt?: unknown };
    if (typeof entry.token !== 'string' || typeof entry.expiresAt !== 'number') return null;
    return entry.expiresAt > now.getTime() ? entry.token : null;
  } catch {
    return null;
  }
}

export function saveTemporaryToken(token: string): void {
  writeCookie(TEMPORARY_COOKIE, token, null);
  sessionStorage.setItem(TEMPORARY_ENTRY, token);
}

/** The session cookie's token in a `Cookie` header or `document.cookie`, or null (absent or not decodable). Pure. */
export function sessionTokenOf(cookies: string): string | null {
  for (const cookie of cookies.split(';')) {
    const [name, ...value] = cookie.trim().split('=');
    if (name !== SESSION_COOKIE) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

/** The access token of this page's session cookie, or null. */
export function readSessionCookie(): string | null {
  return sessionTokenOf(document.cookie);
}

export function readTemporaryToken(): string | null {
  return stored('sessionStorage', TEMPORARY_ENTRY);
}

/** Logout: session storage, local storage, the Cache API and every cookie of this origin. */
export async function clearAllStorage(): Promise<void> {
  sessionStorage.clear();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) expireCookie(name);
  }
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  }
}
