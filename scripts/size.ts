// `npm run size` (after `vite build` of the app and of the bare app): gzipped JS and JS files per route against
// their budgets, each route's ratio to the bare app of the same stack, and the largest chunks. Exits 1 when a route
// is over a budget (bytes or files), or a module is missing from a build manifest. See docs/performance.md.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bareApp, budgets } from './size/budgets';
import { BOOT_DATA_BUDGETS, measureBootData } from './size/boot-data';
import { measurePageHtml, PAGE_HTML_BUDGETS } from './size/page-html';
import { composedPageBudgets } from './size/composed-pages';
import { composedPageModules } from '../src/app/first-page-modules';
import { computeReport, formatReport, kb, measureRoute, withModuleKeys, type FileSize, type Manifest } from './size/compute';
import { MODULE_CHUNKS_FILE, type ModuleChunks } from '../gateway/build-output';
import { STUDIO_FRAME_ENTRY } from '../schemas/studio-frame';

const repoRoot = path.resolve(import.meta.dirname, '..');
// SIZE_DIST measures another build of the app (default dist/); BARE_DIST another build of the bare app (default
// dist-bare/, where test/fixtures/bare-app/vite.config.ts builds it, and which it reads from BARE_DIST too).
const dist = path.resolve(repoRoot, process.env.SIZE_DIST ?? 'dist');
const bareDist = path.resolve(repoRoot, process.env.BARE_DIST ?? 'dist-bare');

function readManifest(dir: string, build: string): Manifest {
  const manifestPath = path.join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`size: ${path.relative(process.cwd(), manifestPath) || manifestPath} not found: ${build}, or run \`npm run size\` (it builds both).`);
    process.exit(1);
  }
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
}

/** gzip level 9 of each file of a build folder, read once. */
function sizesIn(dir: string): (file: string) => FileSize {
  const cache = new Map<string, FileSize>();
  return (file) => {
    let size = cache.get(file);
    if (!size) {
      const bytes = readFileSync(path.join(dir, file));
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      cache.set(file, size);
    }
    return size;
  };
}

const moduleChunksPath = path.join(dist, MODULE_CHUNKS_FILE);
if (!existsSync(moduleChunksPath)) {
  console.error(`size: ${path.relative(process.cwd(), moduleChunksPath)} not found: build the app (npm run build).`);
  process.exit(1);
}
const { modules } = JSON.parse(readFileSync(moduleChunksPath, 'utf8')) as ModuleChunks;
const manifest = withModuleKeys(readManifest(dist, 'build the app (npm run build)'), modules);
const bareManifest = readManifest(bareDist, 'build the bare app (vite build --config test/fixtures/bare-app/vite.config.ts)');

const baseline = measureRoute(bareManifest, bareApp, sizesIn(bareDist));
const report = computeReport(manifest, [...budgets, ...composedPageBudgets()], sizesIn(dist), { baseline });
console.log(formatReport(report));

// What each composed page adds to the signed-in shell every such page shares: its own widgets' chunks.
const sizeOf = sizesIn(dist);
const shared = new Set(measureRoute(manifest, { route: 'composed page', modules: [...composedPageModules] }, sizeOf).files);
console.log('\nOwn JS of each composed page (its widgets, beyond the shared signed-in shell)\n');
for (const route of report.routes.filter((r) => r.route !== '/login' && r.route !== '/home')) {
  const own = route.files.filter((file) => !shared.has(file));
  const gzip = own.reduce((sum, file) => sum + sizeOf(file).gzip, 0);
  console.log(`${route.route.padEnd(44)} ${kb(gzip).padStart(6)} KB in ${own.length} file(s)`);
}

// The studio (/studio and its preview frame): entries of their own, reported apart. No member route may load a file
// that holds a studio module (a studio module in the member's chunks would grow them).
const studioFiles = new Set(Object.entries(modules).filter(([id]) => id.startsWith('src/studio/')).map(([, file]) => file));
const studioPages = [
  measureRoute(manifest, { route: '/studio', modules: ['studio.html', 'src/studio/StudioApp.tsx'] }, sizeOf),
  measureRoute(manifest, { route: '/studio/frame', modules: [STUDIO_FRAME_ENTRY] }, sizeOf),
];
console.log('\nThe studio (its own entries; the member routes above load none of its files)\n');
for (const page of studioPages) {
  const own = page.files.filter((file) => studioFiles.has(file));
  const ownGzip = own.reduce((sum, file) => sum + sizeOf(file).gzip, 0);
  console.log(`${page.route.padEnd(44)} ${kb(page.gzip).padStart(6)} KB in ${page.files.length} file(s), its own ${kb(ownGzip)} KB`);
}
const leaks = report.routes.filter((route) => route.files.some((file) => studioFiles.has(file))).map((route) => route.route);
if (leaks.length > 0) console.error(`size: studio code in the member routes ${leaks.join(', ')}`);

// The brand data each first page's HTML carries beside its code.
console.log("\nBoot data in the page's HTML (gzip; the brand's whole boot beside it)\n");
let bootOk = true;
for (const measure of await measureBootData(repoRoot, Object.keys(BOOT_DATA_BUDGETS))) {
  const budget = BOOT_DATA_BUDGETS[measure.path] ?? Infinity;
  const over = measure.gzip > budget;
  bootOk &&= !over;
  console.log(
    `${`${measure.path} ${measure.brand}`.padEnd(44)} ${kb(measure.gzip).padStart(6)} KB  budget ${kb(budget)} KB  (whole ${kb(measure.whole)} KB)  ${over ? 'OVER BUDGET' : 'ok'}`,
  );
}

// The whole HTML of a first page as the gateway serves it from this build.
console.log('\nHTML of the first pages as served (gzip: boot data, first frame or first data, preloads, inline loader)\n');
let htmlOk = true;
for (const measure of await measurePageHtml(repoRoot, dist)) {
  const budget = PAGE_HTML_BUDGETS[measure.path] ?? Infinity;
  const over = measure.gzip > budget;
  htmlOk &&= !over;
  console.log(`${`${measure.path} ${measure.brand}`.padEnd(44)} ${kb(measure.gzip).padStart(6)} KB  budget ${kb(budget)} KB  ${over ? 'OVER BUDGET' : 'ok'}`);
}

// Pages added cost a first page nothing: none of its files holds a module that grows with the declared pages.
const PAGE_LIST_MODULES = ['src/app/generated/later-routes.ts', 'src/app/generated/pages.ts', 'src/app/generated/copy-areas.ts', 'src/app/generated/page-widgets.ts', 'schemas/generated/page-ids.ts'];
const growing = report.routes
  .filter((route) => route.route === '/login' || route.route === '/home')
  .flatMap((route) => PAGE_LIST_MODULES.filter((module) => modules[module] && route.files.includes(modules[module])).map((module) => `${route.route}: ${module}`));
if (growing.length > 0) console.error(`size: a first page's files hold modules that grow with the pages: ${growing.join(', ')}`);

process.exit(report.ok && leaks.length === 0 && bootOk && htmlOk && growing.length === 0 ? 0 : 1);
