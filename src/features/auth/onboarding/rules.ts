import type { PreferenceFlag, Preferences, PreferencesRequest, RegistrationPolicies, RelevantPreferences } from './onboarding-types';

/* Pure spec rules of the onboarding pages (spec §3 Preferences, §4 submits, §5 policy, eEOB and defaults, §9). */

/** Spec §9: how long the success snackbar of each page shows. */
export const PREFERENCES_SNACKBAR_MS = 3000;
export const POLICIES_SNACKBAR_MS = 5000;

/** Spec §3: a flag is true only if 'Y', in any case. */
export function isYes(flag: string | null | undefined): boolean {
  return flag?.toUpperCase() === 'Y';
}

/** The flags each section of the preferences page edits. */
export const sectionFlags = {
  marketingEmail: ['emailBreakingNews'],
  electronicEob: ['electronicEob'],
  medicareMaterials: ['electronicMedicareMailing'],
  ebill: ['discontinuePaperStatements', 'emailWhenBillReady', 'emailPaymentReminder', 'emailAutopayWithdrawalReminder'],
} as const satisfies Record<keyof RelevantPreferences, readonly PreferenceFlag[]>;

export type Section = keyof typeof sectionFlags;
export type FormFlag = (typeof sectionFlags)[Section][number];
export const sections = Object.keys(sectionFlags) as Section[];
const formFlags = sections.flatMap((section): readonly FormFlag[] => sectionFlags[section]);

/** The page's values as text (the form hook's shape): the email, and 'Y' or 'N' per flag it edits. */
export type PreferencesForm = Record<'emailAddress' | FormFlag, string>;

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

/**
 * Spec §5 defaults when a preference is null: with the extended policy electronic EOBs and paperless eBill are
 * N and the bill-ready and payment-reminder emails off; without it Y, Y, on, on. Medicare mailing defaults to Y,
 * marketing news to off. The autopay reminder has no default in the spec: off, like the other opt-in.
 */
export function preferenceDefault(flag: FormFlag, hasExtendedPolicy: boolean): 'Y' | 'N' {
  switch (flag) {
    case 'electronicEob':
    case 'discontinuePaperStatements':
    case 'emailWhenBillReady':
    case 'emailPaymentReminder':
      return hasExtendedPolicy ? 'N' : 'Y';
    case 'electronicMedicareMailing':
      return 'Y';
    case 'emailBreakingNews':
    case 'emailAutopayWithdrawalReminder':
      return 'N';
  }
}

/** What the page starts from: each flag as saved (on only if 'Y'), or its default while it is null. */
export function initialPreferencesForm(current: Preferences, hasExtendedPolicy: boolean): PreferencesForm {
  const form = { emailAddress: current.emailAddress ?? '' } as PreferencesForm;
  for (const flag of formFlags) {
    const saved = current[flag];
    form[flag] = saved === null ? preferenceDefault(flag, hasExtendedPolicy) : isYes(saved) ? 'Y' : 'N';
  }
  return form;
}

/** The PUT body: the email and the flags of the relevant sections from the page; every other flag as it was. */
export function preferencesRequest(form: PreferencesForm, current: Preferences, relevant: RelevantPreferences): PreferencesRequest {
  const request: PreferencesRequest = { ...current, emailAddress: form.emailAddress.trim() };
  for (const section of sections) {
    if (!relevant[section]) continue;
    for (const flag of sectionFlags[section]) request[flag] = isYes(form[flag]) ? 'Y' : 'N';
  }
  return request;
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
