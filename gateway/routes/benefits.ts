import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { limitsQuerySchema, limitsResponseSchema } from '../../schemas/api/benefits';
import { sessionOf } from '../auth/session';
import type { Category, Eligibility, Limit } from '../personas/types';
import { replies } from '../validation';
import type { MemberRouteDeps } from './route-deps';

type LimitsQuery = FromSchema<typeof limitsQuerySchema>;

export const NO_SUCH_MEMBER = 'No member with that suffix is on your plan.';

const categoryOf: Record<Limit['productCategory'], Category> = { M: 'medical', D: 'dental', V: 'vision', X: 'pharmacy' };

/** In force on the day (yyyy-mm-dd strings compare in date order). */
const coversDay = (record: Eligibility, day: string) =>
  record.eligible && record.effectiveDate <= day && (record.terminationDate === null || day <= record.terminationDate);

/** GET benefits/limits?suffix&asOfDate (spec §7). */
export function benefitsRoutes(app: FastifyInstance, deps: MemberRouteDeps): void {
  const guard = { onRequest: deps.requireSession({ allowTemporary: false }) };

  app.get<{ Querystring: LimitsQuery }>(
    '/api/benefits/limits',
    { ...guard, schema: { querystring: limitsQuerySchema, ...replies(limitsResponseSchema) } },
    async (request, reply) => {
      const { family, visible } = sessionOf(request);
      const { suffix, asOfDate } = request.query;
      // A dependent sees only themself: another suffix is answered as if it did not exist.
      const member = visible.find((m) => m.memberSuffix === Number(suffix));
      if (!member) return reply.code(404).send({ status: 404, message: NO_SUCH_MEMBER });
      const limits = family.limits[member.memberKey] ?? [];
      return limits.filter((limit) => member.eligibility[categoryOf[limit.productCategory]].some((r) => coversDay(r, asOfDate)));
    },
  );
}
