import type { FastifyInstance } from 'fastify';
import { getGroupDetail, getIndividualGroups, postGroupSelection, postLoginAs } from '../../../schemas/api/endpoints/session';
import { isStaffRole } from '../../../src/member/token-claims';
import { needsPreferencesOrPolicies } from '../auth/onboarding';
import { sessionOf, type Session } from '../auth/session';
import type { RequireSession } from '../../shared/endpoint-route';
import { newSessionId, type TokenService } from '../auth/token';
import { implement } from '../../shared/endpoint-route';
import { findLoginAsTarget } from '../login-as-lookup';
import { groupDetailOf, groupOf, membershipsOf } from '../member-groups';
import { createCalendar } from '../personas/dates';
import type { Seed } from '../personas/seed';
import type { ReferenceState } from '../state';
import { refusal } from '../refusal';

/** Spec §8 internal error: the group asked for is not one of the member's. */
export const GROUP_NOT_FOUND = 'Failed to find group for current member';
export const NO_MEMBER_MATCHES = 'No member matches that subscriber ID and those details.';
export const STAFF_DOMAIN_MISMATCH = 'The domain is not the one the staff member signed in on.';

interface Deps {
  seed: Seed;
  state: ReferenceState;
  tokens: TokenService;
  requireSession: RequireSession;
  now: () => Date;
}

/** Group selection, the signed-in group switch and its details, and log-in-as (spec §7). */
export function groupRoutes(app: FastifyInstance, deps: Deps): void {
  const { seed, state, tokens, requireSession, now } = deps;
  const guard = { requireSession };
  const today = () => createCalendar(now()).today;
  const membershipIn = (session: Session, groupId: string) =>
    membershipsOf(seed, session.account).find((m) => m.family.family.groupId === groupId);

  implement(app, postGroupSelection, guard, async (request, reply) => {
    const session = sessionOf(request);
    if (request.body.domain !== session.claims.domainId) {
      return reply.code(400).send(refusal(400, 'DOMAIN_MISMATCH', 'The domain is not the one the member signed in on.'));
    }
    const chosen = membershipIn(session, request.body.groupId);
    if (!chosen) return reply.code(404).send({ status: 404, message: GROUP_NOT_FOUND });
    const { exp: _exp, iat: _iat, ...claims } = session.claims;
    // Like every onboarding step: the token stays temporary only while the preferences or policies are due.
    const temporary = claims.temporary && needsPreferencesOrPolicies(session.account, chosen, state, session.features);
    const token = await tokens.sign({ ...claims, memberKey: chosen.memberKey, groupId: request.body.groupId, temporary });
    return { token, redirect: null };
  });

  // Our reading of spec §7: the signed-in person's own group plans, for /select-group (a full session).
  implement(app, getIndividualGroups, guard, async (request) =>
    membershipsOf(seed, sessionOf(request).account).map((membership) => groupOf(membership, today())),
  );

  implement(app, getGroupDetail, guard, async (request, reply) => {
    const membership = membershipIn(sessionOf(request), request.query.groupId);
    if (!membership) return reply.code(404).send({ status: 404, message: GROUP_NOT_FOUND });
    return groupDetailOf(membership, today());
  });

  implement(app, postLoginAs, guard, async (request, reply) => {
    const { claims } = sessionOf(request);
    // Spec §6: staff roles are the token's role or issuedByRole, so a log-in-as token may log in as another member.
    const staffRole = isStaffRole(claims.role) ? claims.role : claims.issuedByRole && isStaffRole(claims.issuedByRole) ? claims.issuedByRole : null;
    if (staffRole === null) return reply.code(403).send({ status: 403, message: 'Only support staff may log in as a member.' });
    if (request.body.domainId !== claims.domainId) {
      return reply.code(400).send(refusal(400, 'DOMAIN_MISMATCH', STAFF_DOMAIN_MISMATCH));
    }
    const target = findLoginAsTarget(seed, request.body, staffRole);
    if (!target) return reply.code(404).send(refusal(404, 'NO_MEMBER_MATCHES', NO_MEMBER_MATCHES));
    const token = await tokens.sign({
      // A session of its own: ending it (logout, the member's password change) leaves the staff member's.
      sid: newSessionId(),
      sub: target.account.username,
      memberKey: target.memberKey,
      domainId: target.account.domainId,
      role: 'member',
      issuedByRole: staffRole,
      groupId: target.family.family.groupId,
      // Staff skip the preference and policy prompts (spec §6): the member's token is a full one from the start.
      temporary: false,
    });
    return { token, redirect: null };
  });
}
