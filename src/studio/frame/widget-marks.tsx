import type { ComponentType } from 'react';
import type { SplitRegistry, WidgetRegistry } from '../../engine/slots/registry';

/*
 * Widget-level gates, found in general (no list of widgets): in the preview frame every widget the registry loads
 * renders between two hidden marks (`<span hidden>`: no box, no layout, nothing for assistive technology), so the
 * studio can tell a section whose rule shows it but whose widget renders nothing (recent claims with none, the tools
 * tile with no tools) from one that shows something.
 */

const START = 'data-studio-widget';
const PROPS = 'data-studio-props';
const END = 'data-studio-widget-end';

/** A widget's component between its marks. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry erases each widget's own props
export function markedComponent(Component: ComponentType<any>, widget: string): ComponentType<object> {
  function StudioMarkedWidget(props: object) {
    return (
      <>
        <span hidden {...{ [START]: widget, [PROPS]: JSON.stringify(props) }} />
        <Component {...props} />
        <span hidden {...{ [END]: widget }} />
      </>
    );
  }
  return StudioMarkedWidget;
}

/** Makes the app's registry load marked components (the frame only: its own document and module instance). */
export function markWidgets(registry: SplitRegistry): void {
  const find = registry.find.bind(registry);
  const marked = new Map<string, WidgetRegistry[string]>();
  registry.find = (name: string) => {
    let loader = marked.get(name);
    if (!loader) {
      const load = find(name);
      loader = () => load().then((module) => ({ ...module, default: markedComponent(module.default, name) }));
      marked.set(name, loader);
    }
    return loader;
  };
}

export interface RenderedWidget {
  widget: string;
  props: string;
  /** Nothing between its marks but blank text: the widget rendered nothing. */
  nothing: boolean;
}

/** Every marked widget of the document, in document order. Pure over the DOM. */
export function renderedWidgets(doc: Document): RenderedWidget[] {
  return [...doc.querySelectorAll(`span[${START}]`)].map((start) => {
    let nothing = true;
    for (let node = start.nextSibling; node && !(node instanceof Element && node.hasAttribute(END)); node = node.nextSibling) {
      if (node.nodeType === node.ELEMENT_NODE || (node.nodeType === node.TEXT_NODE && (node.textContent ?? '').trim() !== '')) nothing = false;
    }
    return { widget: start.getAttribute(START) ?? '', props: start.getAttribute(PROPS) ?? '', nothing };
  });
}

export interface RenderedSection {
  id: string;
  widget: string;
  nothing: boolean;
}

/**
 * The sections of a page matched with the widgets rendered (by widget and props, in order): each rendered section
 * with whether its widget rendered nothing. Sections not rendered (hidden by their rule, or still loading) are absent.
 */
export function renderedSections(sections: readonly { id: string; widget: string; props?: object }[], widgets: readonly RenderedWidget[]): RenderedSection[] {
  const open = sections.map((section) => ({ ...section, json: JSON.stringify(section.props ?? {}) }));
  const found: RenderedSection[] = [];
  for (const widget of widgets) {
    const at = open.findIndex((section) => section.widget === widget.widget && section.json === widget.props);
    if (at < 0) continue;
    const [section] = open.splice(at, 1);
    if (section) found.push({ id: section.id, widget: section.widget, nothing: widget.nothing });
  }
  return found;
}

/**
 * The elements each rendered section's widget put between its marks (matched as `renderedSections` matches), by
 * section id: what the studio outlines when a review compares a draft with the live version.
 */
export function sectionElements(sections: readonly { id: string; widget: string; props?: object }[], doc: Document): Map<string, Element[]> {
  const open = sections.map((section) => ({ ...section, json: JSON.stringify(section.props ?? {}) }));
  const found = new Map<string, Element[]>();
  for (const start of doc.querySelectorAll(`span[${START}]`)) {
    const at = open.findIndex((section) => section.widget === start.getAttribute(START) && section.json === (start.getAttribute(PROPS) ?? ''));
    if (at < 0) continue;
    const [section] = open.splice(at, 1);
    const elements: Element[] = [];
    for (let node = start.nextElementSibling; node && !node.hasAttribute(END); node = node.nextElementSibling) elements.push(node);
    if (section) found.set(section.id, elements);
  }
  return found;
}
