import type { OutlineTarget } from './frame-names';
import { sectionElements } from './widget-marks';

/*
 * A review's outline in the preview frame: the changed sections of the page shown (between their widget's marks)
 * and the changed menu items and alerts wherever the shell renders them (their `data-gate`). Over the DOM only.
 */

/** Outlines each target found in `doc` (marked `data-studio-changed` with its key); answers the keys outlined. */
export function outlineChanges(targets: readonly OutlineTarget[], page: string | null, sections: readonly { id: string; widget: string; props?: object }[], doc: Document): string[] {
  const ofSections = sectionElements(sections, doc);
  const outlined: string[] = [];
  for (const target of targets) {
    const elements =
      target.kind === 'section' ? (target.page === page ? (ofSections.get(target.id) ?? []) : []) : [...doc.querySelectorAll(`[data-gate="${CSS.escape(target.key)}"]`)];
    if (elements.length === 0) continue;
    outlined.push(target.key);
    for (const element of elements) outline(element, target.key);
  }
  return outlined;
}

/** Through the CSSOM, which the frame's style policy allows (no inline style attribute from markup). */
function outline(element: Element, key: string): void {
  element.setAttribute('data-studio-changed', key);
  if (element instanceof HTMLElement || element instanceof SVGElement) {
    element.style.outline = '3px dashed #a3231b';
    element.style.outlineOffset = '3px';
  }
}
