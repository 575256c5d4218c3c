/**
 * The languages the taglines are written in (BCP 47), each with its tagline and its name in copy
 * (`legal.taglines.items.<tag>`): the 15 most spoken by people with limited English in each brand's states (see
 * docs/brands.md "Language assistance"). A brand picks its own, in its order, in the `languageTaglines` section's
 * `languages`; a language is added here and in content/en/legal.json together (legal-manifests.test.ts holds them equal).
 */
export const taglineLanguages = [
  'es', 'vi', 'zh-Hant', 'ru', 'ko', 'uk', 'ja', 'ar', 'ro', 'km', 'om', 'de', 'fa', 'fr', 'th',
  'tl', 'sm', 'am', 'pa', 'lo', 'hmn', 'ilo',
] as const;

export type TaglineLanguage = (typeof taglineLanguages)[number];
