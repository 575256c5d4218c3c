import { describe, expect, it } from 'vitest';
import type { Preferences } from '../../../member/preferences';
import { allSections, noSections, unsetPreferences } from '../../../member/preferences.fixture';
import { eeobChoiceOf, initialEeobChoice, policiesRequest, preferencesDue, requiredPreferenceFlags } from './rules';

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
