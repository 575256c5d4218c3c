/*
 * The languages the dashboard is written in (issue 30): the one list the language choice, the member's `language`
 * preference, the gateway's boot and the copy checks read. A third language is a line here and its copy folder
 * (content/<language>/, content/brands/<brand>/<language>/). The first is the default, and every other language
 * falls back to it key by key.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = LANGUAGES[0];

/** The locale dates, money and numbers are written in for each language (Intl). */
export const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** A language as a member preference (schemas/api/onboarding.ts). */
export const languageSchema = { type: 'string', enum: LANGUAGES } as const;
