import { DEFAULT_LANGUAGE } from '../schemas/generic/languages';
import type { Problem } from '../src/engine/manifest/problems';
import type { FirstFrame } from '../src/app/first-frame';
import { FIRST_FRAME_ATTRIBUTE, FIRST_FRAME_SCRIPTS_ID } from '../src/app/first-frame-markers';
import { ENTRY_SCRIPT_TAG, type FirstFrameScripts, type InlineScript } from './preloads';
import type { BrandBoot } from './shared/content-source';
import { cssFontList, cssToken } from '../src/engine/theme/css-values';
import { escapeHtml } from './shared/stand-in-page';

/* The HTML the gateway writes: the app's index.html with the brand inlined, and the editors' problem page. */

/** JSON safe inside a <script> element: no `<` can close it or open a comment. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export interface PageExtras {
  /** The route's preload links, at the end of the head. */
  headExtra?: string;
  /** A signed-in page's first data (gateway/first-responses.ts), beside the brand's. */
  firstResponses?: Record<string, unknown> | null;
  /**
   * A signed-out page's server-rendered first frame (gateway/first-frame.ts): its markup in the root, its styles in
   * the head, and its loader inline in place of the entry script (the scripts come after the first paint).
   */
  firstFrame?: (FirstFrame & Pick<FirstFrameScripts, 'scripts'> & { loader: InlineScript }) | null;
}

/** The app's HTML for a brand, with what the gateway adds for the requested page. */
export function renderIndex(template: string, boot: BrandBoot, { headExtra = '', firstResponses = null, firstFrame = null }: PageExtras = {}): string {
  const { colors, fonts } = boot.manifest.theme;
  const style =
    `<style>html,body{background:${cssToken(colors.background)};color:${cssToken(colors.text)};` +
    `font-family:${cssFontList(fonts.body)}}</style>`;
  const first = firstResponses ? `<script type="application/json" id="first-responses">${inlineJson(firstResponses)}</script>` : '';
  const scripts = firstFrame ? `<script type="application/json" id="${FIRST_FRAME_SCRIPTS_ID}">${inlineJson(firstFrame.scripts)}</script>` : '';
  const script = `<script type="application/json" id="brand-boot">${inlineJson(boot)}</script>${first}${scripts}`;
  const root = firstFrame ? `<div id="root" ${FIRST_FRAME_ATTRIBUTE}>${firstFrame.html}</div>` : '<div id="root"></div>';
  const page = firstFrame
    ? template.replace(ENTRY_SCRIPT_TAG, () => `<script type="module">${firstFrame.loader.code}</script>`)
    : template;
  // Replacer functions, so a `$` in the content is never read as a replacement pattern.
  return page
    .replace(/<html\b[^>]*>/, () => `<html lang="${boot.language ?? DEFAULT_LANGUAGE}">`)
    .replace('<!--brand-boot-->', () => script)
    .replace('<!--brand-title-->', () => escapeHtml(boot.manifest.brand.name))
    .replace('<!--brand-style-->', () => style)
    .replace('<div id="root"></div>', () => root)
    .replace('</head>', () => `${headExtra}${firstFrame?.styles ?? ''}</head>`);
}

/** For editors on a dev machine: why this brand's pages are not served. */
export function renderProblemsPage(brandId: string, problems: Problem[]): string {
  const rows = problems
    .map((p) => {
      const hint = p.hint ? `<br><small>${escapeHtml(p.hint)}</small>` : '';
      return (
        `<tr><td>${escapeHtml(p.severity)}</td><td>${escapeHtml(p.file ?? '')}</td>` +
        `<td><code>${escapeHtml(p.pointer || '/')}</code></td><td>${escapeHtml(p.message)}${hint}</td></tr>`
      );
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Brand "${escapeHtml(brandId)}" has problems</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1a1a1a;background:#fff}table{border-collapse:collapse}
td,th{border:1px solid #999;padding:.4rem .6rem;text-align:left;vertical-align:top}</style></head>
<body>
<h1>The brand "${escapeHtml(brandId)}" cannot be shown</h1>
<p>Its manifest or copy is invalid, so no member sees it. Fix these problems and reload; <code>npm run validate</code> lists them too.</p>
<table>
<thead><tr><th>Severity</th><th>File</th><th>Pointer</th><th>Problem</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</body>
</html>
`;
}
