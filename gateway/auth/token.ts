import { randomBytes } from 'node:crypto';
import type { FromSchema } from 'json-schema-to-ts';
import { SignJWT, jwtVerify } from 'jose';
import { tokenClaimsSchema } from '../../schemas/api/token';
import { createAjv } from '../validation';

export type TokenClaims = FromSchema<typeof tokenClaimsSchema>;
export type NewTokenClaims = Omit<TokenClaims, 'exp' | 'iat'>;

/** Spec §9: the access token is valid 2 hours. */
export const TOKEN_LIFETIME_SECONDS = 2 * 60 * 60;

export interface TokenService {
  sign(claims: NewTokenClaims): Promise<string>;
  /** The claims of a genuine, unexpired token of this gateway, or null. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(options: { secret?: string | undefined; now: () => Date }): TokenService {
  // A random secret per process: restarting the gateway signs everyone out, which suits a demo.
  const key = options.secret ? new TextEncoder().encode(options.secret) : randomBytes(32);
  const checkClaims = createAjv().compile<TokenClaims>(tokenClaimsSchema);
  const seconds = () => Math.floor(options.now().getTime() / 1000);

  return {
    async sign(claims) {
      const iat = seconds();
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(iat)
        .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: options.now() });
        return checkClaims(payload) ? payload : null;
      } catch {
        return null;
      }
    },
  };
}
