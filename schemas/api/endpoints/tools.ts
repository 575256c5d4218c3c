import { endpoint } from '../endpoint';
import { ebillRegistrationResponseSchema, outlineOfCoverageTextSchema, userKeyTextSchema } from '../tools';

/* The eBill hand-off and the outline of coverage (spec §4, §7). */

export const getUserKey = endpoint({
  method: 'GET',
  path: '/token/userkey',
  summary: "The eBill site's sign-on key, as text.",
  response: userKeyTextSchema,
  answer: 'text',
  failure: 'exempt',
});

export const putEbillRegistration = endpoint({
  method: 'PUT',
  path: '/ebill/registerEbillUser',
  summary: 'Register the family for eBill (the first visit).',
  response: ebillRegistrationResponseSchema,
  failure: 'screen',
});

export const getOutlineOfCoverage = endpoint({
  method: 'GET',
  path: '/handbook/ooc',
  summary: "The address of the plan's outline of coverage, as text.",
  response: outlineOfCoverageTextSchema,
  answer: 'text',
  failure: 'screen',
});
