import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eligibilityCategories } from '../../../schemas/api/account';
import { getIdCardPdf, getIdCardRequest, getIdCards, postIdCardEmail } from '../../../schemas/api/endpoints/id-card';
import { checkEmail } from '../account-forms/field-checks';
import { changesOf, sendDemoEmail } from '../account-forms-state';
import { previewWrite } from '../auth/preview-access';
import { documentBrandName } from './document-brand';
import { sessionOf, type Session } from '../auth/session';
import type { ContentSource } from '../../shared/content-source';
import { implement, oneRouteByAccept } from '../../shared/endpoint-route';
import { buildIdCardPdf, idCardPdfLabels } from '../pdf/id-card';
import { DEFAULT_LANGUAGE, LOCALES } from '../../../schemas/generic/languages';
import { idCardCategoryNames, idCardDataOf, idCardEmailText, idCardEntriesOf, type IdCardRefusal } from '../pdf/id-card-data';
import { createCalendar } from '../personas/dates';
import type { MemberRouteDeps } from './route-deps';
import { refusal } from '../refusal';

const refusals: Record<IdCardRefusal, string> = {
  notEligible: 'The member has no ID card on this plan.',
  noCoverage: 'The member has no current coverage, so there is no ID card to show.',
};

/** A card of a category the member has no plan in is not sent (GET idCard/request). */
export const noPlanInCategory = (category: string) => `You have no ${category} plan, so there is no ${category} card to send.`;

export interface IdCardRouteDeps extends MemberRouteDeps {
  /** Where the brand's name (printed on the card) and the card's words in the member's language come from. */
  content: Pick<ContentSource, 'listBrands' | 'getBoot'>;
}

/** The JSON card data is asked for with `Accept: application/json`; anything else (a browser, a PDF Accept) gets the PDF. */
export function wantsJson(request: Pick<FastifyRequest, 'headers'>): boolean {
  const accept = request.headers.accept ?? '';
  return /\bapplication\/json\b/i.test(accept) && !/\bapplication\/pdf\b/i.test(accept);
}

/**
 * The ID card calls of spec §7, refused to members whose plan issues no card (termed members, spec §6):
 * - GET idCard/view: the PDF of one member's card (the signed-in member's, or `?suffix=` of one they may see), or,
 *   with `Accept: application/json`, the card data of everyone they may see (schemas/api/id-card.ts);
 * - POST idCard/email {email}: sends the cards to that address (the demo outbox), 204;
 * - GET idCard/request?category: orders a physical card of a category the member has a plan in (text answer).
 */
export function idCardRoutes(app: FastifyInstance, deps: IdCardRouteDeps): void {
  const guard = { requireSession: deps.requireSession };

  const brandNameOf = (session: Session) => documentBrandName(deps.content, session);
  const today = () => createCalendar(deps.now()).today;
  /** The cards the session may see, or null when the plan issues none. */
  const entriesOf = (session: Session) => idCardEntriesOf(session, today());

  // One call, two declared answers: the JSON one is checked against its schema; the PDF (a Buffer) skips the serializer.
  implement(app, oneRouteByAccept(getIdCards, getIdCardPdf), guard, async (request, reply) => {
    const session = sessionOf(request);
    reply.header('vary', 'Accept').header('cache-control', 'no-store');
    if (wantsJson(request)) {
      const cards = entriesOf(session);
      if (!cards) return reply.code(403).send({ status: 403, message: refusals.notEligible });
      return { brandName: await brandNameOf(session), cards };
    }

    const { suffix } = request.query;
    const member = suffix === undefined ? session.member : session.visible.find((m) => m.memberSuffix === Number(suffix));
    if (!member) return reply.code(404).send({ status: 404, message: 'No such member on your plan.' });
    const now = deps.now();
    const card = idCardDataOf({ family: session.family, member }, today(), now, await brandNameOf(session));
    if (typeof card === 'string') return reply.code(403).send({ status: 403, message: refusals[card] });

    const language = request.query.lang ?? DEFAULT_LANGUAGE;
    // The brand's words in that language (its copy, English where it has none); a brand that does not load: English.
    const copy = await deps.content.getBoot(session.account.brandId, language).then((boot) => boot.copy, () => ({}));
    const pdf = await buildIdCardPdf(card, { labels: idCardPdfLabels(copy), lang: LOCALES[language] });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', 'inline; filename="id-card.pdf"')
      // A member's personal data: never kept by a shared cache or the browser's disk cache.
      .send(pdf);
  });

  implement(app, postIdCardEmail, guard, async (request, reply) => {
    const session = sessionOf(request);
    const email = request.body.email.trim();
    const invalid = checkEmail(email);
    if (invalid) return reply.code(400).send(refusal(400, 'INVALID_FIELD', invalid));
    const cards = entriesOf(session);
    if (!cards) return reply.code(403).send({ status: 403, message: refusals.notEligible });
    if (cards.length === 0) return reply.code(403).send({ status: 403, message: refusals.noCoverage });
    const brandName = await brandNameOf(session);
    sendDemoEmail(changesOf(deps.state.accountChanges), {
      to: email,
      username: session.account.username,
      kind: 'idCard',
      subject: `Your ${brandName} member ID cards`,
      body: `${idCardEmailText(brandName, cards)}\n\nAttachment: id-card.pdf`,
      sentAt: deps.now().toISOString(),
    });
    return reply.code(204).send();
  });

  // Orders a card by mail: a write, though a GET (auth/preview-access.ts).
  implement(app, getIdCardRequest, { ...guard, ...previewWrite }, async (request, reply) => {
    const session = sessionOf(request);
    const category = eligibilityCategories.find((c) => c === request.query.category);
    if (!category) return reply.code(400).send(refusal(400, 'INVALID_FIELD', 'Choose medical, dental, vision or pharmacy.'));
    const cards = entriesOf(session);
    if (!cards) return reply.code(403).send({ status: 403, message: refusals.notEligible });
    if (!cards.some((card) => card.category === category)) {
      return reply.code(400).send(refusal(400, 'NO_PLAN_IN_CATEGORY', noPlanInCategory(category)));
    }
    const name = idCardCategoryNames[category];
    return `We received your request. Your new ${name} ID card will arrive by mail in 7 to 10 business days.`;
  });
}
