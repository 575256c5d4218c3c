/*
 * How the gateway marks a server-rendered first frame (gateway/html.ts writes it, main.tsx reads it): the root
 * element carries FIRST_FRAME_ATTRIBUTE, and the scripts come through the loader. Pure, shared by both.
 */

export const FIRST_FRAME_ATTRIBUTE = 'data-first-frame';

/** The script the gateway's HTML names in place of the entry under a first frame (a second entry of the build). */
export const FIRST_FRAME_LOADER_MODULE = 'src/app/first-frame-loader.ts';

/** The JSON block of the scripts the first frame's loader (first-frame-loader.ts) fetches once it has painted. */
export const FIRST_FRAME_SCRIPTS_ID = 'first-frame-scripts';

/**
 * Whether the browser hydrates the root's server-rendered frame. Not when the history entry carries router state
 * (react-router keeps it under `usr`; a reload keeps it): the server rendered without it (e.g. the login page's
 * 'logged out' notice), so the page renders afresh instead of mismatching.
 */
export function hydratesFirstFrame(root: Element, historyState: unknown): boolean {
  if (!root.hasAttribute(FIRST_FRAME_ATTRIBUTE) || !root.hasChildNodes()) return false;
  const routerState = typeof historyState === 'object' && historyState !== null ? (historyState as { usr?: unknown }).usr : undefined;
  return routerState === undefined || routerState === null;
}
