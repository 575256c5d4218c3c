// Route budgets for `npm run size`: gzipped JS a member downloads before the route can render, and for /login the
// number of JS files. The bare app (test/fixtures/bare-app) is measured the same way, for the ratios.
import { KB, type RouteBudget, type RouteSpec } from './compute';
import { firstPageModulesOf } from '../../src/app/first-page-modules';
import { widgetModules, widgetsOnPage } from './widget-modules';

/** The components of every widget some brand places on /home (from the resolved manifests and the declarations). */
export const homeWidgetModules = widgetModules(widgetsOnPage('home'));

export const budgets: RouteBudget[] = [
  {
    route: '/login',
    // What the gateway's HTML preloads for the page (src/app/first-page-modules.ts); the loader that fetches it after
    // the first paint of its server-rendered frame is in the HTML (gateway/preloads.ts inlineScript), not a file.
    modules: [...firstPageModulesOf('/login').modules],
    // What issue 28 reached (122.6 KB, about 1.04× the bare app), in at most 5 requests: the query library loads with
    // the next page (docs/decisions/0017-query-library-after-login.md).
    budgetBytes: 124 * KB,
    maxFiles: 5,
  },
  {
    route: '/home',
    // The signed-in shell, the page and every home widget of any brand: the most a member downloads.
    modules: [...firstPageModulesOf('/home').modules, ...homeWidgetModules],
    required: [...firstPageModulesOf('/home').modules, ...homeWidgetModules],
    // What issue 28 reached (147.8 KB; 151.5 before the router's unused components left the vendor chunk, 156.1
    // before the first pages' own chunks, decision 0018), so growth is caught at once.
    budgetBytes: 148.5 * KB,
  },
];

/** The bare app's entry and its lazy page; manifest keys are relative to its root, test/fixtures/bare-app/. */
export const bareApp: RouteSpec = {
  route: 'bare app',
  modules: ['LoginPage.tsx'],
};
