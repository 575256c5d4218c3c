import type { Problem } from '../../engine/manifest/problems';

export type { Problem };

/** A file of the repository as text, with its path relative to the root (forward slashes). */
export interface TextFile {
  file: string;
  text: string;
}

/**
 * The brands' files as `npm run validate` and the studio's draft checks look at them: read once from disk
 * (gateway/content-snapshot.ts), or built in memory by tests.
 */
export interface ContentSnapshot {
  /** brands/*.json */
  manifests: TextFile[];
  /** content/**\/*.json */
  content: TextFile[];
  /** File names in brands/assets/. */
  assets: string[];
}

/** Adds the file to problems that do not name one. */
export const inFile = (file: string, problems: readonly Problem[]): Problem[] =>
  problems.map((p) => (p.file ? p : { ...p, file }));

export const error = (file: string, pointer: string, message: string, hint?: string): Problem =>
  hint === undefined ? { severity: 'error', file, pointer, message } : { severity: 'error', file, pointer, message, hint };
