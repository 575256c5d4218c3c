import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded component whose code can be fetched before it renders. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy's own type
export type PreloadableComponent<C extends ComponentType<any>> = LazyExoticComponent<C> & { preload(): Promise<void> };

/** A thenable React.lazy reads at once (it sets its status synchronously): no suspending, no fallback frame. */
function settled<T>(value: T): PromiseLike<T> {
  const thenable = {
    then(resolve?: (value: T) => unknown) {
      resolve?.(value);
      return thenable;
    },
  };
  return thenable as unknown as PromiseLike<T>;
}

/**
 * React.lazy, plus `preload()`: once the module is in, the component renders without suspending. A first page
 * whose chunks the HTML preloaded then paints complete in one frame, instead of a fallback and, after React's
 * reveal throttle, the page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy's own type
export function preloadableLazy<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): PreloadableComponent<C> {
  let loaded: { default: C } | undefined;
  let pending: Promise<{ default: C }> | undefined;
  const start = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const component = lazy(() => (loaded ? (settled(loaded) as Promise<{ default: C }>) : start()));
  return Object.assign(component, { preload: () => start().then(() => undefined) });
}

/** `preloadableLazy` for a module's named export. */
export function preloadableLazyNamed<Props extends object, Name extends string>(
  load: () => Promise<{ [N in Name]: ComponentType<Props> }>,
  name: Name,
): PreloadableComponent<ComponentType<Props>> {
  return preloadableLazy(() => load().then((module) => ({ default: module[name] })));
}

export function isPreloadable(type: unknown): type is { preload(): Promise<void> } {
  return (typeof type === 'object' || typeof type === 'function') && type !== null && typeof (type as { preload?: unknown }).preload === 'function';
}
