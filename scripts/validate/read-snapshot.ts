import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readContentSnapshot } from '../../gateway/content-snapshot';
import { schemaDocuments } from '../generate/schema-documents';
import type { RepoSnapshot } from './types';

/**
 * Reads the files `npm run validate` checks from the repository at `root`: the brands' files (with those of
 * `extraDirs`, folders laid out like the repository's, such as a test brand) and the committed schema files.
 */
export function readRepoSnapshot(root: string, extraDirs: readonly string[] = []): RepoSnapshot {
  return {
    ...readContentSnapshot(root, extraDirs),
    schemaFiles: schemaDocuments.map((doc) => {
      const full = path.join(root, doc.file);
      return { file: doc.file, text: existsSync(full) ? readFileSync(full, 'utf8') : null };
    }),
  };
}
