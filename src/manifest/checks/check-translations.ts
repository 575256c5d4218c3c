import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../schemas/generic/languages';
import { flattenCopy } from '../../engine/content/flatten-copy';
import { loadContent } from '../load-content';
import { parseJson } from './parse-json';
import { error, inFile, type Problem, type TextFile } from './types';

/*
 * The copy in the other languages (issue 30): content/<language>/<area>.json and each brand's
 * content/brands/<brand>/<language>/<area>.json. Each file is checked like an English one; a key that English lacks
 * is an error (it would never show); a key English has but the language lacks is a warning (its pages show the
 * English), named by the file and key to write it in. Pure.
 */

const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
const DEFAULTS = /^content\/([a-z]{2})\/([^/]+)\.json$/;
const BRAND = /(?:^|\/)content\/brands\/([^/]+)\/([a-z]{2})\/([^/]+)\.json$/;
const BRAND_ENGLISH = /(?:^|\/)content\/brands\/([^/]+)\/([^/]+)\.json$/;

const pointerOf = (key: string) => `/${key.split('.').slice(1).join('/')}`;
const languageOf = (code: string): Language | null => (OTHER_LANGUAGES as readonly string[]).includes(code) ? (code as Language) : null;

function keysOf(source: TextFile, area: string, problems: Problem[]): Map<string, string> | null {
  const parsed = parseJson(source);
  if (!parsed.ok) {
    problems.push(parsed.problem);
    return null;
  }
  const loaded = loadContent(parsed.value);
  if (!loaded.ok) {
    problems.push(...inFile(source.file, loaded.problems));
    return null;
  }
  return flattenCopy(loaded.resources, area);
}

/** `english`: content/en's keys (dotted, `area.key`); `unreadable`: its areas that did not load (not checked). */
export function checkTranslations(files: readonly TextFile[], english: ReadonlyMap<string, string>, unreadable: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  /** Per language, its defaults' keys; per language and brand, the brand's keys in it (and where each area is). */
  const defaults = new Map<Language, Map<string, string>>();
  const brandKeys = new Map<string, { language: Language; brand: string; file: string; area: string; keys: Map<string, string> }>();
  /** Each brand's English override keys, with the root the brand's copy folder is under. */
  const brandEnglish: { brand: string; dir: string; area: string; keys: string[] }[] = [];

  for (const source of files) {
    const brand = BRAND.exec(source.file);
    const own = DEFAULTS.exec(source.file);
    if (brand) {
      const language = languageOf(brand[2]!);
      if (!language) continue;
      const keys = keysOf(source, brand[3]!, problems);
      if (keys) brandKeys.set(source.file, { language, brand: brand[1]!, file: source.file, area: brand[3]!, keys });
    } else if (own) {
      const language = languageOf(own[1]!);
      if (!language) continue;
      const keys = keysOf(source, own[2]!, problems);
      if (!keys) continue;
      const layer = defaults.get(language) ?? new Map<string, string>();
      for (const [key, text] of keys) layer.set(key, text);
      defaults.set(language, layer);
    } else {
      const english = BRAND_ENGLISH.exec(source.file);
      if (!english) continue;
      const parsed = parseJson(source);
      const loaded = parsed.ok ? loadContent(parsed.value) : null;
      if (loaded?.ok) brandEnglish.push({ brand: english[1]!, dir: source.file.slice(0, source.file.lastIndexOf('/')), area: english[2]!, keys: [...flattenCopy(loaded.resources, english[2]!).keys()] });
    }
  }

  for (const language of OTHER_LANGUAGES) {
    const layer = defaults.get(language) ?? new Map<string, string>();
    for (const key of layer.keys()) {
      if (english.has(key)) continue;
      problems.push(error(`content/${language}/${key.split('.', 1)[0]}.json`, pointerOf(key), `"${key}" is not a key in content/en, so this text is never shown.`));
    }
    for (const key of english.keys()) {
      const area = key.split('.', 1)[0]!;
      if (layer.has(key) || unreadable.has(area)) continue;
      problems.push({
        severity: 'warning',
        file: `content/${language}/${area}.json`,
        pointer: pointerOf(key),
        message: `"${key}" has no ${language} text: pages in that language show the English.`,
      });
    }
    // A brand's English override with no override in the language: that language's pages show the default wording.
    for (const { brand, dir, area, keys } of brandEnglish) {
      const file = `${dir}/${language}/${area}.json`;
      const translated = brandKeys.get(file)?.keys;
      for (const key of keys) {
        if (translated?.has(key) || !english.has(key)) continue;
        problems.push({
          severity: 'warning',
          file,
          pointer: pointerOf(key),
          message: `The brand "${brand}" overrides "${key}" in English but not in ${language}: its pages in that language show the default wording.`,
        });
      }
    }
  }
  for (const { file, keys } of brandKeys.values()) {
    for (const key of keys.keys()) {
      if (english.has(key)) continue;
      problems.push(error(file, pointerOf(key), `"${key}" is not a key in content/en, so this override would never be used.`));
    }
  }
  return problems;
}
