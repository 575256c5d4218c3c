import { createContext, lazy as reactLazy, startTransition, useContext, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router-dom';
import { useBrand } from '../manifest/brand-context';
import { isAppPath } from '../engine/addresses/addresses';
import type { PageId } from '@schemas/generated/page-ids';
import type { PageAccess, PageGuard } from '../manifest/declarations';
import { preloadableLazy as lazy, preloadableLazyNamed as lazyNamed } from '../engine/lazy/preloadable-lazy';
import type { HeadingName } from './sections/page-heading';
import { knownPageRoutes, laterRoutesLoaded, laterRoutesStatus, loadLaterRoutes, subscribeToPageRoutes } from './page-routes';
import { PageDataFailures } from './error/PageDataFailures';
import { RequireSession } from './guards/RequireSession';
import { RequireStaffRole } from './guards/RequireStaffRole';
import { RequireTemporaryToken } from './guards/RequireTemporaryToken';
import { MinimalLayout } from './shell/MinimalLayout';
import { RootLayout } from './shell/RootLayout';
import { QueryGate } from './QueryGate';
import { RouteContent } from './RouteContent';

/*
 * The one route table of the app (spec §2): its layouts and guards here, its pages as the features declare them
 * (`<area>.pages.ts`, gathered by `npm run generate` into generated/routes.ts and later-routes.ts: the first
 * pages' in the entry, the others' once loaded, page-routes.ts). Every page is its own lazily loaded chunk
 * (RootLayout's Suspense shows the loading overlay until the first one is in).
 */

/** What the route table needs of a declared page (src/manifest/declarations.ts). */
export interface PageRoute {
  path: string;
  /**
   * The manifest's page whose sections it shows: a composed page's (SectionsPage, under its heading), or those its own
   * component places (home's tiles).
   */
  page?: PageId;
  heading?: HeadingName;
  /** Default: a signed-in member, in the shell. */
  access?: PageAccess;
  guard?: PageGuard;
  /** The calls whose failure is the page's (its declaration's `pageData`): spec §8's error page. */
  pageData?: readonly string[];
  /** A page with its own component, lazily loaded. */
  component?: ComponentType;
  /** Its first frame is rendered by the server; it runs without the query client (src/app/QueryGate.tsx). */
  serverRendered?: true;
}

// The signed-in shell and its guards read the member's facts: their code loads with the first signed-in page, not
// with the login page.
const AppShell = lazyNamed(() => import('./shell/AppShell'), 'AppShell');
const RequirePasswordCurrent = lazyNamed(() => import('./guards/RequirePasswordCurrent'), 'RequirePasswordCurrent');
const RequireNotTermed = lazyNamed(() => import('./guards/RequireNotTermed'), 'RequireNotTermed');
const RequireBenefitCategory = lazyNamed(() => import('./sections/route-params'), 'RequireBenefitCategory');
const RequireClaimType = lazyNamed(() => import('./sections/route-params'), 'RequireClaimType');
const WidgetsLayout = lazyNamed(() => import('./sections/WidgetsLayout'), 'WidgetsLayout');
const SectionsPage = lazy(() => import('./sections/SectionsPage'));

/**
 * The heading of a composed page: its declared one, else its page id's copy key (`find-a-dentist` →
 * `pages.findADentist`). Here, in the entry beside the table (page-heading.ts is in a later chunk).
 */
export const headingOf = ({ page, heading }: { page: string; heading?: HeadingName | undefined }): HeadingName =>
  heading ?? `pages.${page.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}`;

// Only for a path the later routes' chunk could not be loaded for: not in the first page's code.
const TileError = reactLazy(() => import('../ui/TileError').then(({ TileError }) => ({ default: TileError })));

/**
 * A path no known route matches: the 404 page once every route is known; before, it waits (the layout's loading
 * frame) for the other pages' routes, after which the table holds the path's own route, or says it could not with
 * 'Try again'.
 */
function UnknownPath() {
  const status = useSyncExternalStore(subscribeToPageRoutes, laterRoutesStatus, laterRoutesStatus);
  const tableComplete = useContext(CompleteTableContext);
  if (tableComplete) return <Navigate to="/error/404" replace />;
  // In, but the table holding them is still rendering (a transition): it replaces this route when it commits.
  if (status === 'loaded') return null;
  if (status === 'failed') return <TileError onRetry={() => void loadLaterRoutes().catch(() => undefined)} />;
  throw loadLaterRoutes().catch(() => undefined);
}

/** A page's route: its own component, or the manifest's sections under its heading; inside its guard. */
function pageRoute(route: PageRoute) {
  const { path, page, guard, pageData, component: Page } = route;
  const content = Page ? <Page /> : <SectionsPage page={page!} heading={headingOf({ page: page!, heading: route.heading })} />;
  const element = pageData ? <PageDataFailures calls={pageData}>{content}</PageDataFailures> : content;
  const checked =
    guard === 'benefitCategory' ? (
      <RequireBenefitCategory>{element}</RequireBenefitCategory>
    ) : guard === 'claimType' ? (
      <RequireClaimType>{element}</RequireClaimType>
    ) : (
      element
    );
  const withQueries = route.serverRendered ? checked : <QueryGate>{checked}</QueryGate>;
  return <Route key={path} path={path} element={<RouteContent route={path}>{withQueries}</RouteContent>} />;
}

/** The routes of the pages of one access (undefined: signed in) that pass `test`. */
const routesOf = (access: PageAccess | undefined, test: (route: PageRoute) => boolean = () => true) =>
  knownPageRoutes().filter((route) => route.access === access && test(route)).map(pageRoute);

/** Whether a path is a server-rendered page's (it runs without the query client); only a first page is one. */
export const isServerRenderedPath = (pathname: string): boolean =>
  knownPageRoutes().some((route) => route.serverRendered && matchPath(`/${route.path}`, pathname) !== null);

/** Where the empty path goes when the manifest's `routes.default` is no app path (another site, a raw router error). */
const FALLBACK_DEFAULT_PATH = '/home';

/** The routes of the app, inside a router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  const manifest = useBrand();
  const complete = useCompleteTable();
  return (
    <CompleteTableContext.Provider value={complete}>
      <Routes>{routeTree(manifest.routes.default)}</Routes>
    </CompleteTableContext.Provider>
  );
}

/** Whether the route table rendered holds every page's route (the later routes' chunk is in). */
const CompleteTableContext = createContext(false);

/**
 * The table renders again once the other pages' routes are in: in a transition, so React renders the whole app again
 * in slices between the browser's own work (an external store's update would be one long task, right after the
 * first page).
 */
function useCompleteTable(): boolean {
  const [complete, setComplete] = useState(laterRoutesLoaded);
  useEffect(() => {
    const update = () => {
      if (laterRoutesLoaded()) startTransition(() => setComplete(true));
    };
    update();
    return subscribeToPageRoutes(update);
  }, []);
  return complete;
}

/** The route table as `<Route>` elements (also read by preload-route.ts to find a path's lazy modules). */
export function routeTree(defaultPath: string) {
  return (
      <Route path="/" element={<RootLayout />}>
        <Route index element={<Navigate to={isAppPath(defaultPath) ? defaultPath : FALLBACK_DEFAULT_PATH} replace />} />

        {/* Without a signed-in member: the minimal layout. */}
        <Route element={<MinimalLayout />}>
          {routesOf('public', (route) => !!route.component)}
          {/* A composed page reads the widget registry its layout provides. */}
          <Route element={<WidgetsLayout />}>{routesOf('public', (route) => !route.component)}</Route>
          <Route element={<RequireStaffRole />}>{routesOf('staff')}</Route>
          <Route element={<RequireTemporaryToken />}>{routesOf('temporaryToken')}</Route>
        </Route>

        {/* Signed in: the full shell. The password guard sits inside it, so a held navigation keeps the shell. */}
        <Route
          element={
            <RequireSession>
              <QueryGate>
                <AppShell />
              </QueryGate>
            </RequireSession>
          }
        >
          <Route element={<RequirePasswordCurrent />}>
            <Route element={<WidgetsLayout />}>
              {routesOf(undefined, (route) => route.guard !== 'notTermed')}
              <Route element={<RequireNotTermed />}>{routesOf(undefined, (route) => route.guard === 'notTermed')}</Route>
            </Route>
          </Route>
        </Route>

        <Route path="*" element={<UnknownPath />} />
      </Route>
  );
}
