// Pure computation behind `npm run size`: which built JS files a route needs, and whether they fit its budget.
// Input is Vite's build manifest (dist/.vite/manifest.json); file sizes are supplied by the caller, so this
// module does no I/O and is unit-tested on a fake manifest (compute.test.ts).

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

/** A route's budget: the entry, plus the lazily loaded modules its first render needs. */
export interface RouteBudget {
  route: string;
  /** Source modules (manifest keys such as `src/features/auth/LoginPage.tsx`) or patterns matched against keys. */
  modules: (string | RegExp)[];
  /** Modules that must be present; optional ones (for example a widget that may be bundled with its page) may be absent. */
  required?: (string | RegExp)[];
  budgetBytes: number;
}

export interface RouteResult {
  route: string;
  files: string[];
  raw: number;
  gzip: number;
  budgetBytes: number;
  over: boolean;
  /** Modules that matched a manifest entry (a chunk of their own). */
  matched: string[];
  /** Required modules with no chunk of their own: bundled elsewhere, or a wrong path. */
  missing: string[];
}

export interface ChunkResult {
  file: string;
  src?: string;
  raw: number;
  gzip: number;
}

export interface SizeReport {
  routes: RouteResult[];
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

/** Manifest keys matching a module path or pattern. */
export function matchModule(manifest: Manifest, module: string | RegExp): string[] {
  return Object.keys(manifest).filter((key) =>
    typeof module === 'string' ? key === module || manifest[key]!.src === module : module.test(key),
  );
}

const label = (module: string | RegExp) => (typeof module === 'string' ? module : String(module));

/** The JS files a route needs: the entry closure plus the closure of each of its lazy modules. */
export function routeFiles(manifest: Manifest, budget: RouteBudget): { files: string[]; matched: string[]; missing: string[] } {
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

/** Sizes every route against its budget and lists the largest JS chunks. */
export function computeReport(
  manifest: Manifest,
  budgets: RouteBudget[],
  sizeOf: (file: string) => FileSize,
  largestCount = 5,
): SizeReport {
  const routes = budgets.map((budget): RouteResult => {
    const { files, matched, missing } = routeFiles(manifest, budget);
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const size = sizeOf(file);
      raw += size.raw;
      gzip += size.gzip;
    }
    return { route: budget.route, files, raw, gzip, budgetBytes: budget.budgetBytes, over: gzip > budget.budgetBytes, matched, missing };
  });
  const byFile = new Map<string, ChunkResult>();
  for (const chunk of Object.values(manifest)) {
    if (!isJs(chunk.file) || byFile.has(chunk.file)) continue;
    byFile.set(chunk.file, { file: chunk.file, ...(chunk.src ? { src: chunk.src } : {}), ...sizeOf(chunk.file) });
  }
  const largest = [...byFile.values()].sort((a, b) => b.gzip - a.gzip || a.file.localeCompare(b.file)).slice(0, largestCount);
  return { routes, largest, ok: routes.every((r) => !r.over && r.missing.length === 0) };
}

export const kb = (bytes: number) => (bytes / KB).toFixed(1);

function table(header: string[], rows: string[][], alignRight: boolean[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (alignRight[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The human-readable report printed by `npm run size`. */
export function formatReport(report: SizeReport): string {
  const out: string[] = [];
  out.push('JavaScript needed per route (gzip level 9; 1 KB = 1024 bytes)');
  out.push('');
  out.push(
    table(
      ['route', 'files', 'raw KB', 'gzip KB', 'budget KB', 'status'],
      report.routes.map((r) => [
        r.route,
        String(r.files.length),
        kb(r.raw),
        kb(r.gzip),
        kb(r.budgetBytes),
        r.over ? `OVER BUDGET by ${kb(r.gzip - r.budgetBytes)} KB` : r.missing.length > 0 ? 'MODULE NOT FOUND' : 'ok',
      ]),
      [false, true, true, true, true, false],
    ),
  );
  for (const r of report.routes) {
    for (const m of r.missing) {
      out.push(`  ${r.route}: ${m} is not a chunk of its own in the manifest (not lazily loaded, or the path changed).`);
    }
  }
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
  out.push(report.ok ? 'size: every route is within its budget.' : 'size: FAILED (see above).');
  return out.join('\n');
}
