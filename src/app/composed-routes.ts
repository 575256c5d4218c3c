import type { PageId } from '@schemas/pages';
import type { HeadingName } from './sections/page-heading';

/**
 * The pages the manifest composes (`pages.<id>.sections`), as data: the route table (routes.tsx) maps them to
 * routes, `npm run size` measures each. A path is a route pattern; the heading a copy key (by default the page
 * id's: `find-a-dentist` → `pages.findADentist`) or `category` / `categoryHistory` (from the `:category` parameter).
 * - `public`: without a signed-in member, in the minimal layout (else signed in, in the shell);
 * - `guard`: a route-parameter check, or `notTermed` (spec §2: termed members go to /home).
 */
export interface ComposedRoute {
  path: string;
  page: PageId;
  /** Default: `pages.<page id in camelCase>`. */
  heading?: HeadingName;
  public?: true;
  guard?: 'benefitCategory' | 'claimType' | 'notTermed';
}

export const composedRoutes: readonly ComposedRoute[] = [
  { path: 'contact-us', page: 'contact-us', public: true },
  { path: 'select-group', page: 'select-group' },

  { path: 'account', page: 'account' },
  { path: 'account/summary', page: 'account-summary' },
  { path: 'account/member-information', page: 'member-information' },
  { path: 'account/settings', page: 'settings' },
  { path: 'account/settings/change-password', page: 'change-password' },
  { path: 'account/plan-benefits', page: 'plan-benefits' },
  { path: 'account/ebill', page: 'ebill' },
  { path: 'account/support', page: 'help-center' },

  { path: 'benefits', page: 'benefits' },
  { path: 'benefits/programs', page: 'programs' },
  { path: 'benefits/programs/:id', page: 'program-details' },
  { path: 'benefits/summary', page: 'benefits-summary', heading: 'pages.benefitCategory.summary' },
  { path: 'benefits/referrals', page: 'referrals', heading: 'pages.benefitCategory.referrals' },
  { path: 'benefits/handbooks', page: 'handbooks', heading: 'pages.benefitCategory.handbooks' },
  { path: 'benefits/certificate-of-coverage', page: 'certificate-of-coverage', heading: 'pages.benefitCategory.certificate-of-coverage' },
  { path: 'benefits/prior-authorization', page: 'prior-authorization', heading: 'pages.benefitCategory.prior-authorization' },
  { path: 'benefits/medicare-materials', page: 'medicare-materials', heading: 'pages.benefitCategory.medicare-materials' },
  { path: 'benefits/:category', page: 'benefit-category', heading: 'category', guard: 'benefitCategory' },

  { path: 'find-care', page: 'find-care' },
  { path: 'find-care/resources', page: 'find-care-resources' },
  { path: 'find-care/primary-care', page: 'primary-care' },
  { path: 'find-care/primary-care/:suffix', page: 'primary-care-member' },
  { path: 'find-care/primary-care/:suffix/search', page: 'primary-care-search' },
  { path: 'find-care/find-a-dentist', page: 'find-a-dentist' },
  { path: 'passport-dental', page: 'passport-dental' },

  { path: 'claims', page: 'claims' },
  { path: 'claims/:claimtype/:claimId/:memberSuffix', page: 'claim-details', guard: 'claimType' },
  { path: 'eobs', page: 'eobs' },
  { path: 'eobs/:documentId', page: 'eob-details' },
  { path: 'navitus', page: 'navitus' },
  { path: 'id-card', page: 'id-card', guard: 'notTermed' },
  { path: 'support/customer-service', page: 'customer-service' },

  { path: 'history/:effectiveTime/benefits/:category', page: 'benefit-history', heading: 'categoryHistory', guard: 'benefitCategory' },
  { path: 'details/:key/dental/:code', page: 'dental-service-details' },
  { path: 'services/dental/:code', page: 'dental-service' },
];

/** The copy key of a composed page's heading. */
export const headingOf = ({ page, heading }: ComposedRoute): HeadingName =>
  heading ?? `pages.${page.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}`;
