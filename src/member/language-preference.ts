import { callApi } from '../api/client';
import { getPreferences, putLanguagePreference } from '../api/generated/endpoints/onboarding';
import { languageAfterSignIn, languageCookie, languageCookieOf } from '../engine/i18n/language';
import type { Language } from '../../schemas/generic/languages';

/*
 * The member's `language` preference (issue 30): saved when a signed-in member picks a language, and reconciled
 * with this browser's choice at sign-in (src/engine/i18n/language.ts `languageAfterSignIn`). Loaded only then, never
 * with the first page. A failed call leaves the page as it is: the language is still the browser's cookie.
 */

/** Saves the signed-in member's language. */
export async function saveLanguagePreference(language: Language): Promise<void> {
  await callApi(putLanguagePreference, { body: { language } });
}

/**
 * After a sign-in with `token`: saves this browser's choice as the member's preference, or takes the member's
 * preference into this browser. Answers the language the next page must be loaded in when it is not `current`.
 */
export async function reconcileLanguageAtSignIn(token: string, current: Language): Promise<Language | null> {
  const cookie = languageCookieOf(document.cookie);
  const preference = await callApi(getPreferences, { token, failure: 'exempt' }).then(
    (answer) => answer.language,
    () => undefined,
  );
  const { save, show } = languageAfterSignIn({ cookie, preference, current });
  if (save) await callApi(putLanguagePreference, { body: { language: save }, token }).catch(() => undefined);
  if (show) document.cookie = languageCookie(show, window.location.protocol === 'https:');
  return show;
}
