import { Outlet } from 'react-router-dom';
import { WidgetRegistryProvider } from '../../engine/slots/registry-context';
import { widgetRegistry } from '../widget-registry';

/**
 * The layout route of every page that composes widgets (home and the composed pages): hands them the app's widget
 * registry. Loaded with those pages, so the registry's loaders stay out of the login page's code.
 */
export function WidgetsLayout() {
  return (
    <WidgetRegistryProvider registry={widgetRegistry}>
      <Outlet />
    </WidgetRegistryProvider>
  );
}
