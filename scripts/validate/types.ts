import type { ContentSnapshot } from '../../src/manifest/checks/types';

/** Everything `npm run validate` looks at: the brands' files and the committed schema files, read once from disk (or built in memory by tests). */
export interface RepoSnapshot extends ContentSnapshot {
  /** The committed schemas/*.schema.json that generate writes; text is null when the file is missing. */
  schemaFiles: { file: string; text: string | null }[];
}
