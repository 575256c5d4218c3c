import { manifestOnlyPatterns } from '@schemas/generic/manifest-only-patterns';
import { patterns, type PatternName } from '@schemas/generic/patterns';

/** For each named schema pattern, a sentence that explains a value that does not match it. */
const sentences: Record<PatternName, (value: string) => string> = {
  ruleName: (v) => `"${v}" is not a valid rule name; rule names use letters and digits and start with a lower-case letter (for example "settingsAllowed").`,
  queryName: (v) => `"${v}" is not a valid query parameter name; use letters, digits, "_" and "-", starting with a letter (for example "asOfDate").`,
  id: (v) => `"${v}" is not a valid id; ids use lower-case letters, digits and "-", and start with a letter (for example "find-care").`,
  copyKey: (v) =>
    `"${v}" is not a copy key; a copy key is a file name in content/ and a key inside it, joined by dots (for example "menu.home").`,
  copyKeyName: (v) => `"${v}" is not a valid key name; use only letters, digits, "_" and "-".`,
  contentFileKey: (v) => `"${v}" is not a valid key name; use only letters, digits, "_" and "-".`,
  appPath: (v) =>
    `"${v}" is not a path of this app; write "/" and the page's path (for example "/home"), without "//" at the start, ".." or "\\".`,
  https: (v) =>
    `"${v}" is not a secure web address; write "https://", the host name in lower case, then its path, with no user name, port, space or "\\" (for example "https://www.example.com/privacy").`,
  appPathOrHttps: (v) =>
    `"${v}" is neither a path of this app (for example "/ebill/sso") nor a secure web address (for example "https://ebill.example.com/sso").`,
  host: (v) =>
    `"${v}" is not a host name; use lower-case letters, digits, "." and "-", without "http://" or a port (for example "main.localhost").`,
  assetPath: (v) =>
    `"${v}" is not a brand asset; write "/brand-assets/" and the name of an .svg or .png file in brands/assets (for example "/brand-assets/main-logo.svg").`,
  phone: (v) => `"${v}" is not a phone number; use digits, spaces, brackets, "+" and "-" (for example "800-555-0100").`,
  tty: (v) => `"${v}" is not a TTY number; write its three digits (for example "711").`,
  colour: (v) => `"${v}" is not a colour; write colours as #rrggbb (for example "#0a5fb4").`,
  fontList: (v) => `"${v}" is not a list of font names; separate them by commas (for example Georgia, 'Times New Roman', serif).`,
  isoDate: (v) => `"${v}" is not a date; write dates as yyyy-mm-dd (for example "2025-03-31").`,
  monthDay: (v) => `"${v}" is not a day of the year; write it as mm-dd (for example "10-01" for October 1).`,
};

const named: Record<PatternName, string> = { ...patterns, ...manifestOnlyPatterns };
const byPattern = new Map<string, (value: string) => string>(
  (Object.keys(named) as PatternName[]).map((name) => [named[name], sentences[name]]),
);

/** A plain sentence for a value that fails one of the named patterns (undefined for any other pattern). */
export function patternSentence(pattern: string, value: string): string | undefined {
  return byPattern.get(pattern)?.(value);
}
