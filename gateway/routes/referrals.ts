import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import {
  pagedReferralsResponseSchema,
  referralsMetadataQuerySchema,
  referralsMetadataResponseSchema,
  referralsQuerySchema,
} from '../../schemas/api/referrals';
import { sessionOf, type Session } from '../auth/session';
import { pageOf, pageRequest } from '../claims-paging';
import type { Referral } from '../personas/types';
import { replies } from '../validation';
import type { MemberRouteDeps } from './route-deps';

type ReferralsQuery = FromSchema<typeof referralsQuerySchema>;
type MetadataQuery = FromSchema<typeof referralsMetadataQuerySchema>;
type PagedReferrals = FromSchema<typeof pagedReferralsResponseSchema>;
type ReferralsMetadata = FromSchema<typeof referralsMetadataResponseSchema>;
type ReferralAnswer = PagedReferrals['data'][number];

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
  const fullSession = { onRequest: deps.requireSession({ allowTemporary: false }) };

  app.get<{ Querystring: ReferralsQuery }>(
    '/api/referrals',
    { ...fullSession, schema: { querystring: referralsQuerySchema, ...replies(pagedReferralsResponseSchema) } },
    async (request) => {
      const { query } = request;
      const today = deps.seed.today;
      const matching = visibleReferrals(sessionOf(request)).filter(
        (r) =>
          (query.memberKey === undefined || r.memberKey === query.memberKey) &&
          (query.statusCode === undefined || r.statusCode === query.statusCode) &&
          (query.providerId === undefined || r.referredTo.providerId === query.providerId) &&
          (query.excludeExpired !== 'true' || !isExpired(r, today)),
      );
      const answer: PagedReferrals = pageOf(matching, pageRequest(query, DEFAULT_REFERRALS_PAGE_SIZE));
      return answer;
    },
  );

  app.get<{ Querystring: MetadataQuery }>(
    '/api/referrals/metadata',
    { ...fullSession, schema: { querystring: referralsMetadataQuerySchema, ...replies(referralsMetadataResponseSchema) } },
    async (request) => {
      const session = sessionOf(request);
      const all = visibleReferrals(session);
      const { memberKey } = request.query;
      const referrals = memberKey === undefined ? all : all.filter((r) => r.memberKey === memberKey);
      const unique = <T, K>(items: T[], key: (item: T) => K) => [...new Map(items.map((item) => [key(item), item])).values()];
      const answer: ReferralsMetadata = {
        // Everyone who has a referral the member may see (the filter's options stay whole when one is chosen).
        members: unique(all, (r) => r.memberKey).map((r) => ({ memberKey: r.memberKey, firstName: r.memberFirstName, lastName: r.memberLastName })),
        statuses: unique(referrals, (r) => r.statusCode)
          .map((r) => ({ statusCode: r.statusCode, statusDescription: r.statusDescription }))
          .sort((a, b) => a.statusDescription.localeCompare(b.statusDescription)),
        providers: unique(referrals, (r) => r.referredTo.providerId)
          .map((r) => ({ providerId: r.referredTo.providerId, providerName: r.referredTo.providerName }))
          .sort((a, b) => a.providerName.localeCompare(b.providerName)),
      };
      return answer;
    },
  );
}
