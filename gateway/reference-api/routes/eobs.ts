import type { FastifyInstance } from 'fastify';
import { getEobDetail, getEobPdf, getEobsMetadata } from '../../../schemas/api/endpoints/eobs';
import { sessionOf } from '../auth/session';
import { dateRangeProblem } from '../claims-filters';
import type { ContentSource } from '../../shared/content-source';
import { implement } from '../../shared/endpoint-route';
import { documentBrandName } from './document-brand';
import { eobsMetadata } from '../eobs-metadata';
import { isSubscriber } from '../member-view';
import { buildEobPdf, eobPdfLabels } from '../pdf/eob';
import { DEFAULT_LANGUAGE, LOCALES } from '../../../schemas/generic/languages';
import { EOBS_SUBSCRIBER_ONLY } from './claims';
import type { MemberRouteDeps } from './route-deps';

export const EOB_NOT_FOUND = 'No such EOB for this member.';

export interface EobRouteDeps extends MemberRouteDeps {
  /** Where the brand's name (the PDF's header) and the PDF's words in the member's language come from. */
  content: Pick<ContentSource, 'listBrands' | 'getBoot'>;
}

/**
 * GET eobs/metadata, eobs/eob-detail, eobs/pdf (spec §7). EOBs are the subscriber's (spec §6): a dependent gets 403
 * on every one, like v2/eobs. An id that is not the family's is 404, never another family's EOB.
 */
export function eobsRoutes(app: FastifyInstance, deps: EobRouteDeps): void {
  const guard = { requireSession: deps.requireSession };
  const forbidden = { status: 403, message: EOBS_SUBSCRIBER_ONLY };
  const notFound = { status: 404, message: EOB_NOT_FOUND };

  implement(app, getEobsMetadata, guard, async (request, reply) => {
    const { family, member } = sessionOf(request);
    if (!isSubscriber(member)) return reply.code(403).send(forbidden);
    const problem = dateRangeProblem(request.query);
    if (problem) return reply.code(400).send({ status: 400, message: problem });
    return eobsMetadata(family, request.query);
  });

  implement(app, getEobDetail, guard, async (request, reply) => {
    const { family, member } = sessionOf(request);
    if (!isSubscriber(member)) return reply.code(403).send(forbidden);
    const eob = family.eobs.find((e) => e.documentId === request.query.documentId);
    return eob ?? reply.code(404).send(notFound);
  });

  // The answer is a PDF; only the error answers are JSON, in the {status, message} shape of spec §8.
  implement(app, getEobPdf, guard, async (request, reply) => {
    const session = sessionOf(request);
    const { family, member } = session;
    if (!isSubscriber(member)) return reply.code(403).send(forbidden);
    const eob = family.eobs.find((e) => e.pdfDocumentId === request.query.docId);
    if (!eob) return reply.code(404).send(notFound);
    const brandName = await documentBrandName(deps.content, session);
    const language = request.query.lang ?? DEFAULT_LANGUAGE;
    // The brand's words in that language (its copy, English where it has none); a brand that does not load: English.
    const copy = await deps.content.getBoot(session.account.brandId, language).then((boot) => boot.copy, () => ({}));
    const pdf = await buildEobPdf(eob, { brandName, labels: eobPdfLabels(copy), lang: LOCALES[language] });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="eob-${eob.date}.pdf"`)
      // A member's personal data: never kept by a shared cache or the browser's disk cache.
      .header('cache-control', 'no-store')
      .send(pdf);
  });
}
