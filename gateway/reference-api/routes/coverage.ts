import type { FastifyInstance } from 'fastify';
import {
  getForms,
  getMedicareMaterials,
  getMemberDocument,
  getPlanDocuments,
  getPriorAuthorizations,
} from '../../../schemas/api/endpoints/coverage';
import { sessionOf } from '../auth/session';
import type { ContentSource } from '../../shared/content-source';
import { implement } from '../../shared/endpoint-route';
import { documentBrandName } from './document-brand';
import { buildMemberDocumentPdf } from '../pdf/member-document';
import { coverageDocumentsOf, memberDocumentOf, planDocumentsOf } from '../personas/documents';
import type { MemberRouteDeps } from './route-deps';

export const NO_MEDICARE_MATERIALS = 'Medicare materials are for members of a Medicare plan.';
export const DOCUMENT_NOT_FOUND = 'No such document for this member.';

export interface CoverageRouteDeps extends MemberRouteDeps {
  /** Where the brand's name (a document's header) comes from. */
  content: Pick<ContentSource, 'listBrands'>;
}

/**
 * GET plan-documents and documents/{id} (our design), GET forms, prior-authorizations and medicare-materials (spec
 * §7). handbook/ooc is with the tools (tools.ts).
 */
export function coverageRoutes(app: FastifyInstance, deps: CoverageRouteDeps): void {
  const guard = { requireSession: deps.requireSession };

  implement(app, getPlanDocuments, guard, async (request) => ({ documents: planDocumentsOf(sessionOf(request).family, deps.seed.today) }));
  implement(app, getForms, guard, async (request) => ({ documents: coverageDocumentsOf(sessionOf(request).family, deps.seed.today, 'form') }));
  implement(app, getPriorAuthorizations, guard, async (request) => ({
    documents: coverageDocumentsOf(sessionOf(request).family, deps.seed.today, 'priorAuthorization'),
  }));

  // Spec §6: a member who gets no Medicare materials is refused (403), which the app shows as an empty list.
  implement(app, getMedicareMaterials, guard, async (request, reply) => {
    const { family } = sessionOf(request);
    if (family.medicareMaterials.length === 0) return reply.code(403).send({ status: 403, message: NO_MEDICARE_MATERIALS });
    return [...family.medicareMaterials].sort((a, b) => b.year - a.year || a.title.localeCompare(b.title));
  });

  // Only a document the member's own lists hold: any other id is 404, never another plan's document.
  implement(app, getMemberDocument, guard, async (request, reply) => {
    const session = sessionOf(request);
    const { family } = session;
    const document = memberDocumentOf(family, deps.seed.today, request.params.id);
    if (!document) return reply.code(404).send({ status: 404, message: DOCUMENT_NOT_FOUND });
    const brandName = await documentBrandName(deps.content, session);
    const pdf = await buildMemberDocumentPdf({ ...document, brandName });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${document.id}.pdf"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
}
