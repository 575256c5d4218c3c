import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { WidgetRegistry } from './registry';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- widget props are validated by their schema
type LazyWidget = LazyExoticComponent<ComponentType<any>>;

type Loader = WidgetRegistry[string];

/** One React.lazy component per registry loader, made once: re-renders keep the loaded component and its state. */
const cache = new WeakMap<Loader, LazyWidget>();

export function lazyWidget(load: Loader): LazyWidget {
  let component = cache.get(load);
  if (!component) {
    component = lazy(load);
    cache.set(load, component);
  }
  return component;
}
