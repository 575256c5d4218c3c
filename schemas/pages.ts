/**
 * The pages whose contents the manifest composes (`pages.<id>.sections`). The route table
 * (src/app/routes.tsx) maps each route to one of these ids; the manifest decides what the page shows.
 */
export const pageIds = [
  'home',
  'select-group',
  'account',
  'account-summary',
  'member-information',
  'settings',
  'change-password',
  'plan-benefits',
  'ebill',
  'help-center',
  'benefits',
  'programs',
  'program-details',
  'benefit-category',
  'benefit-history',
  'find-care',
  'find-care-resources',
  'primary-care',
  'primary-care-member',
  'primary-care-search',
  'find-a-dentist',
  'passport-dental',
  'claims',
  'claim-details',
  'eobs',
  'eob-details',
  'navitus',
  'id-card',
  'customer-service',
  'dental-service-details',
  'dental-service',
  'contact-us',
] as const;

export type PageId = (typeof pageIds)[number];
