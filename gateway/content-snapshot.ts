import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ContentSnapshot, TextFile } from '../src/manifest/checks/types';

/**
 * Reads the brands' files `npm run validate` and the studio's draft checks (studio/drafts.ts) check from the
 * repository at `root`, plus those of `extraDirs`: folders laid out like the repository's brand files
 * (brands/*.json, brands/assets/, content/brands/<id>/), such as a test brand.
 */
export function readContentSnapshot(root: string, extraDirs: readonly string[] = []): ContentSnapshot {
  const read = (file: string): TextFile => ({ file, text: readFileSync(path.join(root, file), 'utf8') });
  const prefixes = ['', ...extraDirs.map((dir) => `${path.relative(root, path.resolve(root, dir)).split(path.sep).join('/')}/`)];
  const assetNames = (prefix: string) => {
    const assetsDir = path.join(root, prefix, 'brands', 'assets');
    return existsSync(assetsDir) ? readdirSync(assetsDir).filter((name) => statSync(path.join(assetsDir, name)).isFile()) : [];
  };
  return {
    manifests: prefixes.flatMap((prefix) => listFiles(root, `${prefix}brands`, false)).map(read),
    content: [...listFiles(root, 'content', true), ...prefixes.slice(1).flatMap((prefix) => listFiles(root, `${prefix}content/brands`, true))].map(read),
    assets: [...new Set(prefixes.flatMap(assetNames))].sort(),
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
