import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Vite's virtual module of its dynamic import helper (`__vitePreload`), which the build wraps every import() in. */
const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';
const HELPER = fileURLToPath(new URL('../../src/engine/lazy/stylesheet-preload.ts', import.meta.url));

/**
 * Vite's helper preloads a chunk's imports and links its stylesheets; with `build.modulePreload: false` it still
 * ships whole (vitejs/vite#13952, #18551). This puts ours in its place, which links stylesheets only
 * (src/engine/lazy/stylesheet-preload.ts).
 */
export function stylesheetPreload(): Plugin {
  return {
    name: 'member-dashboard:stylesheet-preload',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === VITE_PRELOAD_HELPER ? VITE_PRELOAD_HELPER : null),
    load: (id) => (id === VITE_PRELOAD_HELPER ? `export { __vitePreload } from ${JSON.stringify(HELPER)};` : null),
  };
}
