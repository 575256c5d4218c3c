import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { medicareMaterialsResponseSchema, planDocumentsResponseSchema } from '../../schemas/api/documents';
import { sessionOf } from '../auth/session';
import { planDocumentsOf } from '../personas/documents';
import { replies } from '../validation';
import type { MemberRouteDeps } from './route-deps';

type PlanDocuments = FromSchema<typeof planDocumentsResponseSchema>;
type MedicareMaterials = FromSchema<typeof medicareMaterialsResponseSchema>;

export const NO_MEDICARE_MATERIALS = 'Medicare materials are for members of a Medicare plan.';

/** GET plan-documents (our design) and GET medicare-materials (spec §7). handbook/ooc is with the tools (tools.ts). */
export function coverageRoutes(app: FastifyInstance, deps: MemberRouteDeps): void {
  const fullSession = { onRequest: deps.requireSession({ allowTemporary: false }) };

  app.get('/api/plan-documents', { ...fullSession, schema: replies(planDocumentsResponseSchema) }, async (request) => {
    const answer: PlanDocuments = { documents: planDocumentsOf(sessionOf(request).family, deps.seed.today) };
    return answer;
  });

  // Spec §6: a member who gets no Medicare materials is refused (403), which the app shows as an empty list.
  app.get('/api/medicare-materials', { ...fullSession, schema: replies(medicareMaterialsResponseSchema) }, async (request, reply) => {
    const { family } = sessionOf(request);
    if (family.medicareMaterials.length === 0) return reply.code(403).send({ status: 403, message: NO_MEDICARE_MATERIALS });
    const answer: MedicareMaterials = [...family.medicareMaterials].sort((a, b) => b.year - a.year || a.title.localeCompare(b.title));
    return answer;
  });
}
