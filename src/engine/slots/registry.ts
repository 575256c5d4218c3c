import type { ComponentType } from 'react';

/**
 * What a widget's lazily loaded module exports: its component and, optionally, how to start its data calls before
 * it renders (the page calls it with a context of the app's choosing while the member's facts are still loading).
 */
export interface WidgetModule {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are checked by propsSchema, not TS here
  default: ComponentType<any>;
  prefetch?(context: unknown, props: unknown): void;
}

/** One widget of a registry: its name, props schema, example props and a lazy loader of its component. */
export interface WidgetEntry<Name extends string = string> {
  name: Name;
  /** The JSON Schema its props are validated against (the manifest's tile union is built from it). */
  propsSchema: unknown;
  /** Loads the component on first use (its own chunk). */
  load: () => Promise<WidgetModule>;
  /** Props that render a meaningful example (preview, docs, tests). */
  example: unknown;
}

/** A registry: exactly one entry per widget name. */
export type WidgetRegistry<Names extends string> = { [N in Names]: WidgetEntry<N> };

/** Declares a registry; TypeScript then requires one entry per name and each entry's `name` to match its key. */
export function defineRegistry<Names extends string>(registry: WidgetRegistry<Names>): WidgetRegistry<Names> {
  return registry;
}

/** The entry for a widget name, or undefined when the registry does not know it (run time: render nothing). */
export function findWidget(registry: WidgetRegistry<string>, name: string): WidgetEntry | undefined {
  return Object.prototype.hasOwnProperty.call(registry, name) ? registry[name] : undefined;
}
