import type { FastifyInstance } from 'fastify';
import { getReferrals, getReferralsMetadata } from '../../../schemas/api/endpoints/coverage';
import { sessionOf, type Session } from '../auth/session';
import { pageOf, pageRequest } from '../claims-paging';
import { implement, type DeclaredAnswer } from '../../shared/endpoint-route';
import type { Referral } from '../personas/types';
import type { MemberRouteDeps } from './route-deps';

type ReferralAnswer = DeclaredAnswer<typeof getReferrals>['data'][number];

/** The app's page size when it names none. */
export const DEFAULT_REFERRALS_PAGE_SIZE = 5;

/** A referral has expired once its end date is before today (yyyy-mm-dd compare as text). */
export const isExpired = (referral: Pick<Referral, 'endDate'>, today: string) => referral.endDate < today;

/** The referrals the signed-in member may see (a dependent: their own), newest start first, with the member's name. */
function visibleReferrals(session: Session): ReferralAnswer[] {
  const members = new Map(session.visible.map((m) => [m.memberKey, m]));
  return session.family.referrals
    .flatMap((r) => {
      const member = members.get(r.memberKey);
      return member ? [{ ...r, memberFirstName: member.firstName, memberLastName: member.lastName }] : [];
    })
    .sort((a, b) => b.startDate.localeCompare(a.startDate) || a.referralId.localeCompare(b.referralId));
}

/** GET referrals and referrals/metadata (spec §7); referrals/hasReferrals is with the other flags (flags.ts). */
export function referralRoutes(app: FastifyInstance, deps: MemberRouteDeps): void {
  const guard = { requireSession: deps.requireSession };

  implement(app, getReferrals, guard, async (request) => {
    const { query } = request;
    const today = deps.seed.today;
    const matching = visibleReferrals(sessionOf(request)).filter(
      (r) =>
        (query.memberKey === undefined || r.memberKey === query.memberKey) &&
        (query.statusCode === undefined || r.statusCode === query.statusCode) &&
        (query.providerId === undefined || r.referredTo.providerId === query.providerId) &&
        (query.excludeExpired !== 'true' || !isExpired(r, today)),
    );
    return pageOf(matching, pageRequest(query, DEFAULT_REFERRALS_PAGE_SIZE));
  });

  implement(app, getReferralsMetadata, guard, async (request) => {
    const session = sessionOf(request);
    const all = visibleReferrals(session);
    const { memberKey } = request.query;
    const referrals = memberKey === undefined ? all : all.filter((r) => r.memberKey === memberKey);
    const unique = <T, K>(items: T[], key: (item: T) => K) => [...new Map(items.map((item) => [key(item), item])).values()];
    return {
      // Everyone who has a referral the member may see (the filter's options stay whole when one is chosen).
      members: unique(all, (r) => r.memberKey).map((r) => ({ memberKey: r.memberKey, firstName: r.memberFirstName, lastName: r.memberLastName })),
      statuses: unique(referrals, (r) => r.statusCode)
        .map((r) => ({ statusCode: r.statusCode, statusDescription: r.statusDescription }))
        .sort((a, b) => a.statusDescription.localeCompare(b.statusDescription)),
      providers: unique(referrals, (r) => r.referredTo.providerId)
        .map((r) => ({ providerId: r.referredTo.providerId, providerName: r.referredTo.providerName }))
        .sort((a, b) => a.providerName.localeCompare(b.providerName)),
    };
  });
}
