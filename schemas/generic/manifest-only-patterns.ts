/*
 * Patterns only manifest files use (no code of the app's bundle reads them), in a module of their own: `patterns`
 * (patterns.ts) is in the app's entry whole, and a module shared with the entry would be too.
 */

/**
 * One family name of a CSS font list: bare words (letters, digits, "_" and "-", single spaces between) or the same
 * with spaces inside single or double quotes. Nothing that can end a declaration or a rule (`;{}`), open a function
 * (`()`), an escape (`\\`) or an element (`<>`).
 */
const fontFamilyBody = `(?:[\\w-]+(?: [\\w-]+)*|"[\\w -]+"|'[\\w -]+')`;

export const manifestOnlyPatterns = {
  /** A day of the year, mm-dd (a contact season's first or last day). */
  monthDay: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
  /** A theme's CSS font-family list: family names (see fontFamilyBody) separated by commas. */
  fontList: `^${fontFamilyBody}(?: *, *${fontFamilyBody})*$`,
} as const;
