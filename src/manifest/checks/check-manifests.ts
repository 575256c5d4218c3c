import { originFinder } from '../../engine/manifest/origin';
import { isBrandFile, loadBrandFile, type BrandFile } from '../load-brand-manifest';
import type { BrandManifest } from '../manifest-types';
import { parseJson } from './parse-json';
import { inFile, type Problem, type TextFile } from './types';

export interface LoadedManifest {
  /** The brand's own file (brands/<id>.json). */
  file: string;
  /** The resolved manifest: the brand's file laid over the base it extends. */
  manifest: BrandManifest;
  /** Where a pointer of the resolved manifest was written: the file (the brand's or a base) and its pointer there. */
  locate(pointer: string): { file: string; pointer: string };
}

/**
 * Loads every brand the way the app does: each brand's file laid over the base it extends (brands/base.json),
 * then version check, migrations, schema and semantic checks. A base is checked through the brands that extend it;
 * a base no brand extends is still parsed.
 */
export function checkManifests(files: readonly TextFile[]): { problems: Problem[]; loaded: LoadedManifest[]; brandCount: number } {
  const problems: Problem[] = [];
  const loaded: LoadedManifest[] = [];
  const layers: BrandFile[] = [];
  for (const source of files) {
    const parsed = parseJson(source);
    if (parsed.ok) layers.push({ file: source.file, raw: parsed.value });
    else problems.push(parsed.problem);
  }
  const seen = new Set<string>();
  const brands = layers.filter((l) => isBrandFile(l.raw));
  for (const layer of brands) {
    const result = loadBrandFile(layer, layers);
    const found = inFile(layer.file, result.ok ? result.warnings : result.problems);
    // A problem in the base shows once, not once for every brand that extends it.
    for (const problem of found) {
      const key = `${problem.file}\u0000${problem.pointer}\u0000${problem.message}`;
      if (problem.file !== layer.file && seen.has(key)) continue;
      seen.add(key);
      problems.push(problem);
    }
    if (result.ok) {
      const chain = layers.filter((l) => l === layer || !isBrandFile(l.raw));
      const whole = result.manifest;
      const originOf = originFinder(whole, chain);
      loaded.push({
        file: layer.file,
        manifest: whole,
        locate: (pointer) => {
          const origin = originOf(pointer);
          return { file: origin.file ?? layer.file, pointer: origin.pointer };
        },
      });
    }
  }
  return { problems, loaded, brandCount: brands.length + files.length - layers.length };
}
