import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenClaims } from '../../src/api/response-types';
import { bearerTokenOf } from '../shared/bearer-token';
import type { StudioAccount, StudioAccounts } from './accounts';

/**
 * Studio sessions: an opaque random id in an httpOnly, Secure, SameSite=Strict cookie, kept in this gateway's memory
 * (a restart signs everyone out, like the member tokens' random secret). Never a bearer token, never a member token:
 * a member route reads only its bearer header, so this cookie opens none of them; the studio's routes refuse any
 * request that carries a bearer token.
 */
export const STUDIO_COOKIE = 'md_studio';
/** A studio session lasts 8 hours from sign-in (a working day), then the studio asks to sign in again. */
export const STUDIO_SESSION_SECONDS = 8 * 60 * 60;

export interface StudioSession {
  id: string;
  account: StudioAccount;
  expires: number;
  /**
   * The random value this session's preview tokens carry (their `preview` claim): a token is accepted only beside
   * this session's cookie. Not the session's id, which a token's readable payload must never reveal.
   */
  previewBinding: string;
  /** Read-only member tokens minted for previews, by persona username (reused while they have time left). */
  previewTokens: Map<string, { token: string; claims: TokenClaims; until: number }>;
}

export interface StudioSessions {
  start(account: StudioAccount): StudioSession;
  get(id: string): StudioSession | null;
  end(id: string): void;
  /** The preview binding of the live session whose cookie is in this Cookie header, or null. */
  previewBindingOf(cookies: string): string | null;
}

export const newStudioId = (): string => randomBytes(24).toString('base64url');

/** `ended` hears of every session that ends (sign-out, a new sign-in, expiry). */
export function createStudioSessions(now: () => Date, ended: (session: StudioSession) => void = () => {}): StudioSessions {
  const sessions = new Map<string, StudioSession>();
  const drop = (session: StudioSession) => {
    sessions.delete(session.id);
    ended(session);
  };
  const prune = () => {
    const at = now().getTime();
    for (const session of [...sessions.values()]) if (session.expires <= at) drop(session);
  };
  const get = (id: string): StudioSession | null => {
    const session = sessions.get(id);
    if (!session) return null;
    if (session.expires <= now().getTime()) {
      drop(session);
      return null;
    }
    return session;
  };
  return {
    start(account) {
      prune();
      const session: StudioSession = {
        id: newStudioId(),
        account,
        expires: now().getTime() + STUDIO_SESSION_SECONDS * 1000,
        previewBinding: newStudioId(),
        previewTokens: new Map(),
      };
      sessions.set(session.id, session);
      return session;
    },
    get,
    end(id) {
      const session = sessions.get(id);
      if (session) drop(session);
    },
    previewBindingOf(cookies) {
      const id = studioCookieOf(cookies);
      return id ? (get(id)?.previewBinding ?? null) : null;
    },
  };
}

/** The cookie that starts (or, with `maxAge` 0, ends) a studio session. Secure works on http://*.localhost in browsers. */
export function studioCookie(value: string, maxAgeSeconds: number): string {
  return `${STUDIO_COOKIE}=${value}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=${maxAgeSeconds}`;
}

/** The studio cookie's value in a Cookie header, or null. */
export function studioCookieOf(cookies: string): string | null {
  for (const cookie of cookies.split(';')) {
    const [name, value] = cookie.trim().split('=');
    if (name === STUDIO_COOKIE && value && /^[A-Za-z0-9_-]+$/.test(value)) return value;
  }
  return null;
}

/**
 * Same origin (CSRF, beside SameSite=Strict): a write must come with an Origin header naming this very origin, scheme
 * and host (an https page is another origin than the http one on the same host). Browsers send Origin on every POST
 * and DELETE; a request without one (not a browser's) is refused too.
 */
export function isSameOrigin(request: Pick<FastifyRequest, 'headers' | 'host' | 'protocol'>): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    const url = new URL(origin);
    return url.protocol === `${request.protocol}:` && url.host === request.host;
  } catch {
    return false;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    studioSession: StudioSession | null;
  }
}

/**
 * onRequest guard of the studio's routes: a member's bearer token is refused (401, whatever else comes with it), so
 * is a request without a live studio session; writes must also be same-origin (403).
 */
export function studioGuard(sessions: StudioSessions) {
  return async function requireStudio(request: FastifyRequest, reply: FastifyReply) {
    if (bearerTokenOf(request) !== null || request.headers.authorization !== undefined) {
      return reply.code(401).send({ status: 401, message: 'The studio does not take member tokens: sign in with a studio account.' });
    }
    const id = studioCookieOf(request.headers.cookie ?? '');
    const session = id ? sessions.get(id) : null;
    if (!session) return reply.code(401).send({ status: 401, message: 'Sign in to the studio to continue.' });
    if (request.method !== 'GET' && request.method !== 'HEAD' && !isSameOrigin(request)) {
      return reply.code(403).send({ status: 403, message: 'Studio changes must come from the studio page itself.' });
    }
    request.studioSession = session;
    return undefined;
  };
}

export function studioSessionOf(request: FastifyRequest): StudioSession {
  if (!request.studioSession) throw new Error('requireStudio must guard this route');
  return request.studioSession;
}

/** The account by username, for sign-in. */
export const studioAccountNamed = (accounts: StudioAccounts, username: string): StudioAccount | undefined => accounts.get(username.trim().toLowerCase());
