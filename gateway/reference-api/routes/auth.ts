import type { FastifyInstance } from 'fastify';
import { deleteToken, postSessionActivity, postToken } from '../../../schemas/api/endpoints/session';
import type { RequireSession } from '../../shared/endpoint-route';
import { needsOnboarding } from '../auth/onboarding';
import { featuresOfDomain, type ContentSource } from '../../shared/content-source';
import { DECOY_HASH, verifyPassword } from '../../shared/passwords';
import { bearerTokenOf } from '../../shared/bearer-token';
import { signInClaims } from '../auth/sign-in-claims';
import type { TokenService } from '../auth/token';
import { implement } from '../../shared/endpoint-route';
import type { Seed } from '../personas/seed';
import type { ReferenceState } from '../state';
import { refusal } from '../refusal';

/** Spec §8: five tries, then the account stays locked until a demo reset or a restart. */
export const MAX_LOGIN_ATTEMPTS = 5;

const messages = {
  remaining: (n: number) =>
    `Username and/or password unrecognized. You have ${n} attempt(s) remaining. Try again or select forgot username or password.`,
  locked: 'Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.',
};

const accountLocked = refusal(401, 'ACCOUNT_LOCKED', messages.locked);

export function authRoutes(
  app: FastifyInstance,
  deps: { seed: Seed; state: ReferenceState; tokens: TokenService; content: ContentSource; requireSession: RequireSession },
): void {
  const { seed, state, tokens, content, requireSession } = deps;

  implement(app, postToken, {}, async (request, reply) => {
    const { password, domainId } = request.body;
    const username = request.body.username.trim().toLowerCase();
    const found = seed.accounts.get(username);
    // A login on another brand's domain is answered like an unknown user.
    const account = found && found.domainId === domainId && found.accountStatus !== 'DIS' ? found : undefined;
    // Always hash, so an unknown username answers as slowly as a known one.
    const valid = (await verifyPassword(password, account?.passwordHash ?? DECOY_HASH)) && account !== undefined;

    // Unknown usernames are counted and locked like real ones, so the answers never tell whether an
    // account exists (spec §8: never more specific than its three messages).
    const failures = state.failedLoginCount(username);
    if (failures >= MAX_LOGIN_ATTEMPTS) return reply.code(401).send(accountLocked);
    if (!valid || !account) {
      state.recordFailedLogin(username, failures + 1);
      const remaining = MAX_LOGIN_ATTEMPTS - failures - 1;
      if (remaining === 0) return reply.code(401).send(accountLocked);
      return reply.code(401).send({ ...refusal(401, 'LOGIN_ATTEMPTS_REMAINING', messages.remaining(remaining)), errorData: { attemptsRemaining: remaining } });
    }
    state.clearFailedLogins(username);

    const temporary = needsOnboarding(account, seed, state, await featuresOfDomain(content, account.domainId));
    const token = await tokens.sign(signInClaims(account, seed, temporary));
    return { token, redirect: null };
  });

  /*
   * Logout (ASVS 5.0 V7.4.1): the session POST token started ends here, whichever of its tokens (temporary or full)
   * is sent. Always 204, like any DELETE of what is already gone: a token already revoked, expired, not ours or
   * absent has no session to end, and a member logging out expects to be logged out, not an error.
   */
  implement(app, deleteToken, {}, async (request, reply) => {
    const token = bearerTokenOf(request);
    const claims = token ? await tokens.verify(token) : null;
    // A preview's token changes nothing, not even its own session: the studio session it is bound to ends it.
    if (claims && claims.preview === undefined) state.sessions.revoke(claims.sid);
    return reply.code(204).send();
  });

  /*
   * The member is active (issue 30): the guard has accepted the session, which restarts its idle clock as it does on
   * every call (auth/session.ts); this call is the app's way to say so when the member is busy on a page that makes
   * none. A POST: a preview's token may not make it (403), nor a temporary one (401: onboarding makes its own calls).
   */
  implement(app, postSessionActivity, { requireSession }, async (_request, reply) => reply.code(204).send());
}
