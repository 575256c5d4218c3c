import type { ComponentType } from 'react';
import { preloadableLazy, type PreloadableComponent } from '../lazy/preloadable-lazy';
import type { WidgetRegistry } from './registry';

type Loader = WidgetRegistry[string];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- widget props are validated by their schema
type LazyWidget = PreloadableComponent<ComponentType<any>>;

/** One lazy component per registry loader, made once: re-renders keep the loaded component and its state. */
const cache = new WeakMap<Loader, LazyWidget>();

export function lazyWidget(load: Loader): LazyWidget {
  let component = cache.get(load);
  if (!component) {
    component = preloadableLazy(load);
    cache.set(load, component);
  }
  return component;
}

/** Fetches a widget's code before its tile renders; once in, the tile renders without a loading frame. */
export function preloadWidget(load: Loader): Promise<void> {
  return lazyWidget(load).preload();
}
