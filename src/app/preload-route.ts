import { Children, isValidElement, type ReactNode } from 'react';
import { createRoutesFromElements, matchRoutes, type RouteObject } from 'react-router-dom';
import { isPreloadable } from '../engine/lazy/preloadable-lazy';
import { preloadWidget } from '../engine/slots/lazy-widget';
import type { BrandManifest } from '../manifest/manifest-types';
import { isFirstPagePath, knownPageRoutes, loadLaterRoutes } from './page-routes';
import { routeTree } from './routes';

/** Every preloadable lazy component in an element tree (a route's element, its children, their children). */
function lazyComponentsIn(node: ReactNode, found: Set<{ preload(): Promise<void> }>): void {
  Children.forEach(node, (child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return;
    if (isPreloadable(child.type)) found.add(child.type);
    lazyComponentsIn(child.props.children, found);
  });
}

/**
 * Loads the code the first render of `pathname` needs: the other pages' routes unless it is a first page's, each
 * lazy component of the matched routes and the widgets of the manifest page's sections. The gateway's HTML has
 * preloaded their chunks (gateway/preloads.ts), so this is quick; rendering after it paints the page complete in
 * one frame rather than through a loading frame per lazy level.
 */
export async function preloadRoute(pathname: string, manifest: BrandManifest): Promise<void> {
  if (!isFirstPagePath(pathname)) await loadLaterRoutes().catch(() => undefined);
  const routes: RouteObject[] = createRoutesFromElements(routeTree(manifest.routes.default));
  const components = new Set<{ preload(): Promise<void> }>();
  const matches = matchRoutes(routes, pathname) ?? [];
  for (const match of matches) lazyComponentsIn(match.route.element, components);
  const loads = [...components].map((component) => component.preload());
  // A page's sections are the brand's widgets, not route elements.
  const matched = matches.at(-1)?.route.path;
  const page = knownPageRoutes().find((route) => route.path === matched)?.page;
  const sections = page ? (manifest.pages[page]?.sections ?? []) : [];
  if (sections.length > 0) {
    loads.push(
      import('./widget-registry').then(({ widgetRegistry }) =>
        Promise.all(sections.map((section) => preloadWidget(widgetRegistry.find(section.widget)))).then(() => undefined),
      ),
    );
  }
  await Promise.allSettled(loads);
}
