// The composed pages of the route table (src/app/generated/pages.ts, from the features' *.pages.ts), for `npm run size`: each page's JS is the
// signed-in shell's plus the components of the widgets some brand places on it.
import { composedPages } from '../../src/app/generated/pages';
import { composedPageModules } from '../../src/app/first-page-modules';
import { KB, type RouteBudget } from './compute';
import { widgetModules, widgetsOnPage } from './widget-modules';

/** No composed page may ask a member for more than /home's budget plus a page's worth of its own widgets. */
export const COMPOSED_PAGE_BUDGET = 177 * KB;

/** A budget line per composed route (the public contact page is measured the same way). */
export function composedPageBudgets(): RouteBudget[] {
  return composedPages.map(({ path, page }) => ({
    route: `/${path}`,
    modules: [...composedPageModules, ...widgetModules(widgetsOnPage(page))],
    budgetBytes: COMPOSED_PAGE_BUDGET,
  }));
}
