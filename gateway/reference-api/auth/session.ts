import type { FastifyReply, FastifyRequest } from 'fastify';
import { featuresOfDomain, type BrandFeatures, type ContentSource } from '../../shared/content-source';
import type { MemberView } from '../member-view';
import { memberView } from '../member-view';
import type { Seed } from '../personas/seed';
import { isPreviewRead, PREVIEW_REFUSAL } from './preview-access';
import { bearerTokenOf } from '../../shared/bearer-token';
import type { RequireSession } from '../../shared/endpoint-route';
import type { SessionRegistry } from './session-registry';
import type { TokenClaims, TokenService } from './token';

export interface Session extends MemberView {
  claims: TokenClaims;
  /** The feature switches of the token's brand (found by its domain id). */
  features: BrandFeatures;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

function deny(reply: FastifyReply, message: string) {
  return reply.code(401).send({ status: 401, message });
}


/**
 * onRequest guard of the member calls: no token, an expired one, one of a revoked session or of a session idle longer
 * than its brand allows answers 401; an accepted call restarts its session's idle clock (issue 30). A studio
 * preview's token reads only (403 on anything else: auth/preview-access.ts); the server holds it to its studio
 * session's cookie before the call comes here (gateway/studio/preview-binding.ts). Temporary tokens (spec §2: the onboarding pages) pass only where
 * `allowTemporary` says so. Sets `request.session` for the handler.
 */
export function sessionGuard(tokens: TokenService, sessions: Pick<SessionRegistry, 'noteActivity'>, seed: Seed, content: ContentSource): RequireSession {
  return ({ allowTemporary }) =>
    async function requireSession(request, reply) {
      const token = bearerTokenOf(request);
      if (!token) return deny(reply, 'Sign in to continue: the request has no bearer token.');
      const claims = await tokens.verify(token);
      if (!claims) return deny(reply, 'The session has expired or its token is not valid. Sign in again.');
      if (claims.preview !== undefined && !isPreviewRead(request.method, request.routeOptions.config.preview)) {
        return reply.code(403).send({ status: 403, message: PREVIEW_REFUSAL });
      }
      if (claims.temporary && !allowTemporary) return deny(reply, 'Finish signing in first: this call needs a full session.');
      const view = memberView(seed, claims.sub, claims.memberKey);
      if (!view) return deny(reply, 'The session does not match a member. Sign in again.');
      sessions.noteActivity(claims);
      request.session = { ...view, claims, features: await featuresOfDomain(content, claims.domainId) };
      return undefined;
    };
}

/** The session set by the guard; the guard runs first, so a handler never sees none. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new Error('requireSession must guard this route');
  return request.session;
}
