import { dirname, join, relative } from 'node:path';
import type { BrandContent } from '../../src/manifest/edit/content-types';
import { hasErrors, type Problem } from '../../src/engine/manifest/problems';
import { sizeOrDepthProblem, MAX_MANIFEST_BYTES } from '../../src/engine/manifest/limits';
import { loadBrandFile, type BrandFile } from '../../src/manifest/load-brand-manifest';
import type { BrandManifest } from '../../src/manifest/manifest-types';
import type { BrandEntry } from '../shared/content-source';
import { validateSnapshot } from '../../src/manifest/checks/run';
import { readContentSnapshot } from '../content-snapshot';
import { jsonFiles, readCached } from '../shared/files';

/*
 * A draft is a brand's own file (the layer over brands/base.json), pasted or uploaded in the studio. It is checked
 * exactly as `npm run validate` checks the file in its place: `loadBrandFile` over the repository's other manifest
 * files (the base it extends), so every problem names the file and JSON pointer, with the same sentence and hint.
 */

/**
 * A draft that loads can be previewed; `warnings` then holds every problem `npm run validate` would report for the
 * file in its place (its warnings, and errors of the checks after loading: theme contrast, assets, copy keys).
 */
export type DraftResult = { ok: true; manifest: BrandManifest; warnings: Problem[] } | { ok: false; problems: Problem[] };

/**
 * Every problem `npm run validate` reports for `file` with the draft's text in its place, and for the brand's copy
 * override files when `copy` gives them (`dir`: where they are, every file of it replaced by those of `copy`).
 */
function fileProblems(
  text: string,
  file: string,
  roots: { repoRoot: string; extraBrandRoots: readonly string[] },
  copy?: { dir: string; files: Record<string, unknown> },
): Problem[] {
  const snapshot = readContentSnapshot(roots.repoRoot, roots.extraBrandRoots);
  const manifests = snapshot.manifests.map((layer) => (layer.file === file ? { file, text } : layer));
  const inDir = (path: string) => copy !== undefined && path.startsWith(`${copy.dir}/`);
  const content = copy
    ? [
        ...snapshot.content.filter((f) => !inDir(f.file)),
        ...Object.entries(copy.files).map(([namespace, value]) => ({ file: `${copy.dir}/${namespace}.json`, text: `${JSON.stringify(value, null, 2)}\n` })),
      ]
    : snapshot.content;
  return validateSnapshot({ ...snapshot, manifests, content }).problems.filter((problem) => problem.file === file || inDir(problem.file ?? ''));
}

/** The manifest files of brands/ (and extra brand roots), as `loadBrandFile` takes them; unreadable ones left out. */
async function manifestLayers(repoRoot: string, extraBrandRoots: readonly string[]): Promise<BrandFile[]> {
  const dirs = [repoRoot, ...extraBrandRoots].map((root) => join(root, 'brands'));
  const paths = (await Promise.all(dirs.map(async (dir) => (await jsonFiles(dir)).map((name) => join(dir, name))))).flat();
  const layers = await Promise.all(
    paths.map(async (path): Promise<BrandFile | null> => {
      try {
        const raw = await readCached(path, (text) => JSON.parse(text) as unknown);
        return raw === null ? null : { file: relative(repoRoot, path), raw };
      } catch {
        return null;
      }
    }),
  );
  return layers.filter((layer) => layer !== null);
}

/** `line L, column C` of a character offset, for a JSON syntax error. */
function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
}

/** Where a brand's copy overrides are (repository path): content/brands/<id> of the root its file is in. */
export function overrideDirOf(brand: BrandEntry, repoRoot: string): string {
  return relative(repoRoot, join(dirname(dirname(brand.file)), 'content', 'brands', brand.id)).split('\\').join('/');
}

/**
 * Checks a brand's content (its layer and copy overrides, a stored draft's) as `npm run validate` checks its files in
 * their place: the same loader and checks as `loadDraft`, the copy files too. `valid`: no problem is an error.
 */
export async function checkBrandContent(
  content: BrandContent,
  brand: BrandEntry,
  roots: { repoRoot: string; extraBrandRoots: readonly string[] },
): Promise<{ problems: Problem[]; valid: boolean }> {
  // Its copy in the other languages is in their folders under the same directory (`es/footer` → <dir>/es/footer.json).
  const translated = Object.entries(content.translations ?? {}).flatMap(([language, files]) =>
    Object.entries(files ?? {}).map(([namespace, value]) => [`${language}/${namespace}`, value] as const),
  );
  const copy = { dir: overrideDirOf(brand, roots.repoRoot), files: { ...content.copy, ...Object.fromEntries(translated) } };
  const result = await loadDraft(`${JSON.stringify(content.manifest, null, 2)}\n`, brand, roots, copy);
  const problems = result.ok ? result.warnings : result.problems;
  return { problems, valid: result.ok && !hasErrors(problems) };
}

/** Checks a draft of a brand's file: syntax, limits, then the loader of `npm run validate`. Never throws. */
export async function loadDraft(
  text: string,
  brand: BrandEntry,
  roots: { repoRoot: string; extraBrandRoots: readonly string[] },
  copy?: { dir: string; files: Record<string, unknown> },
): Promise<DraftResult> {
  const file = relative(roots.repoRoot, brand.file);
  if (Buffer.byteLength(text, 'utf8') > MAX_MANIFEST_BYTES) {
    return { ok: false, problems: [{ severity: 'error', file, pointer: '', message: `The draft is larger than ${MAX_MANIFEST_BYTES / 1024 / 1024} MB.` }] };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text) as unknown;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = /position (\d+)/.exec(message);
    const where = at ? ` (${lineAndColumn(text, Number(at[1]))})` : '';
    return {
      ok: false,
      problems: [{ severity: 'error', file, pointer: '', message: `The draft is not valid JSON${where}: ${message}`, hint: 'Check for a missing comma, quote or bracket near that place.' }],
    };
  }
  const beyond = sizeOrDepthProblem(raw);
  if (beyond) return { ok: false, problems: [{ ...beyond, file }] };
  const layers = (await manifestLayers(roots.repoRoot, roots.extraBrandRoots)).filter((layer) => layer.file !== file);
  const own: BrandFile = { file, raw };
  const loaded = loadBrandFile(own, [...layers, own]);
  if (!loaded.ok) return { ok: false, problems: loaded.problems.map((p) => ({ ...p, file: p.file ?? file })) };
  if (loaded.manifest.brand.id !== brand.id) {
    return {
      ok: false,
      problems: [{ severity: 'error', file, pointer: '/brand/id', message: `The draft is brand "${loaded.manifest.brand.id}", not "${brand.id}".`, hint: 'Preview a draft under the brand it belongs to.' }],
    };
  }
  return { ok: true, manifest: structuredClone(loaded.manifest), warnings: fileProblems(text, file, roots, copy) };
}
