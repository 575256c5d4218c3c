import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import {
  claimParamsSchema,
  claimQuerySchema,
  claimSchema,
  claimsMetadataQuerySchema,
  claimsMetadataResponseSchema,
  claimsQuerySchema,
  claimTypeCodes,
  claimTypeParamsSchema,
  pagedClaimsResponseSchema,
} from '../../schemas/api/claims';
import { eobsQuerySchema, pagedEobsResponseSchema } from '../../schemas/api/eobs';
import { sessionOf } from '../auth/session';
import { claimsMatching, claimsMetadata, claimTotals, dateRangeProblem, eobsMatching, splitList } from '../claims-filters';
import { pageOf, pageRequest } from '../claims-paging';
import { isSubscriber } from '../member-view';
import { replies } from '../validation';
import type { MemberRouteDeps } from './route-deps';

type ClaimTypeParams = FromSchema<typeof claimTypeParamsSchema>;
type ClaimsQuery = FromSchema<typeof claimsQuerySchema>;
type ClaimParams = FromSchema<typeof claimParamsSchema>;
type ClaimQuery = FromSchema<typeof claimQuerySchema>;
type EobsQuery = FromSchema<typeof eobsQuerySchema>;
type ClaimsMetadataQuery = FromSchema<typeof claimsMetadataQuerySchema>;
type ClaimsMetadata = FromSchema<typeof claimsMetadataResponseSchema>;
// The seed's claims are answered as they are: these types make the compiler hold them to the schemas.
type ClaimResponse = FromSchema<typeof claimSchema>;
type PagedClaims = FromSchema<typeof pagedClaimsResponseSchema>;
type PagedEobs = FromSchema<typeof pagedEobsResponseSchema>;

export const CLAIM_NOT_FOUND = 'No such claim for this member.';
/** Spec §6: EOBs are the subscriber's. A dependent's call is refused rather than answered empty, so it is never mistaken for "no EOBs yet". */
export const EOBS_SUBSCRIBER_ONLY = 'EOBs are available to the subscriber only.';

const badRequest = (message: string) => ({ status: 400, message });
const optionalNumber = (value: string | undefined) => (value === undefined ? undefined : Number(value));

/** GET claims/{type}, claims/metadata, claims/{type}/{id}, v2/eobs (spec §7). */
export function claimsRoutes(app: FastifyInstance, deps: MemberRouteDeps): void {
  const fullSession = { onRequest: deps.requireSession({ allowTemporary: false }) };

  app.get<{ Params: ClaimTypeParams; Querystring: ClaimsQuery }>(
    '/api/claims/:type',
    { ...fullSession, schema: { params: claimTypeParamsSchema, querystring: claimsQuerySchema, ...replies(pagedClaimsResponseSchema) } },
    async (request, reply) => {
      const { query } = request;
      const problem = dateRangeProblem(query);
      if (problem) return reply.code(400).send(badRequest(problem));
      const { family, visible } = sessionOf(request);
      const matching = claimsMatching(family.claims, visible, {
        claimType: claimTypeCodes[request.params.type],
        startDate: query.startDate,
        endDate: query.endDate,
        suffix: optionalNumber(query.suffix),
        providerIds: splitList(query.providerIds),
        claimStatus: splitList(query.claimStatus),
      });
      const answer: PagedClaims = { ...pageOf(matching, pageRequest(query)), totals: claimTotals(matching) };
      return answer;
    },
  );

  // Its own path: Fastify matches the static segment before claims/{type}.
  app.get<{ Querystring: ClaimsMetadataQuery }>(
    '/api/claims/metadata',
    { ...fullSession, schema: { querystring: claimsMetadataQuerySchema, ...replies(claimsMetadataResponseSchema) } },
    async (request, reply) => {
      const { query } = request;
      const problem = dateRangeProblem(query);
      if (problem) return reply.code(400).send(badRequest(problem));
      const { family, visible } = sessionOf(request);
      const answer: ClaimsMetadata = claimsMetadata(family.claims, visible, {
        claimType: claimTypeCodes[query.claimType],
        startDate: query.startDate,
        endDate: query.endDate,
        suffix: optionalNumber(query.suffix),
      });
      return answer;
    },
  );

  app.get<{ Params: ClaimParams; Querystring: ClaimQuery }>(
    '/api/claims/:type/:id',
    { ...fullSession, schema: { params: claimParamsSchema, querystring: claimQuerySchema, ...replies(claimSchema) } },
    async (request, reply) => {
      const { family, visible } = sessionOf(request);
      const visibleKeys = new Set(visible.map((m) => m.memberKey));
      const suffix = optionalNumber(request.query.suffix);
      const found: ClaimResponse | undefined = family.claims.find(
        (c) =>
          c.id === request.params.id &&
          c.claimType === claimTypeCodes[request.params.type] &&
          visibleKeys.has(c.memberKey) &&
          (suffix === undefined || c.memberSuffix === suffix),
      );
      if (!found) return reply.code(404).send({ status: 404, message: CLAIM_NOT_FOUND });
      return found;
    },
  );

  app.get<{ Querystring: EobsQuery }>(
    '/api/v2/eobs',
    { ...fullSession, schema: { querystring: eobsQuerySchema, ...replies(pagedEobsResponseSchema) } },
    async (request, reply) => {
      const { query } = request;
      const { family, member } = sessionOf(request);
      if (!isSubscriber(member)) return reply.code(403).send({ status: 403, message: EOBS_SUBSCRIBER_ONLY });
      const problem = dateRangeProblem(query);
      if (problem) return reply.code(400).send(badRequest(problem));
      const { page: _page, size: _size, providerIds, ...filter } = query;
      const matching = eobsMatching(family.eobs, family.claims, { ...filter, providerIds: splitList(providerIds) });
      const answer: PagedEobs = pageOf(matching, pageRequest(query));
      return answer;
    },
  );
}
