import { describe, expect, it, vi } from 'vitest';
import { allSections, noSections, unsetPreferences } from './preferences.fixture';
import {
  initialPreferencesForm,
  isYes,
  preferenceDefault,
  preferencesRequest,
  scrollToTopWhenInvalid,
  type Preferences,
} from './preferences';

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


describe('each flag\'s default (spec §5)', () => {
  it.each([
    ['electronicEob', 'N', 'Y'],
    ['discontinuePaperStatements', 'N', 'Y'],
    ['emailWhenBillReady', 'N', 'Y'],
    ['emailPaymentReminder', 'N', 'Y'],
    ['electronicMedicareMailing', 'Y', 'Y'],
    ['emailBreakingNews', 'N', 'N'],
    ['emailAutopayWithdrawalReminder', 'N', 'N'],
  ] as const)('%s: %s with the extended policy, %s without', (flag, extended, standard) => {
    expect(preferenceDefault(flag, true)).toBe(extended);
    expect(preferenceDefault(flag, false)).toBe(standard);
  });
});

describe('a form that edits some sections (the settings page)', () => {
  const saved: Preferences = {
    ...unsetPreferences,
    emailAddress: 'a@example.com',
    electronicEob: 'Y',
    emailBreakingNews: 'N',
    discontinuePaperStatements: 'N',
    emailWhenBillReady: null,
  };
  const everythingChanged = {
    ...initialPreferencesForm(saved, false),
    emailBreakingNews: 'Y',
    electronicEob: 'N',
    discontinuePaperStatements: 'Y',
    emailWhenBillReady: 'N',
  };

  it('changes only the flags of the sections it edits', () => {
    expect(preferencesRequest(everythingChanged, saved, { ...noSections, ebill: true })).toEqual({
      ...saved,
      discontinuePaperStatements: 'Y',
      emailWhenBillReady: 'N',
      emailPaymentReminder: 'Y',
      emailAutopayWithdrawalReminder: 'N',
    });
    expect(preferencesRequest(everythingChanged, saved, { ...noSections, marketingEmail: true })).toEqual({ ...saved, emailBreakingNews: 'Y' });
  });

  it("a dependent's form (electronicEob not relevant) never sends a changed electronicEob", () => {
    const dependent = { ...allSections, electronicEob: false };
    expect(preferencesRequest(everythingChanged, saved, dependent).electronicEob).toBe('Y');
    expect(preferencesRequest(everythingChanged, { ...saved, electronicEob: null }, dependent).electronicEob).toBeNull();
  });
});

describe('scrollToTopWhenInvalid (spec §5: an invalid preferences form scrolls to top)', () => {
  it('scrolls to the top only when the form is invalid', () => {
    const scroll = vi.fn();
    scrollToTopWhenInvalid(true, scroll);
    expect(scroll).not.toHaveBeenCalled();
    scrollToTopWhenInvalid(false, scroll);
    expect(scroll).toHaveBeenCalledWith({ top: 0 });
  });
});
