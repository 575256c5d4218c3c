/*
 * The lazily loaded modules each route's first render needs (routes.tsx loads them on demand), so the gateway's
 * HTML can preload them with the entry instead of the browser finding them only after the router has matched: a
 * round trip saved on the first page. A path is a route pattern of routes.tsx (`:name` matches one segment);
 * a path no entry lists gets the signed-in composed page's modules. `first-page-modules.test.ts` checks each module
 * is one routes.tsx imports; the browser tests check /login and /home fetch no script their HTML did not preload.
 */

/** The signed-in shell, its guards, the widget registry's layout route and the answers' schemas (every call's check). */
const SIGNED_IN = [
  'src/app/shell/AppShell.tsx',
  'src/app/guards/RequirePasswordCurrent.tsx',
  'src/app/sections/WidgetsLayout.tsx',
  'src/api/response-checks.ts',
];
/** A composed page: its component, and the part of the widget registry its widgets load from. */
const SECTIONS_PAGE = ['src/app/sections/SectionsPage.tsx', 'src/app/page-widget-registry.ts'];

export interface FirstPageModules {
  path: string;
  modules: readonly string[];
  /** Also the components of the widgets the brand's manifest places on this page. */
  widgetsOf?: 'home';
  /** A signed-in page: the gateway inlines the member's first data (gateway/first-responses.ts). */
  signedIn?: true;
  /**
   * The gateway renders its first frame on the server (src/app/first-frame.tsx) for a browser without a session:
   * a page whose first frame reads nothing but the brand and the URL, whose form waits for hydration to submit.
   */
  serverRendered?: true;
}

export const firstPageModules: readonly FirstPageModules[] = [
  { path: '/login', modules: ['src/features/auth/LoginPage.tsx'], serverRendered: true },
  { path: '/logout', modules: ['src/features/auth/LogoutPage.tsx'] },
  { path: '/recovery/username', modules: ['src/features/auth/forms/RecoverUsernamePage.tsx'] },
  { path: '/recovery/password', modules: ['src/features/auth/forms/RecoverPasswordPage.tsx'] },
  { path: '/registration', modules: ['src/features/auth/forms/RegistrationPage.tsx'] },
  { path: '/contact-us', modules: ['src/app/sections/WidgetsLayout.tsx', ...SECTIONS_PAGE] },
  { path: '/error/:status', modules: ['src/app/error/ErrorRoutePage.tsx'] },
  { path: '/login-as', modules: ['src/features/auth/groups/LoginAsPage.tsx'] },
  { path: '/group-selection', modules: ['src/features/auth/groups/GroupSelectionPage.tsx'] },
  { path: '/update-preferences', modules: ['src/features/auth/onboarding/UpdatePreferencesPage.tsx'] },
  { path: '/registration-policies', modules: ['src/features/auth/onboarding/RegistrationPoliciesPage.tsx'] },
  { path: '/sso-landing', modules: ['src/features/auth/onboarding/SsoLandingPage.tsx'] },
  { path: '/home', modules: [...SIGNED_IN, 'src/features/home/HomePage.tsx'], widgetsOf: 'home', signedIn: true },
  { path: '/resource-download', modules: [...SIGNED_IN, 'src/app/coming-soon/ResourceDownloadPage.tsx'], signedIn: true },
];

/** Every other signed-in page is composed by the manifest. */
export const composedPageModules: readonly string[] = [...SIGNED_IN, ...SECTIONS_PAGE];

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.replace(/\/+$/, '').split('/');
  return want.length === got.length && want.every((segment, i) => segment.startsWith(':') ? got[i] !== '' : segment === got[i]);
}

/** The first-page modules of a requested path (its pathname, without query). */
export function firstPageModulesOf(path: string): Omit<FirstPageModules, 'path'> {
  return firstPageModules.find((entry) => matches(entry.path, path)) ?? { modules: composedPageModules, signedIn: true };
}
