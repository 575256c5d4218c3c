import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

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

export interface CopyAreaScan {
  /** The areas the app's own layers name (src/app, ui, engine, member, manifest, api). */
  shell: string[];
  /** The areas each feature names, by feature folder. */
  features: Record<string, string[]>;
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
  for (const file of files) {
    const found = areasNamedIn(readFileSync(path.join(root, file), 'utf8'), copy);
    if (found.length === 0) continue;
    const feature = featureOf(file);
    const set = named.get(feature) ?? new Set<string>();
    for (const area of found) set.add(area);
    named.set(feature, set);
  }
  const sorted = (set: Set<string> | undefined) => [...(set ?? [])].sort();
  const featureNames = [...named.keys()].filter((feature) => feature !== 'app').sort();
  const features = Object.fromEntries(featureNames.map((feature) => [feature, sorted(named.get(feature))]));
  return { shell: sorted(named.get('app')), features };
}

/** src/app/generated/copy-areas.ts: the scan, and the feature each page path and widget is declared in. Pure. */
export function copyAreasModule(scan: CopyAreaScan, pathFeatures: Record<string, string>, widgetFeatures: Record<string, string>, header: string): string {
  const record = (value: Record<string, unknown>) =>
    Object.entries(value)
      .map(([key, v]) => `  ${JSON.stringify(key)}: ${JSON.stringify(v)},`)
      .join('\n');
  return [
    header,
    '',
    '/** The copy areas the app\'s own layers name: every page\'s boot carries them. */',
    `export const shellCopyAreas: readonly string[] = ${JSON.stringify(scan.shell)};`,
    '',
    '/** The copy areas each feature names (src/features/<feature>/). */',
    `export const featureCopyAreas: Readonly<Record<string, readonly string[]>> = {\n${record(scan.features)}\n};`,
    '',
    "/** The feature each page path is declared in ('app': the app's own). */",
    `export const pathFeatures: Readonly<Record<string, string>> = {\n${record(pathFeatures)}\n};`,
    '',
    '/** The feature each widget is declared in. */',
    `export const widgetFeatures: Readonly<Record<string, string>> = {\n${record(widgetFeatures)}\n};`,
    '',
  ].join('\n');
}
