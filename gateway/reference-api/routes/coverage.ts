import type { FastifyInstance } from 'fastify';
import { getMedicareMaterials, getPlanDocuments } from '../../../schemas/api/endpoints/coverage';
import { sessionOf } from '../auth/session';
import { implement } from '../../shared/endpoint-route';
import { planDocumentsOf } from '../personas/documents';
import type { MemberRouteDeps } from './route-deps';

export const NO_MEDICARE_MATERIALS = 'Medicare materials are for members of a Medicare plan.';

/** GET plan-documents (our design) and GET medicare-materials (spec §7). handbook/ooc is with the tools (tools.ts). */
export function coverageRoutes(app: FastifyInstance, deps: MemberRouteDeps): void {
  const guard = { requireSession: deps.requireSession };

  implement(app, getPlanDocuments, guard, async (request) => ({ documents: planDocumentsOf(sessionOf(request).family, deps.seed.today) }));

  // Spec §6: a member who gets no Medicare materials is refused (403), which the app shows as an empty list.
  implement(app, getMedicareMaterials, guard, async (request, reply) => {
    const { family } = sessionOf(request);
    if (family.medicareMaterials.length === 0) return reply.code(403).send({ status: 403, message: NO_MEDICARE_MATERIALS });
    return [...family.medicareMaterials].sort((a, b) => b.year - a.year || a.title.localeCompare(b.title));
  });
}
