import type { FastifyInstance } from 'fastify';
import { errorResponseSchema } from '../../schemas/api/common';
import { sessionOf } from '../auth/session';
import type { ContentSource } from '../content-source';
import { buildIdCardPdf } from '../pdf/id-card';
import { idCardDataOf, type IdCardRefusal } from '../pdf/id-card-data';
import { createCalendar } from '../personas/dates';
import type { MemberRouteDeps } from './route-deps';

const refusals: Record<IdCardRefusal, string> = {
  notEligible: 'The member has no ID card on this plan.',
  noCoverage: 'The member has no current coverage, so there is no ID card to show.',
};

export interface IdCardRouteDeps extends MemberRouteDeps {
  /** Where the brand's name (printed on the card) comes from. */
  content: Pick<ContentSource, 'listBrands'>;
}

/** GET idCard/view: the member's ID card as a generated PDF (spec §7), refused to termed members (spec §6). */
export function idCardRoutes(app: FastifyInstance, deps: IdCardRouteDeps): void {
  const guard = { onRequest: deps.requireSession({ allowTemporary: false }) };
  // The answer is a PDF; only the error answers are JSON, in the {status, message} shape of spec §8.
  const schema = { response: { '4xx': errorResponseSchema, '5xx': errorResponseSchema } };

  const brandNameOf = async (brandId: string): Promise<string | null> => {
    const brands = await deps.content.listBrands().catch(() => []);
    return brands.find((brand) => brand.id === brandId)?.name ?? null;
  };

  app.get('/api/idCard/view', { ...guard, schema }, async (request, reply) => {
    const session = sessionOf(request);
    const now = deps.now();
    const card = idCardDataOf(session, createCalendar(now).today, now, await brandNameOf(session.account.brandId));
    if (typeof card === 'string') return reply.code(403).send({ status: 403, message: refusals[card] });

    const pdf = await buildIdCardPdf(card);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', 'inline; filename="id-card.pdf"')
      // A member's personal data: never kept by a shared cache or the browser's disk cache.
      .header('cache-control', 'no-store')
      .send(pdf);
  });
}
