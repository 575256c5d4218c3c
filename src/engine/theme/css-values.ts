/*
 * The last line of defence for theme values written into CSS (the schema refuses bad ones first): whatever a value
 * holds, what comes out stays inside its declaration. Every character that could end a declaration, a rule, a string,
 * a comment or the <style> element becomes a CSS escape (`\3b ` for `;`), which the CSS parser reads as a plain
 * character of a name or a string. Pure.
 */

/** Characters kept as they are in a token or a family name; everything else is escaped. */
const plain = /[a-zA-Z0-9 _-]/;

const escapeChar = (c: string) => `\\${c.codePointAt(0)!.toString(16)} `;

/** Escapes every character of `text` outside `keep`. */
function escapeCss(text: string, keep: RegExp): string {
  return Array.from(text, (c) => (keep.test(c) ? c : escapeChar(c))).join('');
}

/** A single CSS value such as a colour (`#0a5fb4` stays as it is); anything else in it is escaped. */
export function cssToken(value: string): string {
  return escapeCss(String(value), /[a-zA-Z0-9#._%-]/);
}

const bareFamily = /^[a-zA-Z0-9_-]+(?: [a-zA-Z0-9_-]+)*$/;
const quotedFamily = /^(["'])(.*)\1$/s;

/**
 * A font-family list, family by family: bare names as they are (so `sans-serif` stays the generic family), any other
 * name as a double-quoted string with everything but letters, digits, spaces, "_" and "-" escaped.
 */
export function cssFontList(value: string): string {
  return String(value)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((family) => {
      if (bareFamily.test(family)) return family;
      const name = quotedFamily.exec(family)?.[2] ?? family;
      return `"${escapeCss(name, plain)}"`;
    })
    .join(', ');
}
