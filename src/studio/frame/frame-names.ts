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

/** The frame window's function that outlines a review's changed sections of the page shown (answers the ids outlined). */
export const FRAME_OUTLINE_HOOK = 'studioOutlineSections';
export interface OutlineTarget {
  page: string;
  id: string;
}
