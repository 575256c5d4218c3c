/*
 * What the build writes for the gateway beside the app's files (the vite plugin in scripts/vite/module-chunks.ts
 * writes it; the gateway's pages, preview frame and preload links read it, and so does `npm run size`).
 */

/**
 * `.vite/module-chunks.json`: which file holds each source module, each file's static imports, and each widget's
 * component module. Vite's own manifest names a chunk only by its entry module, and a chunk group (vite.config.ts)
 * has none; the gateway's preload links and `npm run size` need the module's file.
 */
export interface ModuleChunks {
  /** Repo-relative source module → the built file (`assets/…js`) that holds it. */
  modules: Record<string, string>;
  /** Built file → the files it imports statically (the browser fetches them before running it). */
  imports: Record<string, string[]>;
  /** Widget name → its component's source module (from the registry of loaders). */
  widgets: Record<string, string>;
}

export const MODULE_CHUNKS_FILE = '.vite/module-chunks.json';
