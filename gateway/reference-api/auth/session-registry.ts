import { currentDemoScope } from '../../shared/demo-scope';

/** Spec §9: the access token is valid 2 hours. */
export const TOKEN_LIFETIME_SECONDS = 2 * 60 * 60;

/*
 * Server-side sessions (ASVS 5.0 V7.4.1, V7.4.3): every token names its session (`sid`). The gateway notes each
 * session's username and how long its newest token lives, and keeps the ids of revoked sessions until every token
 * of theirs has expired. Both maps are in insertion order of their expiry, so pruning stops at the first live entry.
 * Session ids are random, so revoking one can touch no other browser test; revoking a username's sessions (a
 * password change or reset) reaches only those signed in within the current demo scope, where that password lives.
 * Each live session also notes its last activity (a signing, or any call its tokens make: auth/session.ts), so a
 * session idle longer than its brand allows is refused (issue 30, auth/token.ts) whatever its browser does.
 */

interface LiveSession {
  username: string;
  scope: string;
  /** When the newest token of the session expires, in ms. */
  expiresAt: number;
  /** When the session was last used (a token signed, a call made), in ms. */
  lastActiveAt: number;
}

export interface SessionRegistry {
  /** A token of the session was signed (a sign-in, or the same claims signed again): note whose it is. */
  signed(claims: { sid: string; sub: string; exp: number }): void;
  /** Logout: no token of the session is accepted again. */
  revoke(sid: string): void;
  /** A password change (keep: the current session) or reset: the username's sessions in this demo scope end. */
  revokeSessionsOf(username: string, keep?: string): void;
  isRevoked(sid: string): boolean;
  /**
   * A call of the session was accepted: its idle clock starts again. A session this registry has not seen (the
   * process restarted with the same secret) is noted from now on.
   */
  noteActivity(claims: { sid: string; sub: string; exp: number }): void;
  /** How long the session has been idle, in ms; 0 for one not seen yet (noted from its first call). */
  idleFor(sid: string): number;
  /** Demo mode: the session was last active `ms` earlier than noted (a browser test moving its idle clock). */
  backdate(sid: string, ms: number): void;
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
      const at = now().getTime();
      dropExpired(live, (session) => session.expiresAt, at);
      live.delete(sid);
      live.set(sid, { username: sub, scope: currentDemoScope(), expiresAt: exp * 1000, lastActiveAt: at });
    },
    revoke,
    revokeSessionsOf(username, keep) {
      const scope = currentDemoScope();
      const ended = [...live].filter(([sid, session]) => sid !== keep && session.username === username && session.scope === scope);
      for (const [sid] of ended) revoke(sid);
    },
    isRevoked: (sid) => revoked.has(sid),
    noteActivity({ sid, sub, exp }) {
      const at = now().getTime();
      const session = live.get(sid);
      if (session) session.lastActiveAt = at;
      else if (!revoked.has(sid)) live.set(sid, { username: sub, scope: currentDemoScope(), expiresAt: exp * 1000, lastActiveAt: at });
    },
    idleFor(sid) {
      const session = live.get(sid);
      return session ? Math.max(0, now().getTime() - session.lastActiveAt) : 0;
    },
    backdate(sid, ms) {
      const session = live.get(sid);
      if (session) session.lastActiveAt -= ms;
    },
    size: () => ({ live: live.size, revoked: revoked.size }),
  };
}
