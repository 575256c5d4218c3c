import { endpoint } from '../endpoint';
import { idCardEmailBodySchema, idCardRequestQuerySchema, idCardRequestTextSchema, idCardViewQuerySchema, idCardViewResponseSchema } from '../id-card';

/* ID cards (spec §7): the page shows its own failures. idCard/view answers JSON or a PDF by the Accept header. */

export const getIdCards = endpoint({
  method: 'GET',
  path: '/idCard/view',
  summary: 'The cards of everyone the member may see (Accept: application/json).',
  query: idCardViewQuerySchema,
  response: idCardViewResponseSchema,
  failure: 'screen',
});

export const getIdCardPdf = endpoint({
  method: 'GET',
  path: '/idCard/view',
  summary: "The member's card, or a family member's (suffix), as a PDF (Accept: application/pdf).",
  query: idCardViewQuerySchema,
  answer: 'pdf',
  failure: 'screen',
});

export const postIdCardEmail = endpoint({
  method: 'POST',
  path: '/idCard/email',
  summary: 'E-mail the cards to an address.',
  body: idCardEmailBodySchema,
  answer: 'none',
  failure: 'screen',
});

export const getIdCardRequest = endpoint({
  method: 'GET',
  path: '/idCard/request',
  summary: 'Order a card of a category by mail; answers the confirmation as text.',
  query: idCardRequestQuerySchema,
  response: idCardRequestTextSchema,
  answer: 'text',
  failure: 'screen',
});
