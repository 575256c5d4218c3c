import { flattenCopy } from '../../engine/content/flatten-copy';
import { closestMatch } from '../../engine/manifest/suggest';
import { loadContent } from '../load-content';
import { parseJson } from './parse-json';
import { error, inFile, type Problem, type TextFile } from './types';

/** The copy as the app gets it: English defaults, and each brand's overrides, as dotted keys. */
export interface CopyLayers {
  en: Map<string, string>;
  brands: Map<string, Map<string, string>>;
  /** Areas (file names) of content/en that could not be read: their keys are not checked, to avoid noise. */
  unreadable: Set<string>;
}

const EN = /^content\/en\/([^/]+)\.json$/;
/** A brand's overrides: content/brands/<id>/, also under an extra brands folder (validate --brands-dir, EXTRA_BRANDS_DIR). */
const BRAND = /(?:^|\/)content\/brands\/([^/]+)\/([^/]+)\.json$/;

/**
 * Validates every content file, and checks that brand overrides only override keys that exist in content/en
 * (a typo'd key would silently never show) and belong to a brand that exists.
 */
export function checkContent(files: readonly TextFile[], brandIds: readonly string[]): { problems: Problem[]; copy: CopyLayers } {
  const problems: Problem[] = [];
  const copy: CopyLayers = { en: new Map(), brands: new Map(), unreadable: new Set() };
  const overrides: { file: string; area: string; keys: Map<string, string> }[] = [];

  for (const source of files) {
    const en = EN.exec(source.file);
    const brand = BRAND.exec(source.file);
    const loaded = readContentFile(source);
    if (!loaded.ok) {
      problems.push(...loaded.problems);
      if (en) copy.unreadable.add(en[1]!);
      continue;
    }
    if (en) {
      for (const [key, text] of flattenCopy(loaded.resources, en[1])) copy.en.set(key, text);
    } else if (brand) {
      const [, brandId, area] = brand as unknown as [string, string, string];
      if (!brandIds.includes(brandId)) {
        const match = closestMatch(brandId, brandIds);
        problems.push(
          error(source.file, '', `There is no brand "${brandId}" in brands/, so these overrides are never used${match ? `; did you mean content/brands/${match}/?` : '.'}`),
        );
        continue;
      }
      const keys = flattenCopy(loaded.resources, area);
      overrides.push({ file: source.file, area, keys });
      const layer = copy.brands.get(brandId) ?? new Map<string, string>();
      for (const [key, text] of keys) layer.set(key, text);
      copy.brands.set(brandId, layer);
    }
  }

  const enKeys = [...copy.en.keys()];
  for (const { file, area, keys } of overrides) {
    for (const key of keys.keys()) {
      if (copy.en.has(key)) continue;
      const pointer = `/${key.split('.').slice(1).join('/')}`;
      const match = closestMatch(key, enKeys.filter((k) => k.startsWith(`${area}.`)));
      problems.push(
        error(
          file,
          pointer,
          `"${key}" is not a key in content/en, so this override would never be used${match ? `; did you mean "${match}"?` : '.'}`,
          match ? undefined : `Brand files may only override keys of content/en/${area}.json; add the key there first.`,
        ),
      );
    }
  }
  return { problems, copy };
}

function readContentFile(source: TextFile): { ok: true; resources: Record<string, unknown> } | { ok: false; problems: Problem[] } {
  const parsed = parseJson(source);
  if (!parsed.ok) return { ok: false, problems: [parsed.problem] };
  const loaded = loadContent(parsed.value);
  return loaded.ok ? loaded : { ok: false, problems: inFile(source.file, loaded.problems) };
}

/** The copy one brand sees: the English defaults with its overrides on top. */
export function brandCopy(copy: CopyLayers, brandId: string): Map<string, string> {
  return new Map([...copy.en, ...(copy.brands.get(brandId) ?? [])]);
}
