import { widgetSchemas, type WidgetName } from '@schemas/widgets';
import { defineRegistry } from '../engine/slots/registry';

/**
 * The concrete widget registry: every widget of schemas/widgets.ts, each lazily loaded from the feature that
 * owns it. TypeScript requires exactly one entry per widget name.
 */
export const widgetRegistry = defineRegistry<WidgetName>({
  welcomeBanner: {
    name: 'welcomeBanner',
    propsSchema: widgetSchemas.welcomeBanner.props,
    example: widgetSchemas.welcomeBanner.example,
    load: () => import('../features/home/WelcomeBanner'),
  },
  primaryCareUpdateBanner: {
    name: 'primaryCareUpdateBanner',
    propsSchema: widgetSchemas.primaryCareUpdateBanner.props,
    example: widgetSchemas.primaryCareUpdateBanner.example,
    load: () => import('../features/home/PrimaryCareUpdateBanner'),
  },
  planManagementBanner: {
    name: 'planManagementBanner',
    propsSchema: widgetSchemas.planManagementBanner.props,
    example: widgetSchemas.planManagementBanner.example,
    load: () => import('../features/account/PlanManagementBanner'),
  },
  ebillAlertBanner: {
    name: 'ebillAlertBanner',
    propsSchema: widgetSchemas.ebillAlertBanner.props,
    example: widgetSchemas.ebillAlertBanner.example,
    load: () => import('../features/account/EbillAlertBanner'),
  },
  preventiveCareCard: {
    name: 'preventiveCareCard',
    propsSchema: widgetSchemas.preventiveCareCard.props,
    example: widgetSchemas.preventiveCareCard.example,
    load: () => import('../features/home/PreventiveCareCard'),
  },
  idCardCard: {
    name: 'idCardCard',
    propsSchema: widgetSchemas.idCardCard.props,
    example: widgetSchemas.idCardCard.example,
    load: () => import('../features/id-card/IdCardTile'),
  },
  primaryCareTile: {
    name: 'primaryCareTile',
    propsSchema: widgetSchemas.primaryCareTile.props,
    example: widgetSchemas.primaryCareTile.example,
    load: () => import('../features/find-care/PrimaryCareTile'),
  },
  recentClaims: {
    name: 'recentClaims',
    propsSchema: widgetSchemas.recentClaims.props,
    example: widgetSchemas.recentClaims.example,
    load: () => import('../features/claims/RecentClaimsTile'),
  },
  memberInformation: {
    name: 'memberInformation',
    propsSchema: widgetSchemas.memberInformation.props,
    example: widgetSchemas.memberInformation.example,
    load: () => import('../features/account/MemberInformationTile'),
  },
  tools: {
    name: 'tools',
    propsSchema: widgetSchemas.tools.props,
    example: widgetSchemas.tools.example,
    load: () => import('../features/programs/ToolsTile'),
  },
  programs: {
    name: 'programs',
    propsSchema: widgetSchemas.programs.props,
    example: widgetSchemas.programs.example,
    load: () => import('../features/programs/ProgramsTile'),
  },
  featuredLimit: {
    name: 'featuredLimit',
    propsSchema: widgetSchemas.featuredLimit.props,
    example: widgetSchemas.featuredLimit.example,
    load: () => import('../features/benefits/FeaturedLimitTile'),
  },
  comingSoon: {
    name: 'comingSoon',
    propsSchema: widgetSchemas.comingSoon.props,
    example: widgetSchemas.comingSoon.example,
    load: () => import('./coming-soon/ComingSoonSection'),
  },
});
