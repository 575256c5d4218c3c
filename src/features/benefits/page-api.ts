import { queryOptions, skipToken } from '@tanstack/react-query';
import type { EligibilityCategory } from '@schemas/api/account';
import { apiRequest, type ResponseOf } from '../../api/client';
import { serviceSearchPath } from './page-rules';

/* Issue 11: the benefits pages' calls (spec §7), apart from api.ts so the home tiles' chunk does not carry them. Each
 * page section shows its own error (meta.handlesErrors). */

export type CategoryBenefits = ResponseOf<'categoryBenefits'>;
export type MemberBenefits = CategoryBenefits['members'][number];
export type MedicalService = ResponseOf<'medicalServices'>[number];
export type DentalService = ResponseOf<'dentalServices'>[number];
export type HistoryEntry = ResponseOf<'benefitsHistory'>[number];

const quiet = { meta: { handlesErrors: true } } as const;

/**
 * GET benefits/medical?asOfDate (the family) or benefits/{dental|vision|pharmacy}?suffix&asOfDate (one member).
 * Medical is one call for the whole family whichever member is shown.
 */
export const categoryBenefitsQuery = (category: EligibilityCategory, suffix: number | undefined, asOfDate: string) => {
  const medical = category === 'medical';
  return queryOptions({
    queryKey: ['benefits', category, medical ? null : suffix, asOfDate] as const,
    queryFn:
      !medical && suffix === undefined
        ? skipToken
        : () =>
            apiRequest(`benefits/${category}?${new URLSearchParams(medical ? { asOfDate } : { suffix: String(suffix), asOfDate })}`, {
              response: 'categoryBenefits',
            }),
    ...quiet,
  });
};

const getMedicalServices = (path: string) => apiRequest(path, { response: 'medicalServices' });
const getDentalServices = (path: string) => apiRequest(path, { response: 'dentalServices' });

/** GET benefits/medical/search/{id}?suffix&tier&asOfDate; `id` null waits for the member's choice. */
export const medicalSearchQuery = (id: string | null, suffix: number, tier: string, asOfDate: string) =>
  queryOptions({
    queryKey: ['benefits', 'medical', 'search', id, suffix, tier, asOfDate] as const,
    queryFn: id === null ? skipToken : () => getMedicalServices(serviceSearchPath('medical', id, { suffix, tier, asOfDate })),
    ...quiet,
  });

/** GET benefits/dental/search/{id}?suffix&tier&asOfDate (a dental category or a procedure code). */
export const dentalSearchQuery = (id: string | null, suffix: number | undefined, tier: string, asOfDate: string) =>
  queryOptions({
    queryKey: ['benefits', 'dental', 'search', id, suffix, tier, asOfDate] as const,
    queryFn:
      id === null || suffix === undefined ? skipToken : () => getDentalServices(serviceSearchPath('dental', id, { suffix, tier, asOfDate })),
    ...quiet,
  });

/** GET benefits/history: every plan year of the members one may see. */
export const benefitsHistoryQuery = () =>
  queryOptions({ queryKey: ['benefits', 'history'] as const, queryFn: () => apiRequest('benefits/history', { response: 'benefitsHistory' }), ...quiet });

/** GET eligibility/family: the family plan eligibility list (spec §3, §4). */
export const familyEligibilityQuery = () =>
  queryOptions({
    queryKey: ['eligibility', 'family'] as const,
    queryFn: () => apiRequest('eligibility/family', { response: 'familyEligibility' }),
    ...quiet,
  });
