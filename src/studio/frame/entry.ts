/**
 * The preview frame's entry module (a build input, vite.config.ts): the gateway serves the app's own HTML with this
 * module's built file as its script (gateway/routes/studio-preview.ts). No imports: the build's config reads it.
 */
export const STUDIO_FRAME_ENTRY = 'src/studio/frame/main.tsx';

/** The id of the preview boot block the gateway inlines in the frame (`{token, today, route, mode}`). */
export const PREVIEW_BOOT_ID = 'studio-preview';

/**
 * The frame's root element: the gateway renames the app's `#root` to this, so the member app's own entry (whose chunk
 * the frame loads for what it shares) finds no root and does not start there.
 */
export const PREVIEW_ROOT_ID = 'studio-preview-root';

/** The frame's modes: the app at a route, or the widget catalogue (every widget with its example props). */
export const FRAME_MODES = ['app', 'catalogue'] as const;
export type FrameMode = (typeof FRAME_MODES)[number];

/** The id of a widget's section in the catalogue frame. */
export const catalogueSectionId = (widget: string) => `studio-widget-${widget}`;

/**
 * The frame window's function the studio calls (same origin) to run axe in the frame's own document:
 * `(scope?: string) => Promise<AxeReport>` (frame/axe-check.ts), axe-core loaded on the first call.
 */
export const FRAME_AXE_HOOK = 'studioCheckAccessibility';

/** The frame window's function answering which sections of the page shown rendered nothing (frame/widget-marks.tsx). */
export const FRAME_SECTIONS_HOOK = 'studioRenderedSections';
