import type { WidgetLoaders } from '../engine/slots/registry';
import { SplitRegistry } from '../engine/slots/registry';
import type { pageWidgets } from './page-widget-registry';
import type { widgetDeclarations } from './widget-declarations';

/**
 * The app's widget registry: each declared widget's component, lazily loaded (its own chunk) from the feature that
 * owns it. In two parts: the home tiles' loaders here, at hand in the code every signed-in page shares, and every
 * other widget's in page-widget-registry.ts, fetched the first time a page needs one, so that shared code does not
 * grow with each new page. Which part a widget is in is only a question of speed: a manifest may place any widget
 * on any page (a test keeps every widget some brand places on /home at hand).
 */
export const homeWidgets = {
  welcomeBanner: () => import('../features/home/WelcomeBanner'),
  primaryCareUpdateBanner: () => import('../features/home/PrimaryCareUpdateBanner'),
  planManagementBanner: () => import('../features/plan-management/PlanManagementBanner'),
  ebillAlertBanner: () => import('../features/account/EbillAlertBanner'),
  preventiveCareCard: () => import('../features/home/PreventiveCareCard'),
  idCardCard: () => import('../features/id-card/IdCardTile'),
  primaryCareTile: () => import('../features/find-care/PrimaryCareTile'),
  recentClaims: () => import('../features/claims/RecentClaimsTile'),
  memberInformation: () => import('../features/account/MemberInformationTile'),
  tools: () => import('../features/programs/ToolsTile'),
  programs: () => import('../features/programs/ProgramsTile'),
  featuredLimit: () => import('../features/benefits/FeaturedLimitTile'),
};

export const widgetRegistry = new SplitRegistry(homeWidgets, () => import('./page-widget-registry').then((m) => m.pageWidgets));

/**
 * TypeScript requires one loader per declaration (widget-declarations.ts) in one of the two parts, each loading a
 * component that takes that widget's props. Only the declarations' types are imported: no schema reaches the
 * member's bundle.
 */
export type AppWidgetLoaders = EveryWidget<typeof homeWidgets & typeof pageWidgets>;
type EveryWidget<T extends WidgetLoaders<typeof widgetDeclarations>> = T;
