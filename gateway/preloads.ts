import { createHash } from 'node:crypto';
import type { ModuleChunks } from './build-output';
import { firstPageModulesOf } from '../src/app/first-page-modules';
import { FIRST_FRAME_LOADER_MODULE } from '../src/app/first-frame-markers';
import type { BrandManifest } from '../src/manifest/manifest-types';

/*
 * The preload links the gateway adds to a page's HTML: every built file the requested route's first render needs
 * (src/app/first-page-modules.ts, and the components of the widgets the brand's manifest places on it), with everything they import,
 * less the files the HTML already loads. The browser fetches them alongside the entry instead of one round trip
 * after the router has matched. Pure: the build's module map comes in.
 */

/** The JS files a path's first render needs beyond those the template already names. */
export function preloadFiles(chunks: ModuleChunks, template: string, path: string, manifest: BrandManifest): string[] {
  const { modules, widgetsOf } = firstPageModulesOf(path);
  const widgetModules = widgetsOf
    ? (manifest.pages[widgetsOf]?.sections ?? []).flatMap((section) => chunks.widgets[section.widget] ?? [])
    : [];
  const inTemplate = new Set([...template.matchAll(/\/(assets\/[^"'\s]+\.js)/g)].map((m) => m[1]!));
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of chunks.imports[file] ?? []) visit(imported);
    if (!inTemplate.has(file)) files.push(file);
  };
  for (const module of [...modules, ...widgetModules]) {
    const file = chunks.modules[module];
    if (file) visit(file);
  }
  return files;
}

/** `<link rel="modulepreload">` for each file, as vite writes its own. */
export function preloadLinks(files: readonly string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}

/** The template's entry script element; its first group is the file (`assets/…js`). */
export const ENTRY_SCRIPT_TAG = /<script type="module"[^>]*\ssrc="\/(assets\/[^"]+\.js)"><\/script>/;

/** The template's entry script (`assets/…js`), or null. */
export function entryScript(template: string): string | null {
  return ENTRY_SCRIPT_TAG.exec(template)?.[1] ?? null;
}

export interface FirstFrameScripts {
  /** The loader's file (src/app/first-frame-loader.ts), which the HTML carries inline in place of the entry. */
  loader: string;
  /**
   * What it fetches after the first paint. `run`: the entry and the files it imports, each after the files it imports
   * (the entry last), which the loader runs one per task so that no task holds the whole app's start; `fetch`: the
   * route's own files, which the entry imports when it renders the page.
   */
  scripts: { run: string[]; fetch: string[] };
}

/** The scripts of a server-rendered first frame; null when the build has no loader (the page is served as before). */
export function firstFrameScripts(chunks: ModuleChunks, template: string, path: string, manifest: BrandManifest): FirstFrameScripts | null {
  const loader = chunks.modules[FIRST_FRAME_LOADER_MODULE];
  const entry = entryScript(template);
  if (!loader || !entry) return null;
  const run: string[] = [];
  const visit = (file: string) => {
    if (run.includes(file)) return;
    for (const imported of chunks.imports[file] ?? []) visit(imported);
    if (!run.includes(file)) run.push(file);
  };
  visit(entry);
  const fetch = preloadFiles(chunks, template, path, manifest).filter((file) => !run.includes(file));
  const url = (file: string) => `/${file}`;
  return { loader, scripts: { run: run.map(url), fetch: fetch.map(url) } };
}

/** The loader's script as the HTML carries it, and its hash for the page's Content-Security-Policy. */
export interface InlineScript {
  code: string;
  /** `'sha256-…'`: the one inline script the policy lets run. */
  hashSource: string;
}

/**
 * A built script made safe inside a `<script>` element (no `</script` can close it early) and hashed as it is then
 * written: the browser runs an inline script only if its text hashes to a source of the policy's script-src.
 */
export function inlineScript(built: string): InlineScript {
  const code = built.trim().replace(/<\/(script)/gi, '<\\/$1');
  return { code, hashSource: `'sha256-${createHash('sha256').update(code).digest('base64')}'` };
}
