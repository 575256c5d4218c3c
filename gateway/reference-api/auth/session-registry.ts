import { currentDemoScope } from '../../shared/demo-scope';

/** Spec §9: the access token is valid 2 hours. */
export const TOKEN_LIFETIME_SECONDS = 2 * 60 * 60;

/*
 * Server-side sessions (ASVS 5.0 V7.4.1, V7.4.3): every token names its session (`sid`). The gateway notes each
 * session's username and how long its newest token lives, and keeps the ids of revoked sessions until every token
 * of theirs has expired. Both maps are in insertion order of their expiry, so pruning stops at the first live entry.
 * Session ids are random, so revoking one can touch no other browser test; revoking a username's sessions (a
 * password change or reset) reaches only those signed in within the current demo scope, where that password lives.
 */

interface LiveSession {
  username: string;
  scope: string;
  /** When the newest token of the session expires, in ms. */
  expiresAt: number;
}

export interface SessionRegistry {
  /** A token of the session was signed (a sign-in, or the same claims signed again): note whose it is. */
  signed(claims: { sid: string; sub: string; exp: number }): void;
  /** Logout: no token of the session is accepted again. */
  revoke(sid: string): void;
  /** A password change (keep: the current session) or reset: the username's sessions in this demo scope end. */
  revokeSessionsOf(username: string, keep?: string): void;
  isRevoked(sid: string): boolean;
  /** How many sessions are tracked and revoked (for the bound's test). */
  size(): { live: number; revoked: number };
}

const LIFETIME_MS = TOKEN_LIFETIME_SECONDS * 1000;

function dropExpired<T>(entries: Map<string, T>, expiresAt: (entry: T) => number, now: number): void {
  for (const [key, entry] of entries) {
    if (expiresAt(entry) > now) return;
    entries.delete(key);
  }
}

export function createSessionRegistry(now: () => Date): SessionRegistry {
  const live = new Map<string, LiveSession>();
  /** sid → when the last token it may have signed expires: every token of a revoked session predates its revocation. */
  const revoked = new Map<string, number>();

  const revoke = (sid: string) => {
    const at = now().getTime();
    dropExpired(revoked, (until) => until, at);
    live.delete(sid);
    revoked.delete(sid);
    revoked.set(sid, at + LIFETIME_MS);
  };

  return {
    signed({ sid, sub, exp }) {
      dropExpired(live, (session) => session.expiresAt, now().getTime());
      live.delete(sid);
      live.set(sid, { username: sub, scope: currentDemoScope(), expiresAt: exp * 1000 });
    },
    revoke,
    revokeSessionsOf(username, keep) {
      const scope = currentDemoScope();
      const ended = [...live].filter(([sid, session]) => sid !== keep && session.username === username && session.scope === scope);
      for (const [sid] of ended) revoke(sid);
    },
    isRevoked: (sid) => revoked.has(sid),
    size: () => ({ live: live.size, revoked: revoked.size }),
  };
}
