import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { BrandManifest } from '../manifest/manifest-types';
import { claimTypeOfPathSegment } from '../features/claims/rules';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import type { PageId } from '@schemas/pages';
import { isBenefitCategory, type PageHandle } from './coming-soon/page-heading';
import { RequireNotTermed } from './guards/RequireNotTermed';
import { RequirePasswordCurrent } from './guards/RequirePasswordCurrent';
import { RequireSession } from './guards/RequireSession';
import { RequireStaffRole } from './guards/RequireStaffRole';
import { RequireTemporaryToken } from './guards/RequireTemporaryToken';
import { AppShell } from './shell/AppShell';
import { MinimalLayout } from './shell/MinimalLayout';
import { RootLayout } from './shell/RootLayout';

/*
 * The one route table of the app (spec §2). Every page is its own lazily loaded chunk. Pages not built yet
 * render ComingSoonPage with their real heading, named by the route's `handle`.
 */

type PageModule = { default: ComponentType };

/** A lazily loaded page. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** A signed-in page composed by the manifest: its heading, then the sections `pages.<id>` lists. */
const sections = (id: PageId, heading: PageHandle['heading']): Pick<RouteObject, 'lazy' | 'handle'> => ({
  ...page(() => import('./coming-soon/SectionsPage')),
  handle: { heading, page: id } satisfies PageHandle,
});

/** `:category` must be one of the spec's benefit categories; anything else is the 404 page. */
const requireBenefitCategory = ({ params }: LoaderFunctionArgs) =>
  isBenefitCategory(params.category) ? null : redirect('/error/404');

/** `:claimtype` is a claim type's lowercased code (`m`) or its name (`medical`): both reach the claim page; else 404. */
const requireClaimType = ({ params }: LoaderFunctionArgs) =>
  claimTypeOfPathSegment(params.claimtype) ? null : redirect('/error/404');

/** The routes, for createBrowserRouter (the app) or createMemoryRouter (tests, preview). */
export function appRoutes(manifest: BrandManifest): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      hydrateFallbackElement: <LoadingOverlay />,
      children: [
        { index: true, element: <Navigate to={manifest.routes.default} replace /> },

        // Without a signed-in member: the minimal layout.
        {
          element: <MinimalLayout />,
          children: [
            { path: 'login', ...page(() => import('../features/auth/LoginPage')) },
            { path: 'logout', ...page(() => import('../features/auth/LogoutPage')) },
            { path: 'contact-us', ...sections('contact-us', 'pages.contactUs') },
            { path: 'recovery/username', ...page(() => import('../features/auth/forms/RecoverUsernamePage')) },
            { path: 'recovery/password', ...page(() => import('../features/auth/forms/RecoverPasswordPage')) },
            { path: 'registration', ...page(() => import('../features/auth/forms/RegistrationPage')) },
            { path: 'error/:status', ...page(() => import('./error/ErrorRoutePage')) },
            {
              element: <RequireStaffRole />,
              children: [{ path: 'login-as', ...page(() => import('../features/auth/groups/LoginAsPage')) }],
            },
            {
              element: <RequireTemporaryToken />,
              children: [
                { path: 'group-selection', ...page(() => import('../features/auth/groups/GroupSelectionPage')) },
                { path: 'update-preferences', ...page(() => import('../features/auth/onboarding/UpdatePreferencesPage')) },
                { path: 'registration-policies', ...page(() => import('../features/auth/onboarding/RegistrationPoliciesPage')) },
                { path: 'sso-landing', ...page(() => import('../features/auth/onboarding/SsoLandingPage')) },
              ],
            },
          ],
        },

        // Signed in: the full shell.
        {
          element: (
            <RequireSession>
              <RequirePasswordCurrent>
                <AppShell />
              </RequirePasswordCurrent>
            </RequireSession>
          ),
          children: [
            { path: 'home', ...page(() => import('../features/home/HomePage')) },
            { path: 'select-group', ...sections('select-group', 'pages.selectGroup') },

            { path: 'account', ...sections('account', 'pages.account') },
            { path: 'account/summary', ...sections('account-summary', 'pages.accountSummary') },
            { path: 'account/member-information', ...sections('member-information', 'pages.memberInformation') },
            { path: 'account/settings', ...sections('settings', 'pages.settings') },
            { path: 'account/settings/change-password', ...sections('change-password', 'pages.changePassword') },
            { path: 'account/plan-benefits', ...sections('plan-benefits', 'pages.planBenefits') },
            { path: 'account/ebill', ...sections('ebill', 'pages.ebill') },
            { path: 'account/support', ...sections('help-center', 'pages.helpCenter') },

            { path: 'benefits', ...sections('benefits', 'pages.benefits') },
            { path: 'benefits/programs', ...sections('programs', 'pages.programs') },
            { path: 'benefits/programs/:id', ...sections('program-details', 'pages.programDetails') },
            { path: 'benefits/:category', loader: requireBenefitCategory, ...sections('benefit-category', 'category') },

            { path: 'find-care', ...sections('find-care', 'pages.findCare') },
            { path: 'find-care/resources', ...sections('find-care-resources', 'pages.findCareResources') },
            { path: 'find-care/primary-care', ...sections('primary-care', 'pages.primaryCare') },
            { path: 'find-care/primary-care/:suffix', ...sections('primary-care-member', 'pages.primaryCareMember') },
            { path: 'find-care/primary-care/:suffix/search', ...sections('primary-care-search', 'pages.primaryCareSearch') },
            { path: 'find-care/find-a-dentist', ...sections('find-a-dentist', 'pages.findADentist') },
            { path: 'passport-dental', ...sections('passport-dental', 'pages.passportDental') },

            { path: 'claims', ...sections('claims', 'pages.claims') },
            { path: 'claims/:claimtype/:claimId/:memberSuffix', loader: requireClaimType, ...sections('claim-details', 'pages.claimDetails') },
            { path: 'eobs', ...sections('eobs', 'pages.eobs') },
            { path: 'eobs/:documentId', ...sections('eob-details', 'pages.eobDetails') },
            { path: 'navitus', ...sections('navitus', 'pages.navitus') },

            {
              element: <RequireNotTermed />,
              children: [{ path: 'id-card', ...sections('id-card', 'pages.idCard') }],
            },
            { path: 'support/customer-service', ...sections('customer-service', 'pages.customerService') },

            {
              path: 'history/:effectiveTime/benefits/:category',
              loader: requireBenefitCategory,
              ...sections('benefit-history', 'categoryHistory'),
            },
            { path: 'details/:key/dental/:code', ...sections('dental-service-details', 'pages.dentalServiceDetails') },
            { path: 'services/dental/:code', ...sections('dental-service', 'pages.dentalService') },
            { path: 'resource-download', ...page(() => import('./coming-soon/ResourceDownloadPage')) },
          ],
        },

        { path: '*', element: <Navigate to="/error/404" replace /> },
      ],
    },
  ];
}

/** The app's router: the browser's history over the route table. */
export function createAppRouter(manifest: BrandManifest) {
  return createBrowserRouter(appRoutes(manifest));
}
