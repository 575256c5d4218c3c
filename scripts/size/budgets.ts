// Route budgets for `npm run size`: gzipped JS a member downloads before the route can render.
import { KB, type RouteBudget } from './compute';

/** The components of src/app/widget-registry.ts (a test checks the two lists agree). */
export const homeWidgetModules = [
  'src/features/home/WelcomeBanner.tsx',
  'src/features/home/PrimaryCareUpdateBanner.tsx',
  'src/features/account/PlanManagementBanner.tsx',
  'src/features/account/EbillAlertBanner.tsx',
  'src/features/home/PreventiveCareCard.tsx',
  'src/features/id-card/IdCardTile.tsx',
  'src/features/find-care/PrimaryCareTile.tsx',
  'src/features/claims/RecentClaimsTile.tsx',
  'src/features/account/MemberInformationTile.tsx',
  'src/features/programs/ToolsTile.tsx',
  'src/features/programs/ProgramsTile.tsx',
  'src/features/benefits/FeaturedLimitTile.tsx',
];

export const budgets: RouteBudget[] = [
  {
    route: '/login',
    modules: ['src/features/auth/LoginPage.tsx'],
    budgetBytes: 120 * KB,
  },
  {
    route: '/home',
    // The page and every home widget the registry can load (each its own chunk): the most a member downloads.
    modules: ['src/features/home/HomePage.tsx', ...homeWidgetModules],
    required: ['src/features/home/HomePage.tsx', ...homeWidgetModules],
    budgetBytes: 180 * KB,
  },
];
