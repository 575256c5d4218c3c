import type { FromSchema } from 'json-schema-to-ts';
import type {
  preferenceFlags,
  preferencesRequestSchema,
  preferencesSchema,
  relevantPreferencesSchema,
} from '@schemas/api/onboarding';

/*
 * The member's communication preferences (spec §3 Preferences, §5 defaults): pure rules the onboarding page
 * (/update-preferences) and the settings page (/account/settings) share, each written once.
 */

export type Preferences = FromSchema<typeof preferencesSchema>;
export type PreferencesRequest = FromSchema<typeof preferencesRequestSchema>;
export type PreferenceFlag = (typeof preferenceFlags)[number];
export type RelevantPreferences = FromSchema<typeof relevantPreferencesSchema>;

/** Spec §3: a flag is true only if 'Y', in any case. */
export function isYes(flag: string | null | undefined): boolean {
  return flag?.toUpperCase() === 'Y';
}

/** The flags each section of the preferences (account/relevant-preferences names the sections) edits. */
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

/** A preferences form's values as text (the form hook's shape): the email, and 'Y' or 'N' per flag it edits. */
export type PreferencesForm = Record<'emailAddress' | FormFlag, string>;

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

/** What a form starts from: each flag as saved (on only if 'Y'), or its default while it is null. */
export function initialPreferencesForm(current: Preferences, hasExtendedPolicy: boolean): PreferencesForm {
  const form = { emailAddress: current.emailAddress ?? '' } as PreferencesForm;
  for (const flag of formFlags) {
    const saved = current[flag];
    form[flag] = saved === null ? preferenceDefault(flag, hasExtendedPolicy) : isYes(saved) ? 'Y' : 'N';
  }
  return form;
}

/**
 * The PUT body: the email and the flags of the sections the form edits (`edited`: the relevant sections it
 * shows); every other flag as it was. A dependent's form never edits electronicEob (relevant to subscribers
 * only), so it goes back as it was.
 */
export function preferencesRequest(form: PreferencesForm, current: Preferences, edited: RelevantPreferences): PreferencesRequest {
  const request: PreferencesRequest = { ...current, emailAddress: form.emailAddress.trim() };
  for (const section of sections) {
    if (!edited[section]) continue;
    for (const flag of sectionFlags[section]) request[flag] = isYes(form[flag]) ? 'Y' : 'N';
  }
  return request;
}

/** Spec §5: an invalid preferences form scrolls to the top (the form has already focused its first invalid field). */
export function scrollToTopWhenInvalid(isValid: boolean, scrollTo: (options: ScrollToOptions) => void = (o) => window.scrollTo(o)): void {
  if (!isValid) scrollTo({ top: 0 });
}
