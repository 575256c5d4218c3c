import { Navigate, Route, Routes } from 'react-router-dom';
import { useBrand } from '../manifest/brand-context';
import { isAppPath } from '../engine/addresses/addresses';
import type { PageId } from '@schemas/pages';
import { preloadableLazy as lazy, preloadableLazyNamed as lazyNamed } from '../engine/lazy/preloadable-lazy';
import type { HeadingName } from './sections/page-heading';
import { RequireSession } from './guards/RequireSession';
import { RequireStaffRole } from './guards/RequireStaffRole';
import { RequireTemporaryToken } from './guards/RequireTemporaryToken';
import { MinimalLayout } from './shell/MinimalLayout';
import { RootLayout } from './shell/RootLayout';

/*
 * The one route table of the app (spec §2). Every page is its own lazily loaded chunk (RootLayout's Suspense
 * shows the loading overlay until the first one is in). Pages not built yet are composed pages with one
 * comingSoon section.
 */

// The signed-in shell and its guards read the member's facts: their code loads with the first signed-in page, not
// with the login page.
const AppShell = lazyNamed(() => import('./shell/AppShell'), 'AppShell');
const RequirePasswordCurrent = lazyNamed(() => import('./guards/RequirePasswordCurrent'), 'RequirePasswordCurrent');
const RequireNotTermed = lazyNamed(() => import('./guards/RequireNotTermed'), 'RequireNotTermed');
const RequireBenefitCategory = lazyNamed(() => import('./sections/route-params'), 'RequireBenefitCategory');
const RequireClaimType = lazyNamed(() => import('./sections/route-params'), 'RequireClaimType');
const WidgetsLayout = lazyNamed(() => import('./sections/WidgetsLayout'), 'WidgetsLayout');

const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const LogoutPage = lazy(() => import('../features/auth/LogoutPage'));
const RecoverUsernamePage = lazy(() => import('../features/auth/forms/RecoverUsernamePage'));
const RecoverPasswordPage = lazy(() => import('../features/auth/forms/RecoverPasswordPage'));
const RegistrationPage = lazy(() => import('../features/auth/forms/RegistrationPage'));
const ErrorRoutePage = lazy(() => import('./error/ErrorRoutePage'));
const LoginAsPage = lazy(() => import('../features/auth/groups/LoginAsPage'));
const GroupSelectionPage = lazy(() => import('../features/auth/groups/GroupSelectionPage'));
const UpdatePreferencesPage = lazy(() => import('../features/auth/onboarding/UpdatePreferencesPage'));
const RegistrationPoliciesPage = lazy(() => import('../features/auth/onboarding/RegistrationPoliciesPage'));
const SsoLandingPage = lazy(() => import('../features/auth/onboarding/SsoLandingPage'));
const HomePage = lazy(() => import('../features/home/HomePage'));
const ResourceDownloadPage = lazy(() => import('./coming-soon/ResourceDownloadPage'));
const SectionsPage = lazy(() => import('./sections/SectionsPage'));

/** A page composed by the manifest: its heading, then the sections `pages.<id>` lists. */
const sections = (page: PageId, heading: HeadingName) => <SectionsPage page={page} heading={heading} />;

const notFound = <Navigate to="/error/404" replace />;

/** Where the empty path goes when the manifest's `routes.default` is no app path (another site, a raw router error). */
const FALLBACK_DEFAULT_PATH = '/home';

