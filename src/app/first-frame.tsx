import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { DEFAULT_LANGUAGE, type Language } from '../../schemas/generic/languages';
import { setCurrentLanguage } from '../engine/i18n/language';
import type { BrandManifest } from '../manifest/manifest-types';
import { App } from './App';
import { preloadRoute } from './preload-route';

/*
 * The gateway's server render of a signed-out page's first frame: the same App, route table and widgets as the
 * browser, over the requested URL, so the page paints from its HTML and the browser hydrates it (main.tsx) rather
 * than painting only after its scripts have run. Never imported by the browser's code.
 */

export interface FirstFrame {
  /** The markup of the app's root element. */
  html: string;
  /** styled-components' <style> elements for that markup (the browser's styled-components takes them over). */
  styles: string;
}

/**
 * styled-components' server tag (`<style …>css</style>`) safe inside HTML: a `<` in the CSS (a brand's font name, say)
 * becomes the CSS escape `\3c `, so nothing in a manifest can close the element. Pure.
 */
export function inertStyleTag(tag: string): string {
  if (!tag) return tag;
  const open = tag.indexOf('>') + 1;
  const close = tag.lastIndexOf('</style>');
  return tag.slice(0, open) + tag.slice(open, close).replaceAll('<', '\\3c ') + tag.slice(close);
}

/** `url` is the request's path and query. Waits for the route's lazy modules, so nothing renders a loading frame. */
export async function renderFirstFrame(url: string, manifest: BrandManifest, copy: Record<string, unknown>, language: Language = DEFAULT_LANGUAGE): Promise<FirstFrame> {
  await preloadRoute(new URL(url, 'http://first-frame').pathname, manifest);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const sheet = new ServerStyleSheet();
  // Rendering is synchronous from here: the formatters read this page's language.
  setCurrentLanguage(language);
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <App manifest={manifest} copy={copy} language={language} Router={Router} />
        </StrictMode>,
      ),
    );
    return { html, styles: inertStyleTag(sheet.getStyleTags()) };
  } finally {
    sheet.seal();
  }
}
