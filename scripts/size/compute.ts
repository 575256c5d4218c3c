// Pure computation behind `npm run size`: which built JS files a route needs, whether they fit its budgets (gzipped
// bytes, number of files), and how they compare with the bare app of the same stack (test/fixtures/bare-app).
// Input is Vite's build manifests (dist/.vite/manifest.json, dist-bare/.vite/manifest.json); file sizes are
// supplied by the caller, so this module does no I/O and is unit-tested on fake manifests (compute.test.ts).

/** One entry of Vite's build manifest (the fields we read). */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface FileSize {
  raw: number;
  gzip: number;
}

/** A route: the entry, plus the lazily loaded modules its first render needs. */
export interface RouteSpec {
  route: string;
  /** Source modules (manifest keys such as `src/features/auth/LoginPage.tsx`) or patterns matched against keys. */
  modules: (string | RegExp)[];
  /** Modules that must be present; optional ones (for example a widget that may be bundled with its page) may be absent. */
  required?: (string | RegExp)[];
}

/** A route of the app with its budgets: gzipped bytes, and optionally the number of JS files. */
export interface RouteBudget extends RouteSpec {
  budgetBytes: number;
  /** At most this many JS files (each one a request, and on a cold start a round trip or more). */
  maxFiles?: number;
}

/** What a route needs, measured: its JS files and their sizes. */
export interface RouteMeasure {
  route: string;
  files: string[];
  raw: number;
  gzip: number;
  /** Modules that matched a manifest entry (a chunk of their own). */
  matched: string[];
  /** Required modules with no chunk of their own: bundled elsewhere, or a wrong path. */
  missing: string[];
}

export interface RouteResult extends RouteMeasure {
  budgetBytes: number;
  maxFiles: number | null;
  overBytes: boolean;
  overFiles: boolean;
  /** Over either budget. */
  over: boolean;
  /** gzip ÷ the bare app's gzip; null without a bare app. */
  ratio: number | null;
}

export interface ChunkResult {
  file: string;
  src?: string;
  raw: number;
  gzip: number;
}

export interface SizeReport {
  routes: RouteResult[];
  /** The bare app of the same stack (test/fixtures/bare-app), measured the same way: the floor the ratios divide by. */
  baseline: RouteMeasure | null;
  largest: ChunkResult[];
  ok: boolean;
}

export const KB = 1024;

const isJs = (file: string) => /\.(m?js)$/.test(file);

/** The manifest key of the app's entry (index.html in a Vite app). */
export function findEntryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length === 0) throw new Error('The build manifest has no entry chunk (isEntry).');
  const html = entries.find(([key]) => key.endsWith('.html'));
  return (html ?? entries[0]!)[0];
}