/** The routes of the app, inside a router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  const manifest = useBrand();
  return <Routes>{routeTree(manifest.routes.default)}</Routes>;
}

/** The route table as `<Route>` elements (also read by preload-route.ts to find a path's lazy modules). */
export function routeTree(defaultPath: string) {
  return (
      <Route path="/" element={<RootLayout />}>
        <Route index element={<Navigate to={isAppPath(defaultPath) ? defaultPath : FALLBACK_DEFAULT_PATH} replace />} />

        {/* Without a signed-in member: the minimal layout. */}
        <Route element={<MinimalLayout />}>
          <Route path="login" element={<LoginPage />} />
          <Route path="logout" element={<LogoutPage />} />
          <Route element={<WidgetsLayout />}>
            <Route path="contact-us" element={sections('contact-us', 'pages.contactUs')} />
          </Route>
          <Route path="recovery/username" element={<RecoverUsernamePage />} />
          <Route path="recovery/password" element={<RecoverPasswordPage />} />
          <Route path="registration" element={<RegistrationPage />} />
          <Route path="error/:status" element={<ErrorRoutePage />} />
          <Route element={<RequireStaffRole />}>
            <Route path="login-as" element={<LoginAsPage />} />
          </Route>
          <Route element={<RequireTemporaryToken />}>
            <Route path="group-selection" element={<GroupSelectionPage />} />
            <Route path="update-preferences" element={<UpdatePreferencesPage />} />
            <Route path="registration-policies" element={<RegistrationPoliciesPage />} />
            <Route path="sso-landing" element={<SsoLandingPage />} />
          </Route>
        </Route>

        {/* Signed in: the full shell. The password guard sits inside it, so a held navigation keeps the shell. */}
        <Route
          element={
            <RequireSession>
              <AppShell />
            </RequireSession>
          }
        >
          <Route element={<RequirePasswordCurrent />}>
            <Route element={<WidgetsLayout />}>
              <Route path="home" element={<HomePage />} />
              <Route path="select-group" element={sections('select-group', 'pages.selectGroup')} />

              <Route path="account" element={sections('account', 'pages.account')} />
              <Route path="account/summary" element={sections('account-summary', 'pages.accountSummary')} />
              <Route path="account/member-information" element={sections('member-information', 'pages.memberInformation')} />
              <Route path="account/settings" element={sections('settings', 'pages.settings')} />
              <Route path="account/settings/change-password" element={sections('change-password', 'pages.changePassword')} />
              <Route path="account/plan-benefits" element={sections('plan-benefits', 'pages.planBenefits')} />
              <Route path="account/ebill" element={sections('ebill', 'pages.ebill')} />
              <Route path="account/support" element={sections('help-center', 'pages.helpCenter')} />

              <Route path="benefits" element={sections('benefits', 'pages.benefits')} />
              <Route path="benefits/programs" element={sections('programs', 'pages.programs')} />
              <Route path="benefits/programs/:id" element={sections('program-details', 'pages.programDetails')} />
              <Route path="benefits/summary" element={sections('benefits-summary', 'pages.benefitCategory.summary')} />
              <Route path="benefits/referrals" element={sections('referrals', 'pages.benefitCategory.referrals')} />
              <Route path="benefits/handbooks" element={sections('handbooks', 'pages.benefitCategory.handbooks')} />
              <Route
                path="benefits/certificate-of-coverage"
                element={sections('certificate-of-coverage', 'pages.benefitCategory.certificate-of-coverage')}
              />
              <Route
                path="benefits/prior-authorization"
                element={sections('prior-authorization', 'pages.benefitCategory.prior-authorization')}
              />
              <Route
                path="benefits/medicare-materials"
                element={sections('medicare-materials', 'pages.benefitCategory.medicare-materials')}
              />
              <Route
                path="benefits/:category"
                element={<RequireBenefitCategory>{sections('benefit-category', 'category')}</RequireBenefitCategory>}
              />

              <Route path="find-care" element={sections('find-care', 'pages.findCare')} />
              <Route path="find-care/resources" element={sections('find-care-resources', 'pages.findCareResources')} />
              <Route path="find-care/primary-care" element={sections('primary-care', 'pages.primaryCare')} />
              <Route path="find-care/primary-care/:suffix" element={sections('primary-care-member', 'pages.primaryCareMember')} />
              <Route path="find-care/primary-care/:suffix/search" element={sections('primary-care-search', 'pages.primaryCareSearch')} />
              <Route path="find-care/find-a-dentist" element={sections('find-a-dentist', 'pages.findADentist')} />
              <Route path="passport-dental" element={sections('passport-dental', 'pages.passportDental')} />

              <Route path="claims" element={sections('claims', 'pages.claims')} />
              <Route
                path="claims/:claimtype/:claimId/:memberSuffix"
                element={<RequireClaimType>{sections('claim-details', 'pages.claimDetails')}</RequireClaimType>}
              />
              <Route path="eobs" element={sections('eobs', 'pages.eobs')} />
              <Route path="eobs/:documentId" element={sections('eob-details', 'pages.eobDetails')} />
              <Route path="navitus" element={sections('navitus', 'pages.navitus')} />

              <Route element={<RequireNotTermed />}>
                <Route path="id-card" element={sections('id-card', 'pages.idCard')} />
              </Route>
              <Route path="support/customer-service" element={sections('customer-service', 'pages.customerService')} />

              <Route
                path="history/:effectiveTime/benefits/:category"
                element={<RequireBenefitCategory>{sections('benefit-history', 'categoryHistory')}</RequireBenefitCategory>}
              />
              <Route path="details/:key/dental/:code" element={sections('dental-service-details', 'pages.dentalServiceDetails')} />
              <Route path="services/dental/:code" element={sections('dental-service', 'pages.dentalService')} />
              <Route path="resource-download" element={<ResourceDownloadPage />} />
            </Route>
          </Route>
        </Route>

        <Route path="*" element={notFound} />
      </Route>
  );
}
