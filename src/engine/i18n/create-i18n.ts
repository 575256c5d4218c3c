import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * An initialised i18next instance over one language's merged copy (content/en/*.json, brand overrides on top).
 * Resources sit in the default `translation` namespace, so keys read `t('<area>.<key>')`. Initialisation is
 * synchronous: the copy is already in memory (inlined by the gateway), so the first render has its strings.
 */
export function createI18n(copy: Record<string, unknown>, lng = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: lng,
    resources: { [lng]: { translation: copy } },
    initAsync: false,
    // React escapes what it renders; escaping here would double-escape.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
