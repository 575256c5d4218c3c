import { definePages } from '../../manifest/declarations';

/** Benefits by category, their history and dental services (spec §2, §3, §9). */
export const benefitsPages = definePages([
  { path: 'benefits', page: 'benefits', calls: ['getCategoryBenefits', 'getLimits', 'getBenefitsHistory', 'getFamilyEligibility'] },
  {
    path: 'benefits/summary',
    page: 'benefits-summary',
    heading: 'pages.benefitCategory.summary',
    calls: ['getCategoryBenefits', 'getLimits', 'getBenefitsHistory', 'getFamilyEligibility', 'getPlanDocuments', 'getPriorAuthorizations'],
    pageData: ['getCategoryBenefits'],
  },
  {
    path: 'benefits/:category',
    page: 'benefit-category',
    heading: 'category',
    guard: 'benefitCategory',
    calls: ['getCategoryBenefits', 'getLimits'],
    pageData: ['getCategoryBenefits'],
    actions: ['getMedicalServices', 'getDentalServices'],
  },
  {
    path: 'history/:effectiveTime/benefits/:category',
    page: 'benefit-history',
    heading: 'categoryHistory',
    guard: 'benefitCategory',
    calls: ['getCategoryBenefits', 'getLimits', 'getBenefitsHistory', 'getFamilyEligibility'],
    pageData: ['getCategoryBenefits'],
  },
  { path: 'details/:key/dental/:code', page: 'dental-service-details', calls: ['getDentalServices'], pageData: ['getDentalServices'] },
  { path: 'services/dental/:code', page: 'dental-service', calls: ['getDentalServices'], pageData: ['getDentalServices'] },
]);
