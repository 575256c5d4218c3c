import type { Problem } from '../../src/engine/manifest/problems';

export type { Problem };

/** A file of the repository as text, with its path relative to the root (forward slashes). */
export interface TextFile {
  file: string;
  text: string;
}

/** Everything `npm run validate` looks at, read once from disk (or built in memory by tests). */
export interface RepoSnapshot {
  /** brands/*.json */
  manifests: TextFile[];
  /** content/**\/*.json */
  content: TextFile[];
  /** File names in brands/assets/. */
  assets: string[];
  /** The committed schemas/*.schema.json that generate writes; text is null when the file is missing. */
  schemaFiles: { file: string; text: string | null }[];
}

/** Adds the file to problems that do not name one. */
export const inFile = (file: string, problems: readonly Problem[]): Problem[] =>
  problems.map((p) => (p.file ? p : { ...p, file }));

export const error = (file: string, pointer: string, message: string, hint?: string): Problem =>
  hint === undefined ? { severity: 'error', file, pointer, message } : { severity: 'error', file, pointer, message, hint };
