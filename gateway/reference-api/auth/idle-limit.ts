import { sessionPolicyOfDomain, type ContentSource } from '../../shared/content-source';
import type { TokenClaims } from './token';

/** How long a read limit is used again: every call of every session asks it, and reading a brand's boot is not free. */
export const IDLE_LIMIT_REUSE_MS = 1000;

/**
 * How long a token's session may stay idle (issue 30): its brand's `session.idleMinutes` (the token's domain names
 * the brand), read at most once a second per brand (an editor's change applies a second later); none for a studio
 * preview's token, which lives as long as the studio session it is bound to. Rejects when no brand names the domain.
 */
export function idleLimits(content: ContentSource, now: () => Date): (claims: TokenClaims) => Promise<number | null> {
  const read = new Map<number, { at: number; limitMs: number }>();
  return async (claims) => {
    if (claims.preview !== undefined) return null;
    const at = now().getTime();
    const known = read.get(claims.domainId);
    if (known && at - known.at >= 0 && at - known.at < IDLE_LIMIT_REUSE_MS) return known.limitMs;
    const limitMs = (await sessionPolicyOfDomain(content, claims.domainId)).idleMinutes * 60_000;
    read.set(claims.domainId, { at, limitMs });
    return limitMs;
  };
}
