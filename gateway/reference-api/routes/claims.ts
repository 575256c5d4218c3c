import type { FastifyInstance } from 'fastify';
import { claimTypeCodes } from '../../../schemas/api/claims';
import { getClaim, getClaims, getClaimsMetadata } from '../../../schemas/api/endpoints/claims';
import { getEobs } from '../../../schemas/api/endpoints/eobs';
import { sessionOf } from '../auth/session';
import { claimsMatching, claimsMetadata, claimTotals, dateRangeProblem, eobsMatching, splitList } from '../claims-filters';
import { pageOf, pageRequest } from '../claims-paging';
import { implement } from '../../shared/endpoint-route';
import { isSubscriber } from '../member-view';
import type { MemberRouteDeps } from './route-deps';

export const CLAIM_NOT_FOUND = 'No such claim for this member.';
/** Spec §6: EOBs are the subscriber's. A dependent's call is refused rather than answered empty, so it is never mistaken for "no EOBs yet". */
export const EOBS_SUBSCRIBER_ONLY = 'EOBs are available to the subscriber only.';

const badRequest = (message: string) => ({ status: 400, message });
const optionalNumber = (value: string | undefined) => (value === undefined ? undefined : Number(value));

/** GET claims/{type}, claims/metadata, claims/{type}/{id}, v2/eobs (spec §7). */
export function claimsRoutes(app: FastifyInstance, deps: MemberRouteDeps): void {
  const guard = { requireSession: deps.requireSession };

  implement(app, getClaims, guard, async (request, reply) => {
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
    return { ...pageOf(matching, pageRequest(query)), totals: claimTotals(matching) };
  });

  // Its own path: Fastify matches the static segment before claims/{type}.
  implement(app, getClaimsMetadata, guard, async (request, reply) => {
    const { query } = request;
    const problem = dateRangeProblem(query);
    if (problem) return reply.code(400).send(badRequest(problem));
    const { family, visible } = sessionOf(request);
    return claimsMetadata(family.claims, visible, {
      claimType: claimTypeCodes[query.claimType],
      startDate: query.startDate,
      endDate: query.endDate,
      suffix: optionalNumber(query.suffix),
    });
  });

  implement(app, getClaim, guard, async (request, reply) => {
    const { family, visible } = sessionOf(request);
    const visibleKeys = new Set(visible.map((m) => m.memberKey));
    const suffix = optionalNumber(request.query.suffix);
    const found = family.claims.find(
      (c) =>
        c.id === request.params.id &&
        c.claimType === claimTypeCodes[request.params.type] &&
        visibleKeys.has(c.memberKey) &&
        (suffix === undefined || c.memberSuffix === suffix),
    );
    if (!found) return reply.code(404).send({ status: 404, message: CLAIM_NOT_FOUND });
    return found;
  });

  implement(app, getEobs, guard, async (request, reply) => {
    const { query } = request;
    const { family, member } = sessionOf(request);
    if (!isSubscriber(member)) return reply.code(403).send({ status: 403, message: EOBS_SUBSCRIBER_ONLY });
    const problem = dateRangeProblem(query);
    if (problem) return reply.code(400).send(badRequest(problem));
    const { page: _page, size: _size, providerIds, ...filter } = query;
    const matching = eobsMatching(family.eobs, family.claims, { ...filter, providerIds: splitList(providerIds) });
    return pageOf(matching, pageRequest(query));
  });
}
