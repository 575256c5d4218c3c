/**
 * The preview frame keeps the persona's session in memory: its local and session storage and its cookies are
 * stand-ins of this document only, so the previewed member's token never lands in the origin's storage (where
 * the studio user's own member session, if any, lives) and a logout in the frame clears nothing of the origin's.
 * Installed before the session starts (frame/main.tsx); the studio's own cookie is httpOnly, never seen here.
 */
class MemoryStorage implements Storage {
  private readonly entries = new Map<string, string>();
  get length() {
    return this.entries.size;
  }
  clear() {
    this.entries.clear();
  }
  getItem(key: string) {
    return this.entries.get(key) ?? null;
  }
  key(index: number) {
    return [...this.entries.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.entries.delete(key);
  }
  setItem(key: string, value: string) {
    this.entries.set(key, String(value));
  }
}

/** A cookie jar of name=value pairs: `Max-Age=0` removes one; other attributes are ignored. Pure. */
export function createCookieJar() {
  const jar = new Map<string, string>();
  return {
    get: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    set(cookie: string) {
      const [pair = '', ...attributes] = cookie.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) return;
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
      if (expired) jar.delete(name);
      else jar.set(name, pair.slice(at + 1).trim());
    },
  };
}

export function installPreviewStorage(win: Window = window): void {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    Object.defineProperty(win, name, { value: new MemoryStorage(), configurable: true });
  }
  const jar = createCookieJar();
  Object.defineProperty(win.document, 'cookie', { get: jar.get, set: jar.set, configurable: true });
}
