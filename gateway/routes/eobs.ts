import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { errorResponseSchema } from '../../schemas/api/common';
import { eobDetailQuerySchema, eobPdfQuerySchema, eobSchema, eobsMetadataQuerySchema, eobsMetadataResponseSchema } from '../../schemas/api/eobs';
import { sessionOf } from '../auth/session';
import { dateRangeProblem } from '../claims-filters';
import type { ContentSource } from '../content-source';
import { eobsMetadata } from '../eobs-metadata';
import { isSubscriber } from '../member-view';
import { buildEobPdf } from '../pdf/eob';
import { replies } from '../validation';
import { EOBS_SUBSCRIBER_ONLY } from './claims';
import type { MemberRouteDeps } from './route-deps';

type MetadataQuery = FromSchema<typeof eobsMetadataQuerySchema>;
type DetailQuery = FromSchema<typeof eobDetailQuerySchema>;
type PdfQuery = FromSchema<typeof eobPdfQuerySchema>;

export const EOB_NOT_FOUND = 'No such EOB for this member.';

export interface EobRouteDeps extends MemberRouteDeps {
  /** Where the brand's name (the PDF's header) comes from. */
  content: Pick<ContentSource, 'listBrands'>;
}

/**
 * GET eobs/metadata, eobs/eob-detail, eobs/pdf (spec §7). EOBs are the subscriber's (spec §6): a dependent gets 403
 * on every one, like v2/eobs. An id that is not the family's is 404, never another family's EOB.
 */
export function eobsRoutes(app: FastifyInstance, deps: EobRouteDeps): void {
  const fullSession = { onRequest: deps.requireSession({ allowTemporary: false }) };
  const forbidden = { status: 403, message: EOBS_SUBSCRIBER_ONLY };
  const notFound = { status: 404, message: EOB_NOT_FOUND };

  app.get<{ Querystring: MetadataQuery }>(
    '/api/eobs/metadata',
    { ...fullSession, schema: { querystring: eobsMetadataQuerySchema, ...replies(eobsMetadataResponseSchema) } },
    async (request, reply) => {
      const { family, member } = sessionOf(request);
      if (!isSubscriber(member)) return reply.code(403).send(forbidden);
      const problem = dateRangeProblem(request.query);
      if (problem) return reply.code(400).send({ status: 400, message: problem });
      return eobsMetadata(family, request.query);
    },
  );

  app.get<{ Querystring: DetailQuery }>(
    '/api/eobs/eob-detail',
    { ...fullSession, schema: { querystring: eobDetailQuerySchema, ...replies(eobSchema) } },
    async (request, reply) => {
      const { family, member } = sessionOf(request);
      if (!isSubscriber(member)) return reply.code(403).send(forbidden);
      const eob = family.eobs.find((e) => e.documentId === request.query.documentId);
      return eob ?? reply.code(404).send(notFound);
    },
  );

  // The answer is a PDF; only the error answers are JSON, in the {status, message} shape of spec §8.
  const pdfSchema = { querystring: eobPdfQuerySchema, response: { '4xx': errorResponseSchema, '5xx': errorResponseSchema } };
  app.get<{ Querystring: PdfQuery }>('/api/eobs/pdf', { ...fullSession, schema: pdfSchema }, async (request, reply) => {
    const { account, family, member } = sessionOf(request);
    if (!isSubscriber(member)) return reply.code(403).send(forbidden);
    const eob = family.eobs.find((e) => e.pdfDocumentId === request.query.docId);
    if (!eob) return reply.code(404).send(notFound);
    const brands = await deps.content.listBrands().catch(() => []);
    const brandName = brands.find((brand) => brand.id === account.brandId)?.name ?? family.family.groupName ?? 'Member Dashboard';
    const pdf = await buildEobPdf(eob, { brandName });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="eob-${eob.date}.pdf"`)
      // A member's personal data: never kept by a shared cache or the browser's disk cache.
      .header('cache-control', 'no-store')
      .send(pdf);
  });
}
