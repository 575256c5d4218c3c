import { fetchRouteContent as fetchFromServer, type RouteContent } from '../api/brand-content';
import { isRouteContentReady, type RouteContentState } from './route-content';

/**
 * Loads a route's content once into the app's copy and manifest (concurrent asks share one request); rejects when it
 * could not be read.
 */
export function loadRouteContent(
  state: RouteContentState,
  route: string,
  fetchRouteContent: (route: string) => Promise<RouteContent> = fetchFromServer,
): Promise<void> {
  if (isRouteContentReady(state, route)) return Promise.resolve();
  const pending = state.loading.get(route);
  if (pending) return pending;
  state.failed.delete(route);
  const load = fetchRouteContent(route)
    .then(({ copy, pages }) => {
      // Deep, without overwriting: an area the app already has keeps its strings (the same ones).
      state.i18n.addResourceBundle(state.i18n.language, 'translation', copy, true, false);
      Object.assign(state.manifest.pages, pages);
      state.loaded.add(route);
    })
    .catch((error: unknown) => {
      state.failed.add(route);
      throw error;
    })
    .finally(() => state.loading.delete(route));
  state.loading.set(route, load);
  return load;
}