/** The keys, plus every chunk they import statically, recursively (what the browser fetches before running them). */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no entry "${key}".`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) stack.push(imported);
  }
  return [...seen];
}

/**
 * The manifest with a key for every source module of the build's module map (scripts/vite/module-chunks.ts), so a
 * module bundled into a chunk group (which Vite's manifest names only by the group) is found by its path. Pure.
 */
export function withModuleKeys(manifest: Manifest, modules: Record<string, string>): Manifest {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const result: Manifest = { ...manifest };
  for (const [module, file] of Object.entries(modules)) {
    const chunk = byFile.get(file);
    if (chunk && !result[module]) result[module] = chunk;
  }
  return result;
}

/** Manifest keys matching a module path or pattern. */
export function matchModule(manifest: Manifest, module: string | RegExp): string[] {
  return Object.keys(manifest).filter((key) =>
    typeof module === 'string' ? key === module || manifest[key]!.src === module : module.test(key),
  );
}

const label = (module: string | RegExp) => (typeof module === 'string' ? module : String(module));

/** The JS files a route needs: the entry closure plus the closure of each of its lazy modules. */
export function routeFiles(manifest: Manifest, budget: RouteSpec): { files: string[]; matched: string[]; missing: string[] } {
  const entryKey = findEntryKey(manifest);
  const matched: string[] = [];
  const missing: string[] = [];
  for (const module of budget.modules) {
    const keys = matchModule(manifest, module);
    if (keys.length === 0) {
      const required = (budget.required ?? budget.modules).some((r) => label(r) === label(module));
      if (required) missing.push(label(module));
    }
    matched.push(...keys);
  }
  const keys = staticClosure(manifest, [entryKey, ...matched]);
  const files = [...new Set(keys.map((key) => manifest[key]!.file))].filter(isJs).sort();
  return { files, matched, missing };
}

/** A route's JS files (routeFiles) and their summed sizes. */
export function measureRoute(manifest: Manifest, spec: RouteSpec, sizeOf: (file: string) => FileSize): RouteMeasure {
  const { files, matched, missing } = routeFiles(manifest, spec);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const size = sizeOf(file);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { route: spec.route, files, raw, gzip, matched, missing };
}

export interface ReportOptions {
  /** The bare app's measure (measureRoute on its own manifest): each route gets its ratio to it. */
  baseline?: RouteMeasure | null;
  largestCount?: number;
}

/** Sizes every route against its budgets, relates it to the bare app, and lists the largest JS chunks. */
export function computeReport(
  manifest: Manifest,
  budgets: RouteBudget[],
  sizeOf: (file: string) => FileSize,
  { baseline = null, largestCount = 5 }: ReportOptions = {},
): SizeReport {
  const routes = budgets.map((budget): RouteResult => {
    const measure = measureRoute(manifest, budget, sizeOf);
    const maxFiles = budget.maxFiles ?? null;
    const overBytes = measure.gzip > budget.budgetBytes;
    const overFiles = maxFiles !== null && measure.files.length > maxFiles;
    return {
      ...measure,
      budgetBytes: budget.budgetBytes,
      maxFiles,
      overBytes,
      overFiles,
      over: overBytes || overFiles,
      ratio: baseline && baseline.gzip > 0 ? measure.gzip / baseline.gzip : null,
    };
  });
  const byFile = new Map<string, ChunkResult>();
  for (const chunk of Object.values(manifest)) {
    if (!isJs(chunk.file) || byFile.has(chunk.file)) continue;
    byFile.set(chunk.file, { file: chunk.file, ...(chunk.src ? { src: chunk.src } : {}), ...sizeOf(chunk.file) });
  }
  const largest = [...byFile.values()].sort((a, b) => b.gzip - a.gzip || a.file.localeCompare(b.file)).slice(0, largestCount);
  const ok = routes.every((r) => !r.over && r.missing.length === 0) && (baseline?.missing.length ?? 0) === 0;
  return { routes, baseline, largest, ok };
}

export const kb = (bytes: number) => (bytes / KB).toFixed(1);

function table(header: string[], rows: string[][], alignRight: boolean[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (alignRight[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** `1.22×`: a route's size relative to the bare app's. */
export const ratioText = (ratio: number | null) => (ratio === null ? 'n/a' : `${ratio.toFixed(2)}×`);

function status(r: RouteResult): string {
  const problems: string[] = [];
  if (r.overBytes) problems.push(`OVER BUDGET by ${kb(r.gzip - r.budgetBytes)} KB`);
  if (r.overFiles) problems.push(`TOO MANY FILES: ${r.files.length} > ${r.maxFiles}`);
  if (r.missing.length > 0) problems.push('MODULE NOT FOUND');
  return problems.length > 0 ? problems.join('; ') : 'ok';
}

/** The human-readable report printed by `npm run size`. */
export function formatReport(report: SizeReport): string {
  const out: string[] = [];
  const { baseline } = report;
  out.push('JavaScript needed per route (gzip level 9; 1 KB = 1024 bytes), and the bare app of the same stack');
  out.push('');
  const rows = report.routes.map((r) => [
    r.route,
    String(r.files.length),
    kb(r.raw),
    kb(r.gzip),
    kb(r.budgetBytes),
    r.maxFiles === null ? '-' : String(r.maxFiles),
    ratioText(r.ratio),
    status(r),
  ]);
  if (baseline) {
    rows.push([
      baseline.route,
      String(baseline.files.length),
      kb(baseline.raw),
      kb(baseline.gzip),
      '-',
      '-',
      ratioText(1),
      baseline.missing.length > 0 ? 'MODULE NOT FOUND' : 'baseline',
    ]);
  }
  out.push(
    table(
      ['route', 'files', 'raw KB', 'gzip KB', 'budget KB', 'file budget', '× bare', 'status'],
      rows,
      [false, true, true, true, true, true, true, false],
    ),
  );
  for (const r of [...report.routes, ...(baseline ? [baseline] : [])]) {
    for (const m of r.missing) {
      out.push(`  ${r.route}: ${m} is not a chunk of its own in the manifest (not lazily loaded, or the path changed).`);
    }
  }
  if (!baseline) out.push('  (no bare app measured: no ratios)');
  out.push('');
  out.push(`Largest ${report.largest.length} JS chunks`);
  out.push('');
  out.push(
    table(
      ['file', 'source', 'raw KB', 'gzip KB'],
      report.largest.map((c) => [c.file, c.src ?? '', kb(c.raw), kb(c.gzip)]),
      [false, false, true, true],
    ),
  );
  out.push('');
  out.push(report.ok ? 'size: every route is within its budgets.' : 'size: FAILED (see above).');
  return out.join('\n');
}
