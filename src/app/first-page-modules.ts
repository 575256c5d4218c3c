import type { PageId } from '@schemas/generated/page-ids';
import { pageComponentModules, pageDeclarations } from './generated/pages';

/*
 * The lazily loaded modules each route's first render needs (routes.tsx loads them on demand), so the gateway's
 * HTML can preload them with the entry instead of the browser finding them only after the router has matched: a
 * round trip saved on the first page. From the pages' declarations (`<area>.pages.ts`, generated/pages.ts); a
 * path is a route pattern (`:name` matches one segment); a path no entry lists gets the signed-in composed page's
 * modules. `first-page-modules.test.ts` checks each module is one the route table loads lazily; the browser tests
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
  /**
   * The gateway renders its first frame on the server (src/app/first-frame.tsx) for a browser without a session:
   * a page whose first frame reads nothing but the brand and the URL, whose form waits for hydration to submit.
   */
  serverRendered?: true;
}

/** Every page with its own component, and every public composed page; a signed-in composed page is the default. */
export const firstPageModules: readonly FirstPageModules[] = pageDeclarations.flatMap((page): FirstPageModules[] => {
  const path = `/${page.path}`;
  const signedIn = page.access === undefined;
  const component = pageComponentModules[page.path];
  const routes = page.firstPage ? [] : LATER_ROUTES;
  if (component) {
    return [
      {
        path,
        modules: [...routes, ...(page.serverRendered ? [] : QUERY_LAYER), ...(signedIn ? SIGNED_IN : []), component],
        ...(page.page ? { widgetsOf: page.page } : {}),
        ...(signedIn ? { signedIn: true as const } : {}),
        ...(page.serverRendered ? { serverRendered: true as const } : {}),
      },
    ];
  }
  return signedIn ? [] : [{ path, modules: [...routes, ...QUERY_LAYER, 'src/app/sections/WidgetsLayout.tsx', ...SECTIONS_PAGE] }];
});

/** Every other signed-in page is composed by the manifest. */
export const composedPageModules: readonly string[] = [...LATER_ROUTES, ...QUERY_LAYER, ...SIGNED_IN, ...SECTIONS_PAGE];

/** Whether a requested path (its pathname) matches a route pattern (`/claims/:claimtype/...`: `:name` is one segment). */
export function matchesRoute(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.replace(/\/+$/, '').split('/');
  return want.length === got.length && want.every((segment, i) => segment.startsWith(':') ? got[i] !== '' : segment === got[i]);
}

/** The first-page modules of a requested path (its pathname, without query). */
export function firstPageModulesOf(path: string): Omit<FirstPageModules, 'path'> {
  return firstPageModules.find((entry) => matchesRoute(entry.path, path)) ?? { modules: composedPageModules, signedIn: true };
}
