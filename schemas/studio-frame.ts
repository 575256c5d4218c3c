/*
 * What the gateway and the studio's preview frame agree on: the gateway's frame route (gateway/routes/studio-preview.ts)
 * serves the app's HTML with the frame's entry and this boot block; the frame (src/studio/frame/) reads it. Here,
 * below both, so the gateway need not import the studio. No imports: the build's config reads it too.
 */

/** The preview frame's entry module (a build input, vite.config.ts): the gateway serves its built file as the frame's script. */
export const STUDIO_FRAME_ENTRY = 'src/studio/frame/main.tsx';

/** The id of the preview boot block the gateway inlines in the frame (`PreviewBoot`). */
export const PREVIEW_BOOT_ID = 'studio-preview';

/**
 * The frame's root element: the gateway renames the app's `#root` to this, so the member app's own entry (whose chunk
 * the frame loads for what it shares) finds no root and does not start there.
 */
export const PREVIEW_ROOT_ID = 'studio-preview-root';

/** The frame's modes: the app at a route, or the widget catalogue (every widget with its example props). */
export const FRAME_MODES = ['app', 'catalogue'] as const;
export type FrameMode = (typeof FRAME_MODES)[number];

/** What the gateway's preview frame route inlines (id `PREVIEW_BOOT_ID`). */
export interface PreviewBoot {
  /** A demo member token of the persona, minted for the studio session. */
  token: string;
  /** The demo persona's username (the frame asks for its next token by it: token-refresh.ts). */
  persona: string;
  /** The as-of date, yyyy-mm-dd: the app's clock. */
  today: string;
  /** The app path to open. */
  route: string;
  /** The app at `route`, or the widget catalogue. */
  mode: FrameMode;
  /** In the catalogue: only this widget (empty: every widget). */
  widget: string;
}
