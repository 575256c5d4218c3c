import type { ComponentType } from 'react';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * What a widget's lazily loaded module exports: its component and, optionally, how to start its data calls before
 * it renders (the page calls it with a context of the product's choosing while the member's facts still load).
 */
export interface WidgetModule<Props, Context = never> {
  default: ComponentType<Props>;
  prefetch?(context: Context, props: Props): void;
}

/**
 * A widget, declared once beside its component: its name in manifests, the JSON Schema of its props (manifests
 * are validated against it), example props (the catalogue, previews and a test that renders every widget) and the
 * lazy loader of its module (its own chunk). Built with `defineWidget`, which ties the component's props to the
 * schema's type.
 */
export interface WidgetDeclaration<Name extends string = string, Props = unknown, Context = never> {
  name: Name;
  props: JSONSchema & object;
  example: Props;
  load: () => Promise<WidgetModule<Props, Context>>;
}

/** Declares a widget: TypeScript checks the example and the component's props against the props schema. */
export function defineWidget<const Name extends string, Schema extends JSONSchema & object, Props = FromSchema<Schema>>(declaration: {
  name: Name;
  props: Schema;
  example: NoInfer<Props>;
  load: () => Promise<WidgetModule<NoInfer<Props>>>;
}): WidgetDeclaration<Name, Props> & { props: Schema } {
  return declaration;
}

/** The props a declared widget's component takes. */
export type PropsOf<D> = D extends WidgetDeclaration<string, infer Props> ? Props : never;

/**
 * A widget as a registry holds it: any props and prefetch context (a manifest's props are checked by the schema,
 * the context is the product's: the page that calls `prefetch` knows it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry erases each widget's own types
export type WidgetEntry<Name extends string = string> = WidgetDeclaration<Name, any, any>;

/** A registry: one entry per widget name. */
export type WidgetRegistry<Names extends string> = { readonly [N in Names]: WidgetEntry<N> };

/** The registry of a list of declarations; a name declared twice is a mistake and throws. */
export function registryOf<const Declarations extends readonly WidgetEntry[]>(
  declarations: Declarations,
): WidgetRegistry<Declarations[number]['name']> {
  const registry: Record<string, WidgetEntry> = {};
  for (const declaration of declarations) {
    if (Object.hasOwn(registry, declaration.name)) throw new Error(`The widget "${declaration.name}" is declared twice.`);
    registry[declaration.name] = declaration;
  }
  return registry as WidgetRegistry<Declarations[number]['name']>;
}

/** The entry for a widget name, or undefined when the registry does not know it (run time: render nothing). */
export function findWidget(registry: WidgetRegistry<string>, name: string): WidgetEntry | undefined {
  return Object.prototype.hasOwnProperty.call(registry, name) ? registry[name] : undefined;
}
