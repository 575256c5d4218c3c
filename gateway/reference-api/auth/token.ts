import { randomBytes, randomUUID } from 'node:crypto';
import type { FromSchema } from 'json-schema-to-ts';
import { SignJWT, jwtVerify } from 'jose';
import { tokenClaimsSchema } from '../../../schemas/api/token';
import { createAjv } from '../../shared/validation';
import { TOKEN_LIFETIME_SECONDS, type SessionRegistry } from './session-registry';

export type TokenClaims = FromSchema<typeof tokenClaimsSchema>;
/** The schema's named claims, without the index signature `additionalProperties` adds (Omit would keep only it). */
type NamedClaims = { [K in keyof TokenClaims as string extends K ? never : K]: TokenClaims[K] };
export type NewTokenClaims = Omit<NamedClaims, 'exp' | 'iat'>;

export interface TokenService {
  /** A token of these claims, living `lifetimeSeconds` (2 hours unless said otherwise). */
  sign(claims: NewTokenClaims, options?: { lifetimeSeconds?: number }): Promise<string>;
  /**
   * The claims of a genuine, unexpired token of this API whose session is neither revoked nor idle longer than its
   * brand allows (that session then ends), or null. A preview's token
   * (its `preview` claim) passes here: the server that asked for it holds it to its studio session
   * (gateway/studio/preview-binding.ts), and its calls read only (auth/preview-access.ts).
   */
  verify(token: string): Promise<TokenClaims | null>;
}

/** A new session's id: for a sign-in's first token (the tokens signed again after it keep theirs). */
export const newSessionId = (): string => randomUUID();

export function createTokenService(options: {
  secret?: string | undefined;
  now: () => Date;
  sessions: Pick<SessionRegistry, 'signed' | 'isRevoked' | 'idleFor' | 'revoke'>;
  /** How long a token's session may be idle, in ms (its brand's `session.idleMinutes`); null: no limit. */
  idleLimitMs?: (claims: TokenClaims) => Promise<number | null>;
}): TokenService {
  // A random secret per process: restarting the gateway signs everyone out, which suits a demo.
  const key = options.secret ? new TextEncoder().encode(options.secret) : randomBytes(32);
  const checkClaims = createAjv().compile<TokenClaims>(tokenClaimsSchema);
  const seconds = () => Math.floor(options.now().getTime() / 1000);

  return {
    async sign(claims, signOptions) {
      const iat = seconds();
      // Never beyond 2 hours: the session registry keeps a revocation that long (session-registry.ts).
      const exp = iat + Math.min(signOptions?.lifetimeSeconds ?? TOKEN_LIFETIME_SECONDS, TOKEN_LIFETIME_SECONDS);
      options.sessions.signed({ sid: claims.sid, sub: claims.sub, exp });
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(key);
    },
    async verify(token) {
      let claims: TokenClaims;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: options.now() });
        if (!checkClaims(payload) || options.sessions.isRevoked(payload.sid)) return null;
        claims = payload;
      } catch {
        return null;
      }
      let limit: number | null;
      try {
        limit = (await options.idleLimitMs?.(claims)) ?? null;
      } catch {
        // A limit that cannot be read (no brand names the token's domain) refuses the token, never lets it live on.
        return null;
      }
      // Idle for longer than the limit: the session has ended, and stays ended if its clock is moved again.
      if (limit !== null && options.sessions.idleFor(claims.sid) > limit) {
        options.sessions.revoke(claims.sid);
        return null;
      }
      return claims;
    },
  };
}
