import type { PageId } from '@schemas/generated/page-ids';
import { pageComponentModules, pageDeclarations } from './generated/pages';

/*
 * The lazily loaded modules each route's first render needs (routes.tsx loads them on demand), so the gateway's
 * HTML can preload them with the entry instead of the browser finding them only after the router has matched: a
 * round trip saved on the first page. From the pages' declarations (`<area>.pages.ts`, generated/pages.ts); a
 * path is a route pattern (`:name` matches one segment); a path no entry lists gets the signed-in composed page's
 * modules (the catch-all's 404 page). `first-page-modules.test.ts` checks each module is one the route table loads lazily; the browser tests
 * check /login and /home fetch no script their HTML did not preload.
 */

/** The signed-in shell, its guards and the widget registry's layout route. */
const SIGNED_IN = [
  'src/app/shell/AppShell.tsx',
  'src/app/guards/RequirePasswordCurrent.tsx',
  'src/app/sections/WidgetsLayout.tsx',
];
/** The query client, its library and the hold of its first calls: every page but a server-rendered one (main.tsx). */
const QUERY_LAYER = ['src/api/query-client.ts', 'src/api/first-paint-hold.ts'];
/** A composed page: its component, and the part of the widget registry its widgets load from. */
const SECTIONS_PAGE = ['src/app/sections/SectionsPage.tsx', 'src/app/generated/page-widgets.ts'];
/** The routes of every page but the first ones (src/app/page-routes.ts): what any other page needs to be routed. */
const LATER_ROUTES = ['src/app/generated/later-routes.ts'];

export interface FirstPageModules {
  path: string;
  modules: readonly string[];
  /** Also the components of the widgets the brand's manifest places on this page (a page with its own component). */
  widgetsOf?: PageId;
  /** A signed-in page: the gateway inlines the member's first data (gateway/first-responses.ts). */
  signedIn?: true;
  /** The calls of its first frame the gateway inlines too (its declaration's `firstData`). */
  firstData?: readonly string[];
  /**
   * The gateway renders its first frame on the server (src/app/first-frame.tsx) for a browser without a session:
   * a page whose first frame reads nothing but the brand and the URL, whose form waits for hydration to submit.
   */
  serverRendered?: true;
}

/** A signed-in page the manifest composes, and one no declaration names. */
export const composedPageModules: readonly string[] = [...LATER_ROUTES, ...QUERY_LAYER, ...SIGNED_IN, ...SECTIONS_PAGE];

/** Every declared page, with its manifest page's widgets (its sections' components) where it has one. */
export const firstPageModules: readonly FirstPageModules[] = pageDeclarations.flatMap((page): FirstPageModules[] => {
  const path = `/${page.path}`;
  const signedIn = page.access === undefined;
  const component = pageComponentModules[page.path];
  const routes = page.firstPage ? [] : LATER_ROUTES;
  const firstData = signedIn && page.firstData ? { firstData: page.firstData } : {};
  if (component) {
    return [
      {
        path,
        modules: [...routes, ...(page.serverRendered ? [] : QUERY_LAYER), ...(signedIn ? SIGNED_IN : []), component],
        ...(page.page ? { widgetsOf: page.page } : {}),
        ...(signedIn ? { signedIn: true as const } : {}),
        ...firstData,
        ...(page.serverRendered ? { serverRendered: true as const } : {}),
      },
    ];
  }
  if (signedIn) return page.page ? [{ path, modules: composedPageModules, widgetsOf: page.page, signedIn: true, ...firstData }] : [];
  return [{ path, modules: [...routes, ...QUERY_LAYER, 'src/app/sections/WidgetsLayout.tsx', ...SECTIONS_PAGE], ...(page.page ? { widgetsOf: page.page } : {}) }];
});

/** Whether a requested path (its pathname) matches a route pattern (`/claims/:claimtype/...`: `:name` is one segment). */
export function matchesRoute(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.replace(/\/+$/, '').split('/');
  return want.length === got.length && want.every((segment, i) => segment.startsWith(':') ? got[i] !== '' : segment === got[i]);
}

/** How many of a route pattern's segments are fixed: of two patterns matching a path, the router takes the more. */
const fixedSegments = (pattern: string): number => pattern.split('/').filter((segment) => !segment.startsWith(':')).length;

/** The first-page modules of a requested path (its pathname, without query): its route's, as the router ranks them. */
export function firstPageModulesOf(path: string): Omit<FirstPageModules, 'path'> {
  const matching = firstPageModules.filter((entry) => matchesRoute(entry.path, path));
  const best = matching.reduce<FirstPageModules | undefined>((a, b) => (a && fixedSegments(a.path) >= fixedSegments(b.path) ? a : b), undefined);
  return best ?? { modules: composedPageModules, signedIn: true };
}
