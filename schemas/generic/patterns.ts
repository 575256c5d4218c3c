import type { manifestOnlyPatterns } from './manifest-only-patterns';

/**
 * The string patterns the schemas use, named, so that error messages can explain each one in a plain sentence
 * (src/manifest/pattern-sentences.ts) instead of showing a regular expression to a content editor.
 */

/** A host name in lower case, without scheme, port or user name (the same form a browser's URL gives). */
const hostBody = '[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?';

/**
 * A path of this app: "/" then letters, digits and / _ ? = & . # -. Never "//" at the start (another site for a
 * browser), never a ".." segment; no backslash, space, control character or ":" (so no scheme) can appear.
 */
const appPathBody = '/(?!/)(?!(?:[^?#]*/)?\\.\\.(?:[/?#]|$))[a-zA-Z0-9/_?=&.#-]*';

/** An https address: its host right after "https://" (no user name before an "@"), then no space, control character or backslash. */
const httpsBody = `https://${hostBody}(?:[/?#][^\\s\\\\\\x00-\\x1f\\x7f]*)?`;

/** The app path pattern, on its own: the browser's last check on a manifest's internal target (src/engine/addresses). */
export const appPathPattern = `^${appPathBody}$`;

/** The https address pattern, on its own: the form post's last check on where it sends a member. */
export const httpsPattern = `^${httpsBody}$`;

export const patterns = {
  id: '^[a-z][a-z0-9-]*$',
  ruleName: '^[a-z][a-zA-Z0-9]*$',
  queryName: '^[a-zA-Z][a-zA-Z0-9_-]*$',
  copyKey: '^[a-zA-Z0-9]+(\\.[a-zA-Z0-9-]+)+$',
  copyKeyName: '^[a-zA-Z0-9_-]+$',
  /** A copy file's top-level key: a key name, or the editor's "$schema". */
  contentFileKey: '^(\\$schema|[a-zA-Z0-9_-]+)$',
  /** Every internal target of a manifest: menu items, alert and error links, routes.default. */
  appPath: appPathPattern,
  https: httpsPattern,
  /** An address the app posts a form to: a path of this site or an https address. */
  appPathOrHttps: `^(?:${appPathBody}|${httpsBody})$`,
  host: `^${hostBody}$`,
  assetPath: '^/brand-assets/[a-z0-9-]+\\.(svg|png)$',
  phone: '^[0-9() +-]{7,20}$',
  tty: '^[0-9]{3}$',
  colour: '^#[0-9a-fA-F]{6}$',
  isoDate: '^\\d{4}-\\d{2}-\\d{2}$',
} as const;

export type PatternName = keyof typeof patterns | keyof typeof manifestOnlyPatterns;
