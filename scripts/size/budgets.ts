// Route budgets for `npm run size`: gzipped JS a member downloads before the route can render.
import { KB, type RouteBudget } from './compute';

export const budgets: RouteBudget[] = [
  {
    route: '/login',
    modules: ['src/features/auth/LoginPage.tsx'],
    budgetBytes: 120 * KB,
  },
  {
    route: '/home',
    // The page, and the welcome banner widget when the registry loads it as a chunk of its own.
    modules: ['src/features/home/HomePage.tsx', /^src\/features\/home\/(.*\/)?WelcomeBanner[^/]*\.tsx$/],
    required: ['src/features/home/HomePage.tsx'],
    budgetBytes: 180 * KB,
  },
];
