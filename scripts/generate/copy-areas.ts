import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { coveringParts } from '../../src/app/copy-parts';

/*
 * Which copy areas (content/en/<area>.json) the code names, so a page's boot carries only its own copy
 * (src/app/copy-areas.ts): the shell's areas (every page), and each feature's. Read from the sources, never written
 * by hand: a key is written whole, `t('claims.title')`, or from its area, `` t(`errors.${status}`) ``, so the text
 * `'<area>.` (or its other quotes) names the area. Test files, the studio and generated files are not read.
 */

const posix = (p: string) => p.split(path.sep).join('/');

/** The feature of a file under src/: `src/features/<feature>/…` → its folder; the rest of the app → 'app'. */
export function featureOf(file: string): string {
  return /^src\/features\/([^/]+)\//.exec(file)?.[1] ?? 'app';
}

/** Comments name keys in their examples; only code counts. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/**
 * The copy areas a source text names: `'<area>.<key>` where the area's copy has that top-level key (a fact named
 * `'ebill.has'` is no copy key), or `` `<area>.${…} `` (a key made at run time). `copy` holds each area's top-level
 * keys. Pure.
 */
export function areasNamedIn(text: string, copy: Readonly<Record<string, readonly string[]>>): string[] {
  const code = withoutComments(text);
  return Object.keys(copy).filter((area) =>
    [...code.matchAll(new RegExp(`['"\`]${area}\\.(\\$\\{|[A-Za-z0-9_]+)`, 'g'))].some((match) => match[1] === '${' || copy[area]!.includes(match[1]!)),
  );
}

/**
 * The parts of the copy a source text names: an area's top-level key (`claims.title`) for each key written whole,
 * the area itself (`errors`) where a key is made at run time from it (`` `errors.${…}` ``). Pure.
 */
export function copyPartsNamedIn(text: string, copy: Readonly<Record<string, readonly string[]>>): string[] {
  const code = withoutComments(text);
  return Object.keys(copy).flatMap((area) => {
    const keys = [...code.matchAll(new RegExp(`['"\`]${area}\\.(\\$\\{|[A-Za-z0-9_]+)`, 'g'))].map((match) => match[1]!);
    if (keys.includes('${')) return [area];
    return [...new Set(keys.filter((key) => copy[area]!.includes(key)))].map((key) => `${area}.${key}`);
  });
}

/** The modules a source text imports, statically or lazily, by a relative path (`./x`, `../y/z`). */
export function relativeImportsIn(text: string): string[] {
  const code = withoutComments(text);
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1]!);
}

/**
 * The copy areas a feature's page component reaches: those named by it and by every file of its feature it imports,
 * statically or lazily, transitively (the app's own layers are the shell's, whose parts every page carries). So the
 * login page carries the sign-in's words, not those of the feature's other pages (recovery, groups, onboarding).
 */
export function areasReachedFrom(entry: string, fileAreas: ReadonlyMap<string, readonly string[]>, importsOf: (file: string) => readonly string[]): string[] {
  const feature = featureOf(entry);
  const seen = new Set<string>();
  const visit = [entry];
  const found = new Set<string>();
  for (let file = visit.pop(); file !== undefined; file = visit.pop()) {
    if (seen.has(file) || featureOf(file) !== feature) continue;
    seen.add(file);
    for (const area of fileAreas.get(file) ?? []) found.add(area);
    visit.push(...importsOf(file));
  }
  return [...found].sort();
}

export interface CopyAreaScan {
  /**
   * The parts of the copy the app's own layers name (src/app, ui, engine, member, manifest, api): whole areas, or an
   * area's top-level keys (copy-parts.ts), so every page carries only the words the shell can show.
   */
  shell: string[];
  /** The areas each feature names, by feature folder. */
  features: Record<string, string[]>;
  /** The areas each feature file names (repo-relative), for pages' own components (areasReachedFrom). */
  files: Map<string, string[]>;
  /** The feature files each feature file imports by a relative path, resolved (repo-relative). */
  imports: Map<string, string[]>;
}

/** A relative import's file (`.ts`, `.tsx`, or the folder's index), repo-relative; none when it is no source file. */
function resolveModule(root: string, importer: string, specifier: string): string[] {
  const base = posix(path.join(path.dirname(importer), specifier));
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].filter((file) => /\.tsx?$/.test(file) && existsSync(path.join(root, file))).slice(0, 1);
}

export function scanCopyAreas(root: string): CopyAreaScan {
  const copy = Object.fromEntries(
    readdirSync(path.join(root, 'content/en'))
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => [file.replace(/\.json$/, ''), Object.keys(JSON.parse(readFileSync(path.join(root, 'content/en', file), 'utf8')) as object)]),
  );
  const files = (readdirSync(path.join(root, 'src'), { recursive: true }) as string[])
    .map((file) => posix(path.join('src', file)))
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|typetest|fixture)\.tsx?$/.test(file) && !/\/(test-[^/]*|generated\/.*)$/.test(file))
    .filter((file) => !file.startsWith('src/studio/'));
  const named = new Map<string, Set<string>>();
  const shellParts = new Set<string>();
  const fileAreas = new Map<string, string[]>();
  const imports = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const feature = featureOf(file);
    if (feature === 'app') {
      for (const part of copyPartsNamedIn(text, copy)) shellParts.add(part);
      continue;
    }
    const found = areasNamedIn(text, copy);
    fileAreas.set(file, found);
    imports.set(file, relativeImportsIn(text).flatMap((specifier) => resolveModule(root, file, specifier)));
    if (found.length === 0) continue;
    const set = named.get(feature) ?? new Set<string>();
    for (const area of found) set.add(area);
    named.set(feature, set);
  }
  const sorted = (set: Set<string> | undefined) => [...(set ?? [])].sort();
  const features = Object.fromEntries([...named.keys()].sort().map((feature) => [feature, sorted(named.get(feature))]));
  return { shell: coveringParts(shellParts), features, files: fileAreas, imports };
}

/** src/app/generated/copy-areas.ts: the scan, and the feature each page path and widget is declared in. Pure. */
export function copyAreasModule(
  scan: Pick<CopyAreaScan, 'shell' | 'features'>,
  pathFeatures: Record<string, string>,
  widgetFeatures: Record<string, string>,
  header: string,
  pageAreas: Record<string, readonly string[]> = {},
): string {
  const record = (value: Record<string, unknown>) =>
    Object.entries(value)
      .map(([key, v]) => `  ${JSON.stringify(key)}: ${JSON.stringify(v)},`)
      .join('\n');
  return [
    header,
    '',
    '/** The parts of the copy the app\'s own layers name (whole areas, or `area.topKey`): every page\'s boot carries them. */',
    `export const shellCopyParts: readonly string[] = ${JSON.stringify(scan.shell)};`,
    '',
    '/** The copy areas each feature names (src/features/<feature>/). */',
    `export const featureCopyAreas: Readonly<Record<string, readonly string[]>> = {\n${record(scan.features)}\n};`,
    '',
    "/** The areas a page's own component reaches in its feature (areasReachedFrom), by page path: in place of its feature's. */",
    `export const pageCopyAreas: Readonly<Record<string, readonly string[]>> = {\n${record(pageAreas)}\n};`,
    '',
    "/** The feature each page path is declared in ('app': the app's own). */",
    `export const pathFeatures: Readonly<Record<string, string>> = {\n${record(pathFeatures)}\n};`,
    '',
    '/** The feature each widget is declared in. */',
    `export const widgetFeatures: Readonly<Record<string, string>> = {\n${record(widgetFeatures)}\n};`,
    '',
  ].join('\n');
}
