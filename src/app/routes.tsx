import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { BrandManifest } from '../engine/manifest/manifest-types';
import { claimTypeOfPathSegment } from '../features/claims/rules';
import { LoadingOverlay } from '../ui/LoadingOverlay';
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

/** A route whose screen is still to come: the shell, its heading, 'This page is coming soon.' */
const comingSoon = (heading: PageHandle['heading']): Pick<RouteObject, 'lazy' | 'handle'> => ({
  ...page(() => import('./coming-soon/ComingSoonPage')),
  handle: { heading } satisfies PageHandle,
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
            { path: 'contact-us', ...comingSoon('pages.contactUs') },
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
            { path: 'select-group', ...page(() => import('../features/auth/groups/SelectGroupPage')) },

            { path: 'account', ...comingSoon('pages.account') },
            { path: 'account/summary', ...comingSoon('pages.accountSummary') },
            { path: 'account/member-information', ...comingSoon('pages.memberInformation') },
            { path: 'account/settings', ...comingSoon('pages.settings') },
            { path: 'account/settings/change-password', ...page(() => import('../features/auth/forms/ChangePasswordPage')) },
            { path: 'account/plan-benefits', ...comingSoon('pages.planBenefits') },
            { path: 'account/ebill', ...comingSoon('pages.ebill') },
            { path: 'account/support', ...comingSoon('pages.helpCenter') },

            { path: 'benefits', ...comingSoon('pages.benefits') },
            { path: 'benefits/programs', ...comingSoon('pages.programs') },
            { path: 'benefits/programs/:id', ...comingSoon('pages.programDetails') },
            { path: 'benefits/:category', loader: requireBenefitCategory, ...comingSoon('category') },

            { path: 'find-care', ...comingSoon('pages.findCare') },
            { path: 'find-care/resources', ...comingSoon('pages.findCareResources') },
            { path: 'find-care/primary-care', ...comingSoon('pages.primaryCare') },
            { path: 'find-care/primary-care/:suffix', ...comingSoon('pages.primaryCareMember') },
            { path: 'find-care/primary-care/:suffix/search', ...comingSoon('pages.primaryCareSearch') },
            { path: 'find-care/find-a-dentist', ...comingSoon('pages.findADentist') },
            { path: 'passport-dental', ...comingSoon('pages.passportDental') },

            { path: 'claims', ...comingSoon('pages.claims') },
            { path: 'claims/:claimtype/:claimId/:memberSuffix', loader: requireClaimType, ...comingSoon('pages.claimDetails') },
            { path: 'eobs', ...comingSoon('pages.eobs') },
            { path: 'eobs/:documentId', ...comingSoon('pages.eobDetails') },
            { path: 'navitus', ...comingSoon('pages.navitus') },

            {
              element: <RequireNotTermed />,
              children: [{ path: 'id-card', ...comingSoon('pages.idCard') }],
            },
            { path: 'support/customer-service', ...comingSoon('pages.customerService') },

            {
              path: 'history/:effectiveTime/benefits/:category',
              loader: requireBenefitCategory,
              ...comingSoon('categoryHistory'),
            },
            { path: 'details/:key/dental/:code', ...comingSoon('pages.dentalServiceDetails') },
            { path: 'services/dental/:code', ...comingSoon('pages.dentalService') },
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
