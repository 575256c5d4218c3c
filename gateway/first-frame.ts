import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstFrame } from '../src/app/first-frame';
import type { BrandBoot } from './shared/content-source';
import { fileStamp } from './shared/files';

/*
 * The server render of a signed-out page's first frame (src/app/first-frame.tsx), from the build's Node module
 * (`vite build --ssr`, dist/server/first-frame.js): it must be the same build as the browser's scripts, so it is
 * re-imported whenever the build changes. A build without it, or a render that throws, serves the page as before:
 * the browser renders it.
 */

export const FIRST_FRAME_MODULE = join('server', 'first-frame.js');

type RenderFirstFrame = (url: string, manifest: BrandBoot['manifest'], copy: BrandBoot['copy'], language: BrandBoot['language']) => Promise<FirstFrame>;

export type FirstFrameRenderer = (url: string, boot: BrandBoot) => Promise<FirstFrame | null>;

export function firstFrameRenderer(distDir: string, log = (line: string) => console.error(line)): FirstFrameRenderer {
  const file = join(distDir, FIRST_FRAME_MODULE);
  let loaded: { stamp: string; render: Promise<RenderFirstFrame> } | null = null;
  return async (url, boot) => {
    const stamp = await fileStamp(file);
    if (stamp === null) return null;
    if (loaded?.stamp !== stamp) {
      // The stamp in the URL makes Node import a rebuilt module anew rather than from its module cache.
      const href = `${pathToFileURL(file).href}?build=${encodeURIComponent(stamp)}`;
      loaded = { stamp, render: import(href).then((module: { renderFirstFrame: RenderFirstFrame }) => module.renderFirstFrame) };
    }
    try {
      return await (await loaded.render)(url, boot.manifest, boot.copy, boot.language);
    } catch (error) {
      // The path only: a query string may hold what a member typed.
      log(`first frame of ${url.split('?')[0]} not rendered, the browser renders it: ${(error as Error).message}`);
      return null;
    }
  };
}
