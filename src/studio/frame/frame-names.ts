/* The names the studio and its preview frame share (what the gateway shares with the frame is in schemas/studio-frame.ts). */

/** The id of a widget's section in the catalogue frame. */
export const catalogueSectionId = (widget: string) => `studio-widget-${widget}`;

/**
 * The frame window's function the studio calls (same origin) to run axe in the frame's own document:
 * `(scope?: string) => Promise<AxeReport>` (frame/axe-check.ts), axe-core loaded on the first call.
 */
export const FRAME_AXE_HOOK = 'studioCheckAccessibility';

/** The frame window's function answering which sections of the page shown rendered nothing (frame/widget-marks.tsx). */
export const FRAME_SECTIONS_HOOK = 'studioRenderedSections';

/**
 * The frame window's function that outlines a review's changed elements on the page shown: the page's sections,
 * and the menu items and alerts of every page (found by their `data-gate`, src/manifest/gates.ts gateKey's form).
 * Answers the keys outlined.
 */
export const FRAME_OUTLINE_HOOK = 'studioOutlineChanges';
export interface OutlineTarget {
  /** gateKey's form: `section:<page>:<id>`, `menu:<menu>:<id>`, `alert:<id>`. */
  key: string;
  kind: 'section' | 'menu' | 'alert';
  /** A section's page; null for menu items and alerts. */
  page: string | null;
  id: string;
}
