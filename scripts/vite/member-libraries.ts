import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The libraries every member route loads (the fixed stack's runtime), as package names: the vendor chunk holds these
 * and what they depend on, nothing else. A library only a later page (DOMPurify) or only the studio (its editor's
 * schema forms, drag and drop, CodeMirror, diffs, axe) imports is not in it, so it stays with the chunks that import
 * it: no list of the studio's libraries and their dependencies to keep up to date by hand.
 */
export const MEMBER_ROUTE_LIBRARIES = ['react', 'react-dom', 'react-router', 'react-router-dom', 'i18next', 'react-i18next', 'styled-components'];

/**
 * The libraries only the pages after the login page load (the query library: src/api/query-layer.ts), in a chunk of
 * their own, so the login page's JavaScript holds none of them.
 */
export const QUERY_LIBRARIES = ['@tanstack/react-query'];

/** The package a module path belongs to (the innermost `node_modules/<name>` or `node_modules/@scope/name`), else null. */
export function packageOf(id: string): string | null {
  const matches = [...id.replaceAll('\\', '/').matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)];
  return matches.at(-1)?.[1] ?? null;
}

/** `roots` and every package they depend on (dependencies, optional and peer), read from node_modules. */
export function packageClosure(repoRoot: string, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const name = queue.shift()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const manifest = path.join(repoRoot, 'node_modules', name, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, Record<string, string> | undefined>;
    for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies'] as const) queue.push(...Object.keys(pkg[field] ?? {}));
  }
  return seen;
}
