import { Navigate, Route, Routes } from 'react-router-dom';
import { useBrand } from '../manifest/brand-context';
import { isAppPath } from '../engine/addresses/addresses';
import type { PageId } from '@schemas/pages';
import { preloadableLazy as lazy, preloadableLazyNamed as lazyNamed } from '../engine/lazy/preloadable-lazy';
import type { HeadingName } from './sections/page-heading';
import { composedRoutes, headingOf, type ComposedRoute } from './composed-routes';
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

function composedRoute(route: ComposedRoute) {
  const { path, page, guard } = route;
  const element = sections(page, headingOf(route));
  const checked =
    guard === 'benefitCategory' ? (
      <RequireBenefitCategory>{element}</RequireBenefitCategory>
    ) : guard === 'claimType' ? (
      <RequireClaimType>{element}</RequireClaimType>
    ) : (
      element
    );
  return <Route key={path} path={path} element={checked} />;
}

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
          <Route element={<WidgetsLayout />}>{composedRoutes.filter((r) => r.public).map(composedRoute)}</Route>
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
              {composedRoutes.filter((r) => !r.public && r.guard !== 'notTermed').map(composedRoute)}
              <Route element={<RequireNotTermed />}>{composedRoutes.filter((r) => r.guard === 'notTermed').map(composedRoute)}</Route>
              <Route path="resource-download" element={<ResourceDownloadPage />} />
            </Route>
          </Route>
        </Route>

        <Route path="*" element={notFound} />
      </Route>
  );
}
