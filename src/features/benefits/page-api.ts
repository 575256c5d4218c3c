import { queryOptions, skipToken } from '@tanstack/react-query';
import type { EligibilityCategory } from '@schemas/api/account';
import { callQuery } from '../../api/call-query';
import type { AnswerOfCall } from '../../api/call-types';
import { getBenefitsHistory, getCategoryBenefits, getDentalServices, getMedicalServices } from '../../api/generated/endpoints/benefits';
import { getFamilyEligibility } from '../../api/generated/endpoints/member';

/* Issue 11: the benefits pages' calls (spec §7), apart from api.ts so the home tiles' chunk does not carry them. Each
 * page section shows its own error (the calls are declared `screen`). */

export type CategoryBenefits = AnswerOfCall<typeof getCategoryBenefits>;
export type MemberBenefits = CategoryBenefits['members'][number];
export type MedicalService = AnswerOfCall<typeof getMedicalServices>[number];
export type DentalService = AnswerOfCall<typeof getDentalServices>[number];
export type HistoryEntry = AnswerOfCall<typeof getBenefitsHistory>[number];

/**
 * GET benefits/medical?asOfDate (the family) or benefits/{dental|vision|pharmacy}?suffix&asOfDate (one member).
 * Medical is one call for the whole family whichever member is shown.
 */
export const categoryBenefitsQuery = (category: EligibilityCategory, suffix: number | undefined, asOfDate: string) => {
  const medical = category === 'medical';
  const query = callQuery(getCategoryBenefits, { params: { category }, query: medical ? { asOfDate } : { suffix, asOfDate } });
  return queryOptions({ ...query, queryFn: !medical && suffix === undefined ? skipToken : query.queryFn });
};

/** GET benefits/medical/search/{id}?suffix&tier&asOfDate; `id` null waits for the member's choice. */
export const medicalSearchQuery = (id: string | null, suffix: number, tier: string, asOfDate: string) => {
  const query = callQuery(getMedicalServices, { params: { id: id ?? '' }, query: { suffix, tier, asOfDate } });
  return queryOptions({ ...query, queryFn: id === null ? skipToken : query.queryFn });
};

/** GET benefits/dental/search/{id}?suffix&tier&asOfDate (a dental category or a procedure code). */
export const dentalSearchQuery = (id: string | null, suffix: number | undefined, tier: string, asOfDate: string) => {
  const query = callQuery(getDentalServices, { params: { id: id ?? '' }, query: { suffix: suffix ?? '', tier, asOfDate } });
  return queryOptions({ ...query, queryFn: id === null || suffix === undefined ? skipToken : query.queryFn });
};

/** GET benefits/history: every plan year of the members one may see. */
export const benefitsHistoryQuery = () => queryOptions(callQuery(getBenefitsHistory));

/** GET eligibility/family: the family plan eligibility list (spec §3, §4). */
export const familyEligibilityQuery = () => queryOptions(callQuery(getFamilyEligibility));
