import type { FastifyInstance } from 'fastify';
import { booleanResponseSchema, pcpEligibilityResponseSchema } from '../../schemas/api/flags';
import { sessionOf, type RequireSession, type Session } from '../auth/session';
import type { GatewayState } from '../state';
import { replies } from '../validation';

/** The yes/no calls that gate menus and tiles (spec §7, §6 "Eligibility flags gate..."). */
export function flagRoutes(
  app: FastifyInstance,
  deps: { requireSession: RequireSession; state: Pick<GatewayState, 'isEbillRegistered'> },
): void {
  const guard = { onRequest: deps.requireSession({ allowTemporary: false }) };

  const flag = (path: string, answer: (session: Session) => boolean) =>
    app.get(path, { ...guard, schema: replies(booleanResponseSchema) }, async (request) => answer(sessionOf(request)));

  // Spec §7: eBill is never offered on the partner plan (features.eBillOffered).
  const ebill = (pick: (flags: Session['family']['ebill']) => boolean) => (session: Session) =>
    session.features.eBillOffered && pick(session.family.ebill);
  flag('/api/ebill/hasEbill', ebill((f) => f.hasEbill));
  flag('/api/ebill/ebillRegistered', (session) =>
    ebill((f) => deps.state.isEbillRegistered(session.family.family.subscriberKey, f.registered))(session));
  flag('/api/ebill/showEbillAlert', ebill((f) => f.showAlert));

  flag('/api/referrals/hasReferrals', ({ family, visible }) =>
    family.referrals.some((r) => visible.some((m) => m.memberKey === r.memberKey)));
  flag('/api/medicare-materials/eligibility', ({ family }) => family.medicareMaterials.length > 0);
  flag('/api/idCard/eligible', ({ family }) => family.idCardEligible);

  app.get('/api/pcp/eligibility', { ...guard, schema: replies(pcpEligibilityResponseSchema) }, async (request) => {
    const { family, visible } = sessionOf(request);
    const members = visible
      .filter((m) => family.pcp.eligibleMemberKeys.includes(m.memberKey))
      .map((m) => ({ memberKey: m.memberKey }));
    return { eligible: members.length > 0, members };
  });
}
