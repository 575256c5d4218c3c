import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerTokenOf } from '../shared/bearer-token';
import type { StudioSessions } from './sessions';

/*
 * A studio preview's token (its `preview` claim, minted by the member API's demo route for a studio session) reads as
 * its persona only beside the cookie of the live studio session whose binding it carries: the server holds every
 * member call to that before forwarding it. The member API checks the token itself (signature, expiry, revocation)
 * and lets a preview read only; here the claim is read without the key, which is enough to refuse: a forged claim
 * gains nothing, the member API refuses the token.
 */

/** The `preview` claim of a JWT's payload, read without checking its signature; undefined for any other token. */
export function previewClaimOf(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { preview?: unknown };
    return typeof payload.preview === 'string' ? payload.preview : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a token's preview claim (if any) is the request's binding: fail closed, in constant time. */
export function previewAllowed(claim: string | undefined, binding: string | null): boolean {
  if (claim === undefined) return true;
  if (!binding) return false;
  const a = Buffer.from(claim);
  const b = Buffer.from(binding);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** onRequest hook of the member calls: a preview's token without its own live studio session's cookie is a 401. */
export function previewBindingGuard(sessions: StudioSessions) {
  return async function holdPreviewToItsSession(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const token = bearerTokenOf(request);
    if (token === null) return undefined;
    if (previewAllowed(previewClaimOf(token), sessions.previewBindingOf(request.headers.cookie ?? ''))) return undefined;
    return reply.code(401).send({ status: 401, message: 'The session has expired or its token is not valid. Sign in again.' });
  };
}
