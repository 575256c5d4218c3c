import type { WidgetLoaders } from '../engine/slots/registry';
import { SplitRegistry } from '../engine/slots/registry';
import { homeWidgets } from './generated/home-widgets';
import type { pageWidgets } from './generated/page-widgets';
import type { widgetDeclarations } from './generated/widgets';

/**
 * The app's widget registry: each declared widget's component, lazily loaded (its own chunk) from the feature that
 * owns it. In two parts, both written by `npm run generate` from the declarations (`<name>.widget.ts`): the loaders
 * of the widgets declared `atHand` (the home tiles), here, in the code every signed-in page shares; and every other
 * widget's (generated/page-widgets.ts), fetched the first time a page needs one, so that shared code does not grow
 * with each new page. Which part a widget is in is only a question of speed: a manifest may place any widget on any
 * page (a test keeps every widget some brand places on /home at hand).
 */
export const widgetRegistry = new SplitRegistry(homeWidgets, () => import('./generated/page-widgets').then((m) => m.pageWidgets));

/**
 * TypeScript requires one loader per declaration in one of the two parts, each loading a component that takes that
 * widget's props. Only the declarations' types are imported: no schema reaches the member's bundle.
 */
export type AppWidgetLoaders = EveryWidget<typeof homeWidgets & typeof pageWidgets>;
type EveryWidget<T extends WidgetLoaders<typeof widgetDeclarations>> = T;
