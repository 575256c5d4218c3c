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
 * The typed text as a file's value, or its syntax error with line and column (from the engine's message:
 * V8 and Node name a position or a line and column, Firefox a line and column). A file must be a JSON object.
 */
export function parseFileText(text: string): ParsedText {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const message = (e as Error).message;
    const lineColumn = /line (\d+) column (\d+)/i.exec(message);
    if (lineColumn) return { ok: false, message, line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
    const position = /position (\d+)/i.exec(message);
    if (position) return { ok: false, message, ...lineAndColumnAt(text, Number(position[1])) };
    if (/unexpected end/i.test(message)) return { ok: false, message, ...lineAndColumnAt(text, text.length) };
    return { ok: false, message, line: null, column: null };
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

/** Deep equality of two JSON values (key order ignored), to tell a typed text that only re-formats from a change. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameJson((a as JsonObject)[k], (b as JsonObject)[k]));
}
