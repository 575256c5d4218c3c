import type { FastifyInstance } from 'fastify';
import type { EndpointDeclaration } from '../../../schemas/api/endpoint';
import {
  getEbillRegistered,
  getHasEbill,
  getHasReferrals,
  getIdCardEligible,
  getMedicareMaterialsEligibility,
  getPcpEligibility,
  getShowEbillAlert,
} from '../../../schemas/api/endpoints/member';
import type { booleanResponseSchema } from '../../../schemas/api/flags';
import { sessionOf, type Session } from '../auth/session';
import type { RequireSession } from '../../shared/endpoint-route';
import { implement } from '../../shared/endpoint-route';
import type { ReferenceState } from '../state';

/** A yes/no call of a full session. */
type Flag = EndpointDeclaration & { response: typeof booleanResponseSchema; caller?: 'session' };

/** The yes/no calls that gate menus and tiles (spec §7, §6 "Eligibility flags gate..."). */
export function flagRoutes(
  app: FastifyInstance,
  deps: { requireSession: RequireSession; state: Pick<ReferenceState, 'isEbillRegistered'> },
): void {
  const guard = { requireSession: deps.requireSession };

  const flag = (declaration: Flag, answer: (session: Session) => boolean) =>
    implement(app, declaration, guard, async (request) => answer(sessionOf(request)));

  // Spec §7: eBill is never offered on the partner plan (features.eBillOffered).
  const ebill = (pick: (flags: Session['family']['ebill']) => boolean) => (session: Session) =>
    session.features.eBillOffered && pick(session.family.ebill);
  flag(getHasEbill, ebill((f) => f.hasEbill));
  flag(getEbillRegistered, (session) =>
    ebill((f) => deps.state.isEbillRegistered(session.family.family.subscriberKey, f.registered))(session));
  flag(getShowEbillAlert, ebill((f) => f.showAlert));

  flag(getHasReferrals, ({ family, visible }) =>
    family.referrals.some((r) => visible.some((m) => m.memberKey === r.memberKey)));
  flag(getMedicareMaterialsEligibility, ({ family }) => family.medicareMaterials.length > 0);
  flag(getIdCardEligible, ({ family }) => family.idCardEligible);

  implement(app, getPcpEligibility, guard, async (request) => {
    const { family, visible } = sessionOf(request);
    const members = visible
      .filter((m) => family.pcp.eligibleMemberKeys.includes(m.memberKey))
      .map((m) => ({ memberKey: m.memberKey }));
    return { eligible: members.length > 0, members };
  });
}
