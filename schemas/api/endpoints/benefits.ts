import {
  benefitCategoryNames,
  benefitsHistoryResponseSchema,
  categoryBenefitsQuerySchema,
  categoryBenefitsResponseSchema,
  dentalServicesResponseSchema,
  limitsQuerySchema,
  limitsResponseSchema,
  medicalServicesResponseSchema,
  serviceSearchQuerySchema,
} from '../benefits';
import { endpoint } from '../endpoint';

/* Benefits (spec §7): limits for the home tile, a category's benefits, service searches, plan years. */

const serviceIdParams = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1 } },
  required: ['id'],
} as const;

export const getLimits = endpoint({
  method: 'GET',
  path: '/benefits/limits',
  summary: "A member's benefit limits on a day.",
  query: limitsQuerySchema,
  response: limitsResponseSchema,
  failure: 'screen',
});

export const getCategoryBenefits = endpoint({
  method: 'GET',
  path: '/benefits/{category}',
  summary: "A category's benefits on a day: medical for the family, the others for one member (suffix).",
  params: { type: 'object', properties: { category: { type: 'string', enum: benefitCategoryNames } }, required: ['category'] },
  query: categoryBenefitsQuerySchema,
  response: categoryBenefitsResponseSchema,
  failure: 'screen',
});

export const getMedicalServices = endpoint({
  method: 'GET',
  path: '/benefits/medical/search/{id}',
  summary: 'Medical services of a service category, for a member and network tier.',
  params: serviceIdParams,
  query: serviceSearchQuerySchema,
  response: medicalServicesResponseSchema,
  failure: 'screen',
});

export const getDentalServices = endpoint({
  method: 'GET',
  path: '/benefits/dental/search/{id}',
  summary: 'Dental services of a category or a procedure code, for a member and network tier.',
  params: serviceIdParams,
  query: serviceSearchQuerySchema,
  response: dentalServicesResponseSchema,
  failure: 'screen',
});

export const getBenefitsHistory = endpoint({
  method: 'GET',
  path: '/benefits/history',
  summary: 'Every past plan year of the members one may see.',
  response: benefitsHistoryResponseSchema,
  failure: 'screen',
});
