import type { Language } from '../schemas/generic/languages';
import { createI18n } from '../src/engine/i18n/create-i18n';
import { brandCopy } from './brand-fixtures';

/**
 * `t` over a brand's real copy in a language (the app's own i18next set-up): for tests of the words a rule names by
 * copy key, in English and in Spanish.
 */
export function translator(language: Language = 'en', brand = 'main'): (key: string, values?: Record<string, unknown>) => string {
  const i18n = createI18n(brandCopy(brand, language), language);
  return (key, values) => {
    if (!i18n.exists(key)) throw new Error(`No copy ${key} in ${language}`);
    return i18n.t(key, values);
  };
}

/** A screen's refusal words (code → copy key) as the text of each code in a language. */
export function refusalTexts(keys: Partial<Record<string, string>>, language: Language, values?: Record<string, unknown>): Record<string, string> {
  const t = translator(language);
  return Object.fromEntries(Object.entries(keys).map(([code, key]) => [code, t(key!, values)]));
}
