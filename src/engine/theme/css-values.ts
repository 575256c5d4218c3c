/*
 * The last line of defence for theme values written into CSS (the schema refuses bad ones first): whatever a value
 * holds, what comes out stays inside its declaration. Every character that could end a declaration, a rule, a string,
 * a comment or the <style> element becomes a CSS escape (`\3b ` for `;`), which the CSS parser reads as a plain
 * character of a name or a string. Pure.
 */

/** Every character of `text` that `keep` does not match, escaped. */
const escapeCss = (text: string, keep: RegExp): string => Array.from(text, (c) => (keep.test(c) ? c : `\\${c.codePointAt(0)!.toString(16)} `)).join('');

/** A single CSS value such as a colour (`#0a5fb4` stays as it is); anything else in it is escaped. */
export const cssToken = (value: string): string => escapeCss(String(value), /[\w#.%-]/);

/**
 * A font-family list, family by family: bare names as they are (so `sans-serif` stays the generic family), any other
 * name as a double-quoted string with everything but letters, digits, spaces, "_" and "-" escaped.
 */
export const cssFontList = (value: string): string =>
  String(value)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((family) => (/^[\w-]+( [\w-]+)*$/.test(family) ? family : `"${escapeCss(/^(["'])(.*)\1$/s.exec(family)?.[2] ?? family, /[\w -]/)}"`))
    .join(', ');
