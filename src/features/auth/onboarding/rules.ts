import type { PreferenceFlag, Preferences, RelevantPreferences } from '../../../member/preferences';
import type { RegistrationPolicies } from './onboarding-types';

/* Pure spec rules of the onboarding pages (spec §3 Preferences, §4 submits, §5 policy, eEOB and defaults, §9). */

/** Spec §9: how long the success snackbar of each page shows. */
export const PREFERENCES_SNACKBAR_MS = 3000;
export const POLICIES_SNACKBAR_MS = 5000;

/**
 * The flags a relevant section needs answered before the member may go on (spec §4 "a required preference is
 * still null"). Marketing email and the autopay reminder are opt-ins: unset is an answer.
 */
export function requiredPreferenceFlags(relevant: RelevantPreferences): PreferenceFlag[] {
  const flags: PreferenceFlag[] = [];
  if (relevant.electronicEob) flags.push('electronicEob');
  if (relevant.medicareMaterials) flags.push('electronicMedicareMailing');
  if (relevant.ebill) flags.push('discontinuePaperStatements', 'emailWhenBillReady', 'emailPaymentReminder');
  return flags;
}

/** Spec §4: the preferences page is due when the email is missing or a required preference is still null. */
export function preferencesDue(email: string | null, preferences: Preferences, relevant: RelevantPreferences): boolean {
  if (!email?.trim()) return true;
  return requiredPreferenceFlags(relevant).some((flag) => preferences[flag] === null);
}

export type EeobChoice = 'consent' | 'paper';

/** Spec §5: the eEOB choice is the subscriber's only; consented by default while unset; null for others. */
export function initialEeobChoice(isSubscriber: boolean, consented: boolean | null): EeobChoice | null {
  if (!isSubscriber) return null;
  return consented === false ? 'paper' : 'consent';
}

/** The choice a radio value stands for, or null when none is chosen. */
export function eeobChoiceOf(value: string): EeobChoice | null {
  return value === 'consent' || value === 'paper' ? value : null;
}

/** The PUT body of the registration policies page: the policy signed, and the subscriber's eEOB choice. */
export function policiesRequest(isSubscriber: boolean, choice: EeobChoice | null): RegistrationPolicies {
  return { isCommunicationPolicySigned: true, isEeobPreferenceConsented: isSubscriber ? choice !== 'paper' : null };
}
