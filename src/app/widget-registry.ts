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
});
