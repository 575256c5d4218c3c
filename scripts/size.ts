// `npm run size` (after `vite build`): gzipped JS per route against its budget, and the largest chunks.
// Exits 1 when a route is over budget or one of its modules is missing from the build manifest.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { budgets } from './size/budgets';
import { computeReport, formatReport, type FileSize, type Manifest } from './size/compute';

// SIZE_DIST measures another build folder (the default is the one vite builds, dist/).
const dist = process.env.SIZE_DIST ?? path.resolve(import.meta.dirname, '..', 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');

if (!existsSync(manifestPath)) {
  console.error(`size: ${path.relative(process.cwd(), manifestPath)} not found: run \`npm run size\` (it builds first).`);
  process.exit(1);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
const cache = new Map<string, FileSize>();
const sizeOf = (file: string): FileSize => {
  let size = cache.get(file);
  if (!size) {
    const bytes = readFileSync(path.join(dist, file));
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    cache.set(file, size);
  }
  return size;
};

const report = computeReport(manifest, budgets, sizeOf);
console.log(formatReport(report));
process.exit(report.ok ? 0 : 1);
