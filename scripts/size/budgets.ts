// Route budgets for `npm run size`: gzipped JS a member downloads before the route can render.
import { KB, type RouteBudget } from './compute';
import { widgetModules, widgetsOnPage } from './widget-modules';

/** The components of every widget some brand places on /home (from the resolved manifests and the declarations). */
export const homeWidgetModules = widgetModules(widgetsOnPage('home'));

export const budgets: RouteBudget[] = [
  {
    route: '/login',
    modules: ['src/features/auth/LoginPage.tsx'],
    budgetBytes: 120 * KB,
  },
  {
    route: '/home',
    // The page and every home widget of any brand (each its own chunk): the most a member downloads.
    modules: ['src/features/home/HomePage.tsx', ...homeWidgetModules],
    required: ['src/features/home/HomePage.tsx', ...homeWidgetModules],
    budgetBytes: 180 * KB,
  },
];
