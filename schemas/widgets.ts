/**
 * The schema side of the widget registry: each widget's props schema and example props, React-free so the
 * manifest schema, the validators and `npm run validate` can use it. The React side is src/app/widget-registry.ts,
 * whose type requires one entry per name here.
 */
import { welcomeBannerExample, welcomeBannerProps } from './widgets/welcome-banner.props';

export const widgetSchemas = {
  welcomeBanner: { props: welcomeBannerProps, example: welcomeBannerExample },
} as const;

export type WidgetName = keyof typeof widgetSchemas;
export const widgetNames = Object.keys(widgetSchemas) as WidgetName[];
