/**
 * The schema side of the widget registry: each widget's props schema and example props, React-free so the
 * manifest schema, the validators and `npm run validate` can use it. The React side is src/app/widget-registry.ts,
 * whose type requires one entry per name here.
 */
import { welcomeBannerExample, welcomeBannerProps } from './widgets/welcome-banner.props';
import { primaryCareUpdateBannerExample, primaryCareUpdateBannerProps } from './widgets/primary-care-update-banner.props';
import { planManagementBannerExample, planManagementBannerProps } from './widgets/plan-management-banner.props';
import { ebillAlertBannerExample, ebillAlertBannerProps } from './widgets/ebill-alert-banner.props';
import { preventiveCareCardExample, preventiveCareCardProps } from './widgets/preventive-care-card.props';
import { idCardCardExample, idCardCardProps } from './widgets/id-card-card.props';
import { primaryCareTileExample, primaryCareTileProps } from './widgets/primary-care-tile.props';
import { recentClaimsExample, recentClaimsProps } from './widgets/recent-claims.props';
import { memberInformationExample, memberInformationProps } from './widgets/member-information.props';
import { toolsExample, toolsProps } from './widgets/tools.props';
import { programsExample, programsProps } from './widgets/programs.props';
import { featuredLimitExample, featuredLimitProps } from './widgets/featured-limit.props';
import { comingSoonExample, comingSoonProps } from './widgets/coming-soon.props';

export const widgetSchemas = {
  welcomeBanner: { props: welcomeBannerProps, example: welcomeBannerExample },
  primaryCareUpdateBanner: { props: primaryCareUpdateBannerProps, example: primaryCareUpdateBannerExample },
  planManagementBanner: { props: planManagementBannerProps, example: planManagementBannerExample },
  ebillAlertBanner: { props: ebillAlertBannerProps, example: ebillAlertBannerExample },
  preventiveCareCard: { props: preventiveCareCardProps, example: preventiveCareCardExample },
  idCardCard: { props: idCardCardProps, example: idCardCardExample },
  primaryCareTile: { props: primaryCareTileProps, example: primaryCareTileExample },
  recentClaims: { props: recentClaimsProps, example: recentClaimsExample },
  memberInformation: { props: memberInformationProps, example: memberInformationExample },
  tools: { props: toolsProps, example: toolsExample },
  programs: { props: programsProps, example: programsExample },
  featuredLimit: { props: featuredLimitProps, example: featuredLimitExample },
  comingSoon: { props: comingSoonProps, example: comingSoonExample },
} as const;

export type WidgetName = keyof typeof widgetSchemas;
export const widgetNames = Object.keys(widgetSchemas) as WidgetName[];
