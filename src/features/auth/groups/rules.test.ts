import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { setCurrentLanguage } from '../../../engine/i18n/language';
import { wordsText } from '../../../engine/i18n/words';
import { translator } from '../../../../test/translate';
import {
  dateRangeText,
  emptyLoginAs,
  groupChoice,
  loginAsMessageAfter,
  loginAsPayload,
  loginAsRules,
  loginAsTitleKey,
  planStatusMark,
  showsInactiveBanner,
  specificMemberComplete,
  type LoginAsValues,
} from './rules';
import { validate } from '../../../ui/validation/validators';

const plan = (planStatus: 'ACTIVE' | 'FUTURE' | 'TERMED') => ({ planStatus, planEffectiveDate: '2024-01-01', planTerminationDate: null });

describe('select-group plan status marks', () => {
  it('marks active with a check, future with a clock, termed with a cross and no plan with a dash', () => {
    expect(planStatusMark(plan('ACTIVE'))).toEqual({ icon: 'check', labelKey: 'groups.planStatus.active' });
    expect(planStatusMark(plan('FUTURE'))).toEqual({ icon: 'clock', labelKey: 'groups.planStatus.future' });
    expect(planStatusMark(plan('TERMED'))).toEqual({ icon: 'close', labelKey: 'groups.planStatus.termed' });
    expect(planStatusMark(null)).toEqual({ icon: 'minus', labelKey: 'groups.planStatus.none' });
  });
});

describe("group selection's 'Inactive plan' banner", () => {
  it('shows for an inactive group only', () => {
    expect(showsInactiveBanner({ inactive: true })).toBe(true);
    expect(showsInactiveBanner({ inactive: false })).toBe(false);
  });
});

describe('date range text', () => {
  it('formats both ends as mm/dd/yyyy', () => {
    expect(dateRangeText('2024-06-01', '2025-05-31')).toEqual({
      key: 'groups.dates.range',
      values: { from: '06/01/2024', to: '05/31/2025' },
    });
  });
  it('says since when while there is no end date', () => {
    expect(dateRangeText('2024-06-01', null)).toEqual({ key: 'groups.dates.since', values: { from: '06/01/2024' } });
  });
});

describe('choosing a group (spec §4)', () => {
  const claims = { groupId: '10005360', temporary: false };
  it('routes on with the group already tied to the token', () => {
    expect(groupChoice('10005360', claims)).toBe('routeOn');
  });
  it('switches to any other group first', () => {
    expect(groupChoice('10001450', claims)).toBe('switchGroup');
    expect(groupChoice('10005360', null)).toBe('switchGroup');
  });
  it('lets the gateway confirm the tied group while the token is still temporary', () => {
    expect(groupChoice('10005360', { ...claims, temporary: true })).toBe('switchGroup');
  });
});

describe('login-as form (spec §5)', () => {
  const rules = loginAsRules('2026-11-21');
  const kind = (field: keyof LoginAsValues, value: string) => validate(value, rules[field])?.kind ?? null;

  it('requires a subscriber ID of 9 or 10 letters and digits', () => {
    expect(kind('subscriberId', '')).toBe('required');
    expect(kind('subscriberId', 'MA20004')).toBe('pattern');
    expect(kind('subscriberId', 'MA2000-451')).toBe('pattern');
    expect(kind('subscriberId', 'MA2000451')).toBeNull();
    expect(kind('subscriberId', 'MA20004510')).toBeNull();
  });

  it('takes a date of birth as mm/dd/yyyy, not after today, and leaves it optional', () => {
    expect(kind('dateOfBirth', '')).toBeNull();
    expect(kind('dateOfBirth', '1953-04-02')).toBe('invalidDate');
    expect(kind('dateOfBirth', '11/21/2026')).toBeNull();
    expect(kind('dateOfBirth', '11/22/2026')).toBe('notAfterToday');
  });

  it('checks names with the name rule, optional on their own', () => {
    expect(kind('firstName', '')).toBeNull();
    expect(kind('firstName', "O'Neil")).toBeNull();
    expect(kind('lastName', 'B3ll')).toBe('pattern');
  });

  it('needs first name, last name and date of birth together for a specific member', () => {
    const full = { firstName: 'Nadia', lastName: 'Bell', dateOfBirth: '01/02/1991', subscriberId: 'PD3000117' };
    expect(specificMemberComplete(full)).toBe(true);
    expect(specificMemberComplete({ ...full, lastName: ' ' })).toBe(false);
    expect(specificMemberComplete({ ...full, dateOfBirth: '' })).toBe(false);
    expect(loginAsMessageAfter({ type: 'submit', mode: 'specificMember', values: { ...full, firstName: '' } })).toEqual({
      kind: 'specificMemberRequired',
    });
    expect(loginAsMessageAfter({ type: 'submit', mode: 'specificMember', values: full })).toBeNull();
  });

  it("does not ask for them with 'Continue as subscriber'", () => {
    expect(loginAsMessageAfter({ type: 'submit', mode: 'subscriber', values: { ...emptyLoginAs, subscriberId: 'PD3000117' } })).toBeNull();
  });

  it("says why the server refused (spec §8: 400 and 404) in the page's language, and clears any message when the values change", () => {
    const refused = (status: number, errorCode: string | undefined, message: string) =>
      new ApiError({ status, url: '/api/login-as', method: 'POST', message, ...(errorCode ? { errorCode } : {}) });
    const noMatch = refused(404, 'NO_MEMBER_MATCHES', 'No member matches that subscriber ID and those details.');
    const domain = refused(400, 'DOMAIN_MISMATCH', 'The domain is not the one the staff member signed in on.');
    const other = refused(400, undefined, 'Invalid request: body must have required property subscriberId.');
    for (const language of ['en', 'es'] as const) {
      setCurrentLanguage(language);
      const t = translator(language);
      const words = (error: ApiError) => {
        const message = loginAsMessageAfter({ type: 'serverError', error });
        return message?.kind === 'server' ? wordsText(message.words, t) : message;
      };
      expect(words(noMatch)).toBe(language === 'en' ? noMatch.message : 'Ningún miembro coincide con ese ID de suscriptor y esos datos.');
      expect(words(domain)).toBe(language === 'en' ? domain.message : 'El dominio no es el mismo en el que inició sesión el miembro del personal.');
      // No words for it: the server's English on an English page, ours ('failed') on a Spanish one.
      expect(words(other)).toEqual(language === 'en' ? other.message : { kind: 'failed' });
    }
    setCurrentLanguage('en');
    expect(loginAsMessageAfter({ type: 'change' })).toBeNull();
  });

  it("sends the subscriber ID only for 'Continue as subscriber', all fields with the date as yyyy-mm-dd for Submit", () => {
    const values = { firstName: ' Nadia ', lastName: 'Bell', dateOfBirth: '1/2/1991', subscriberId: ' PD3000117 ' };
    expect(loginAsPayload('subscriber', values, 5)).toEqual({ subscriberId: 'PD3000117', domainId: 5 });
    expect(loginAsPayload('specificMember', values, 5)).toEqual({
      subscriberId: 'PD3000117', domainId: 5, firstName: 'Nadia', lastName: 'Bell', dateOfBirth: '1991-01-02',
    });
  });

  it('titles the page by the staff role', () => {
    expect(loginAsTitleKey('logInAsAnyone')).toBe('groups.loginAs.titleAnyone');
    expect(loginAsTitleKey('logInAsNonEmp')).toBe('groups.loginAs.titleNonEmployee');
  });
});
