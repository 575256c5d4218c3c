import { describe, expect, it } from 'vitest';
import type { Preferences, RelevantPreferences } from './onboarding-types';
import { unsetPreferences } from './preferences.fixture';
import {
  eeobChoiceOf,
  initialEeobChoice,
  initialPreferencesForm,
  isYes,
  policiesRequest,
  preferencesDue,
  preferencesRequest,
  requiredPreferenceFlags,
} from './rules';

const allSections: RelevantPreferences = { marketingEmail: true, electronicEob: true, medicareMaterials: true, ebill: true };
const noSections: RelevantPreferences = { marketingEmail: false, electronicEob: false, medicareMaterials: false, ebill: false };

describe('a preference flag (spec §3)', () => {
  it('is true only if Y, in any case', () => {
    expect(isYes('Y')).toBe(true);
    expect(isYes('y')).toBe(true);
    expect(isYes('N')).toBe(false);
    expect(isYes('yes')).toBe(false);
    expect(isYes(null)).toBe(false);
    expect(isYes(undefined)).toBe(false);
  });
});

describe('defaults when a preference is null (spec §5)', () => {
  const flagsOf = (hasExtendedPolicy: boolean) => {
    const { emailAddress: _email, ...flags } = initialPreferencesForm(unsetPreferences, hasExtendedPolicy);
    return flags;
  };

  it('with the extended policy: electronicEob N, discontinuePaperStatements N, bill-ready and payment-reminder emails off', () => {
    expect(flagsOf(true)).toMatchObject({
      electronicEob: 'N',
      discontinuePaperStatements: 'N',
      emailWhenBillReady: 'N',
      emailPaymentReminder: 'N',
    });
  });

  it('without it: Y, Y, on, on', () => {
    expect(flagsOf(false)).toMatchObject({
      electronicEob: 'Y',
      discontinuePaperStatements: 'Y',
      emailWhenBillReady: 'Y',
      emailPaymentReminder: 'Y',
    });
  });

  it.each([true, false])('extended policy %s: Medicare mailing Y, marketing news and the autopay reminder off', (extended) => {
    expect(flagsOf(extended)).toMatchObject({ electronicMedicareMailing: 'Y', emailBreakingNews: 'N', emailAutopayWithdrawalReminder: 'N' });
  });

  it('keeps a saved flag, on only if Y in any case, and the saved email', () => {
    const saved = { ...unsetPreferences, emailAddress: 'a@example.com', electronicEob: 'N', emailBreakingNews: 'Y' } as const;
    expect(initialPreferencesForm(saved, false)).toMatchObject({ emailAddress: 'a@example.com', electronicEob: 'N', emailBreakingNews: 'Y' });
    expect(initialPreferencesForm(unsetPreferences, false).emailAddress).toBe('');
  });
});

describe('when the preferences page is due (spec §4)', () => {
  const complete: Preferences = {
    ...unsetPreferences,
    emailAddress: 'a@example.com',
    electronicEob: 'Y',
    electronicMedicareMailing: 'N',
    discontinuePaperStatements: 'N',
    emailWhenBillReady: 'Y',
    emailPaymentReminder: 'N',
  };

  it('is due when the email is missing or blank', () => {
    expect(preferencesDue(null, complete, noSections)).toBe(true);
    expect(preferencesDue('  ', complete, noSections)).toBe(true);
    expect(preferencesDue('a@example.com', complete, allSections)).toBe(false);
  });

  it.each([
    ['electronicEob', { ...noSections, electronicEob: true }],
    ['electronicMedicareMailing', { ...noSections, medicareMaterials: true }],
    ['discontinuePaperStatements', { ...noSections, ebill: true }],
    ['emailWhenBillReady', { ...noSections, ebill: true }],
    ['emailPaymentReminder', { ...noSections, ebill: true }],
  ] as const)('is due while %s of a relevant section is null, not when the section is irrelevant', (flag, relevant) => {
    expect(preferencesDue('a@example.com', { ...complete, [flag]: null }, relevant)).toBe(true);
    expect(preferencesDue('a@example.com', { ...complete, [flag]: null }, noSections)).toBe(false);
  });

  it('never for an unset opt-in (marketing news, autopay reminder)', () => {
    expect(requiredPreferenceFlags(allSections)).not.toContain('emailBreakingNews');
    expect(requiredPreferenceFlags(allSections)).not.toContain('emailAutopayWithdrawalReminder');
    expect(preferencesDue('a@example.com', { ...complete, emailBreakingNews: null, emailAutopayWithdrawalReminder: null }, allSections)).toBe(false);
  });
});

describe('the preferences PUT body', () => {
  const current: Preferences = { ...unsetPreferences, electronicEob: 'N', emailEwpNotification: 'Y' };
  const form = { ...initialPreferencesForm(unsetPreferences, false), emailAddress: ' new@example.com ', emailBreakingNews: 'Y' };

  it('takes the trimmed email and the flags of relevant sections; every other flag stays as it was', () => {
    expect(preferencesRequest(form, current, { ...noSections, marketingEmail: true, ebill: true })).toEqual({
      ...current,
      emailAddress: 'new@example.com',
      emailBreakingNews: 'Y',
      discontinuePaperStatements: 'Y',
      emailWhenBillReady: 'Y',
      emailPaymentReminder: 'Y',
      emailAutopayWithdrawalReminder: 'N',
    });
  });

  it('writes every edited flag as Y or N', () => {
    const body = preferencesRequest(form, unsetPreferences, allSections);
    const { emailAddress: _email, emailEwpNotification, showEwpLandingPage, ...edited } = body;
    expect(Object.values(edited).every((flag) => flag === 'Y' || flag === 'N')).toBe(true);
    expect([emailEwpNotification, showEwpLandingPage]).toEqual([null, null]);
  });
});

describe('the eEOB choice of the registration policies page (spec §5)', () => {
  it('is only for subscribers, consented by default when unset', () => {
    expect(initialEeobChoice(true, null)).toBe('consent');
    expect(initialEeobChoice(true, true)).toBe('consent');
    expect(initialEeobChoice(true, false)).toBe('paper');
    expect(initialEeobChoice(false, true)).toBeNull();
  });

  it('reads a radio value as a choice, or none', () => {
    expect(eeobChoiceOf('consent')).toBe('consent');
    expect(eeobChoiceOf('paper')).toBe('paper');
    expect(eeobChoiceOf('')).toBeNull();
  });

  it('signs the policy and sends the choice, null for a non-subscriber', () => {
    expect(policiesRequest(true, 'consent')).toEqual({ isCommunicationPolicySigned: true, isEeobPreferenceConsented: true });
    expect(policiesRequest(true, 'paper')).toEqual({ isCommunicationPolicySigned: true, isEeobPreferenceConsented: false });
    expect(policiesRequest(true, null)).toEqual({ isCommunicationPolicySigned: true, isEeobPreferenceConsented: true });
    expect(policiesRequest(false, 'consent')).toEqual({ isCommunicationPolicySigned: true, isEeobPreferenceConsented: null });
  });
});
