import { loadManifest } from '../../src/engine/manifest/load';
import type { BrandManifest } from '../../src/engine/manifest/manifest-types';
import { parseJson } from './parse-json';
import { inFile, type Problem, type TextFile } from './types';

export interface LoadedManifest {
  file: string;
  manifest: BrandManifest;
}

/** Loads every manifest the way the app does (version check, migrations, schema, semantic checks). */
export function checkManifests(files: readonly TextFile[]): { problems: Problem[]; loaded: LoadedManifest[] } {
  const problems: Problem[] = [];
  const loaded: LoadedManifest[] = [];
  for (const source of files) {
    const parsed = parseJson(source);
    if (!parsed.ok) {
      problems.push(parsed.problem);
      continue;
    }
    const result = loadManifest(parsed.value);
    if (result.ok) {
      problems.push(...inFile(source.file, result.warnings));
      loaded.push({ file: source.file, manifest: result.manifest });
    } else {
      problems.push(...inFile(source.file, result.problems));
    }
  }
  return { problems, loaded };
}
