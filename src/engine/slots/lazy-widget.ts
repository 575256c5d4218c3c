import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { WidgetEntry } from './registry';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- widget props are validated by their schema
type LazyWidget = LazyExoticComponent<ComponentType<any>>;

/** One React.lazy component per registry entry, made once: re-renders keep the loaded component and its state. */
const cache = new WeakMap<WidgetEntry, LazyWidget>();

export function lazyWidget(entry: WidgetEntry): LazyWidget {
  let component = cache.get(entry);
  if (!component) {
    component = lazy(entry.load);
    cache.set(entry, component);
  }
  return component;
}
