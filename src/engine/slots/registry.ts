import type { ComponentType } from 'react';
import type { JSONSchema } from 'json-schema-to-ts';

/**
 * What a widget's lazily loaded module exports: its component and, optionally, how to start its data calls before
 * it renders (the page calls it with a context of the product's choosing while the member's facts still load).
 */
export interface WidgetModule<Props, Context = never> {
  default: ComponentType<Props>;
  prefetch?(context: Context, props: Props): void;
}

/** Loads a widget's module: its own chunk. */
export type WidgetLoader<Props = unknown, Context = never> = () => Promise<WidgetModule<Props, Context>>;

/**
 * A widget, declared once beside its component: its name in manifests, the JSON Schema of its props (manifests
 * are validated against it) and example props (the catalogue, previews and a test that renders every widget).
 * The app builds them with its `defineWidget` (src/manifest/declarations.ts). Only build-time code, tests and the
 * studio read declarations: the member's bundle holds the registry of loaders, never a schema.
 */
export interface WidgetDeclaration<Name extends string = string, Props = unknown> {
  name: Name;
  props: JSONSchema & object;
  example: Props;
}

/** The props a declared widget's component takes. */
export type PropsOf<D> = D extends WidgetDeclaration<string, infer Props> ? Props : never;

/**
 * A registry: each widget name's loader. Any props and prefetch context: a manifest's props are checked by the
 * schema, and the page that calls `prefetch` knows the context.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry erases each widget's own types
export type WidgetRegistry<Names extends string = string> = { readonly [N in Names]: WidgetLoader<any, any> };

/**
 * The loaders for a list of declarations, one per declared name and no other: each loads a module whose component
 * takes that widget's props (`satisfies WidgetLoaders<typeof declarations>` on the registry checks both).
 */
export type WidgetLoaders<Declarations extends readonly WidgetDeclaration[]> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the prefetch context is the page's concern
  readonly [D in Declarations[number] as D['name']]: () => Promise<WidgetModule<PropsOf<D>, any>>;
};

/**
 * A registry in two parts: the loaders at hand, and a loader of the registry of every other widget, fetched (one
 * chunk) the first time one of them is needed. The app keeps its home tiles at hand, so the code every signed-in
 * page shares does not grow with each page's widgets; any widget still renders anywhere a manifest places it.
 */
export class SplitRegistry {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry erases each widget's own types
  private readonly deferred = new Map<string, WidgetLoader<any, any>>();

  constructor(
    readonly atHand: WidgetRegistry,
    private readonly loadRest: () => Promise<WidgetRegistry>,
  ) {}

  /** The widget's loader: at hand, or one that fetches the rest first (the same function for a name every time). */
  find(name: string): WidgetRegistry[string] {
    const near = ownLoader(this.atHand, name);
    if (near) return near;
    let loader = this.deferred.get(name);
    if (!loader) {
      loader = () =>
        this.loadRest().then((rest) => {
          const load = ownLoader(rest, name);
          if (!load) throw new Error(`No widget is registered as "${name}".`);
          return load();
        });
      this.deferred.set(name, loader);
    }
    return loader;
  }
}

/** Where widgets are looked up: a plain registry, or one in two parts. */
export type WidgetSource = WidgetRegistry | SplitRegistry;

function ownLoader(registry: WidgetRegistry, name: string): WidgetRegistry[string] | undefined {
  return Object.prototype.hasOwnProperty.call(registry, name) ? registry[name] : undefined;
}

/**
 * The loader for a widget name, or undefined when a plain registry does not know it (run time: render nothing). A
 * split registry answers every name; an unknown one fails as it loads (the tile's error state). Manifests name
 * only declared widgets, as their schema requires.
 */
export function findWidget(source: WidgetSource, name: string): WidgetRegistry[string] | undefined {
  return source instanceof SplitRegistry ? source.find(name) : ownLoader(source, name);
}
