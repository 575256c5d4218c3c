import { appPathBody, appPathPattern, hostBody, httpsBody, httpsPattern } from './address-patterns';
import type { manifestOnlyPatterns } from './manifest-only-patterns';

/**
 * The string patterns the schemas use, named, so that error messages can explain each one in a plain sentence
 * (src/manifest/pattern-sentences.ts) instead of showing a regular expression to a content editor.
 */

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
