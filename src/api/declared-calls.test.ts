import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every call the app makes to the member API is a declared one (schemas/api/endpoints/): the member pages reach the
 * network only through src/api/client.ts, whose calls are the declarations' light copies, and write no /api address
 * of their own. The studio talks to its own API (src/studio/api.ts), which is not the member API.
 */

// Vitest runs at the repository's root (jsdom gives this file no file: URL).
const src = join(process.cwd(), 'src');
// brand-content.ts reads a route's copy and page from the server that serves the app, which is not the member API either.
const allowed = ['api/client.ts', 'api/brand-content.ts', 'studio/'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|typetest|fixture)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const offending = (pattern: RegExp) =>
  sources(src)
    .map((path) => relative(src, path))
    .filter((file) => !allowed.some((prefix) => file.startsWith(prefix)))
    .filter((file) => pattern.test(readFileSync(join(src, file), 'utf8')));

describe('the member pages’ calls', () => {
  it('go through the client only: no fetch, XMLHttpRequest or sendBeacon elsewhere', () => {
    expect(offending(/(?<![\w.])fetch\s*\(|XMLHttpRequest|sendBeacon/)).toEqual([]);
  });

  it('name no /api address of their own (a call’s address comes from its declaration)', () => {
    expect(offending(/['"`]\/api\//)).toEqual([]);
  });
});
