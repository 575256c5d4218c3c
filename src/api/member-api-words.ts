import type { MemberApiErrorCode } from '@schemas/api/common';
import type { Language } from '../../schemas/generic/languages';
import { currentLanguage } from '../engine/i18n/language';
import type { Words } from '../engine/i18n/words';

/*
 * What the member API writes for the member, in the page's language (issue 30). The API writes English; a page in
 * another language shows the app's own words: for a refusal, those of its `errorCode` (schemas/api/common.ts), else
 * the screen's; for a confirmation it answers as text, the screen's.
 */

/** The language the member API writes its messages in (English, like the spec's error catalogue). */
export const MEMBER_API_LANGUAGE: Language = 'en';

/** A screen's words for the member API's refusals it explains: a copy key by errorCode. */
export type RefusalKeys = Partial<Record<MemberApiErrorCode, string>>;

/**
 * What a refusal says to the member: the screen's words for its errorCode (`keys`); else, on a page in the member
 * API's language, the API's own message; else null (the screen's own words, never the API's English on a page in
 * another language).
 */
/** What of a refusal (an ApiError) its words come from. */
type Refusal = { errorCode?: string | undefined; message: string };

export function refusalWords(error: Refusal, keys: RefusalKeys, language: Language = currentLanguage()): Words | null {
  const code = error.errorCode;
  const key = code !== undefined && Object.hasOwn(keys, code) ? keys[code as MemberApiErrorCode] : undefined;
  if (key) return { key };
  return language === MEMBER_API_LANGUAGE && error.message ? { text: error.message } : null;
}

/** A confirmation the member API answers as text: as it came on a page in the API's language, else `own`. */
export const answerWords = (text: string, own: Words, language: Language = currentLanguage()): Words =>
  language === MEMBER_API_LANGUAGE && text.trim() ? { text } : own;
