import type { BrandContent, JsonObject } from '../../../manifest/edit/content-types';
import { copyFile } from './copy-keys';

/*
 * The raw JSON view's logic, React-free: the draft's files (the brand's manifest layer, each copy override file),
 * their text, and a typed text parsed back (with the syntax error's line and column). Pure.
 */

export interface RawFile {
  /** The repository path: `brands/<brand>.json` or `content/brands/<brand>/<namespace>.json`. */
  file: string;
  kind: 'manifest' | 'copy';
  /** The copy namespace, for a copy file. */
  namespace?: string;
}

export const manifestFile = (brand: string): string => `brands/${brand}.json`;

/** The draft's files: its manifest layer first, then its copy override files by namespace. */
export function rawFiles(brand: string, content: BrandContent): RawFile[] {
  return [
    { file: manifestFile(brand), kind: 'manifest' },
    ...Object.keys(content.copy)
      .sort()
      .map((namespace): RawFile => ({ file: copyFile(brand, namespace), kind: 'copy', namespace })),
  ];
}

/** A file's value in the content (undefined when the draft has no such file). */
export function fileValue(content: BrandContent, file: RawFile): JsonObject | undefined {
  return file.kind === 'manifest' ? content.manifest : content.copy[file.namespace!];
}

/** The text a file is shown as (two-space indentation and a final newline, as the repository's files). */
export const formatJson = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

export type ParsedText = { ok: true; value: JsonObject } | { ok: false; message: string; line: number | null; column: number | null };

/** 1-based line and column of a character offset. */
export function lineAndColumnAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length))).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/**
 * Where a text stops being JSON: the offset of the first character the grammar does not allow (the text's length
 * when it ends too early), or null when it is JSON. Engines word JSON.parse's errors differently, and V8 often names
 * no position at all ("Unexpected token '{', … is not valid JSON"), so the place is found here.
 */
export function syntaxErrorOffset(text: string): number | null {
  let i = 0;
  const fail = (at = i): never => {
    throw at;
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const expect = (c: string) => (text[i] === c ? i++ : fail());
  const string = () => {
    expect('"');
    for (;;) {
      if (i >= text.length) fail();
      const c = text[i]!;
      if (c === '"') return i++;
      if (c < ' ') fail();
      if (c !== '\\') i++;
      else if (text[i + 1] === 'u') {
        if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail(i + 2);
        i += 6;
      } else if (i + 1 < text.length && '"\\/bfnrt'.includes(text[i + 1]!)) i += 2;
      else fail(i + 1);
    }
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i++;
      space();
      if (text[i] === close) return void i++;
      for (;;) {
        if (c === '{') {
          space();
          string();
          space();
          expect(':');
        }
        value();
        space();
        if (text[i] === ',') i++;
        else return void expect(close);
      }
    }
    if (c === '"') return void string();
    const literal = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 64));
    if (!literal) fail();
    i += literal![0].length;
  };
  try {
    value();
    space();
    return i < text.length ? i : null;
  } catch (offset) {
    return offset as number;
  }
}

/** The typed text as a file's value, or its syntax error with line and column. A file must be a JSON object. */
export function parseFileText(text: string): ParsedText {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const offset = syntaxErrorOffset(text);
    const message = (e as Error).message;
    return offset === null ? { ok: false, message, line: null, column: null } : { ok: false, message, ...lineAndColumnAt(text, offset) };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: 'not an object', line: 1, column: 1 };
  }
  return { ok: true, value: value as JsonObject };
}

/** The content with one file's value replaced (new objects). */
export function withFileValue(content: BrandContent, file: RawFile, value: JsonObject): BrandContent {
  return file.kind === 'manifest' ? { ...content, manifest: value } : { ...content, copy: { ...content.copy, [file.namespace!]: value } };
}

