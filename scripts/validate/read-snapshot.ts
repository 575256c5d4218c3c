import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { schemaDocuments } from '../generate/schema-documents';
import type { RepoSnapshot, TextFile } from './types';

/** Reads the files `npm run validate` checks from the repository at `root`. */
export function readRepoSnapshot(root: string): RepoSnapshot {
  const read = (file: string): TextFile => ({ file, text: readFileSync(path.join(root, file), 'utf8') });
  const assetsDir = path.join(root, 'brands', 'assets');
  return {
    manifests: listFiles(root, 'brands', false).map(read),
    content: listFiles(root, 'content', true).map(read),
    assets: existsSync(assetsDir) ? readdirSync(assetsDir).filter((name) => statSync(path.join(assetsDir, name)).isFile()).sort() : [],
    schemaFiles: schemaDocuments.map((doc) => {
      const full = path.join(root, doc.file);
      return { file: doc.file, text: existsSync(full) ? readFileSync(full, 'utf8') : null };
    }),
  };
}

/** The .json files under `dir` (relative paths, forward slashes, sorted). */
function listFiles(root: string, dir: string, recursive: boolean): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  const files: string[] = [];
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory() && recursive) files.push(...listFiles(root, rel, true));
    else if (entry.isFile() && entry.name.endsWith('.json')) files.push(rel);
  }
  return files.sort();
}
