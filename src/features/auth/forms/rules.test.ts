import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { validate } from '../../../ui/validation/validators';
import {
  changePasswordRules,
  failureNotice,
  isPasswordChangeForced,
  otherQuestions,
  registrationRequest,
  resetCode,
  resetRules,
} from './rules';

const apiError = (path: string, status: number, message = 'From the gateway') =>
  new ApiError({ status, url: `/api/${path}`, method: 'POST', message });

describe('failureNotice (spec §8 exempt URLs)', () => {
  it("shows the gateway's message for a refused exempt call", () => {
    expect(failureNotice(apiError('account/registration', 400))).toEqual({ kind: 'server', text: 'From the gateway' });
    expect(failureNotice(apiError('forgot-password/reset', 400))).toEqual({ kind: 'server', text: 'From the gateway' });
    expect(failureNotice(apiError('account/password', 400))).toEqual({ kind: 'server', text: 'From the gateway' });
  });
  it('says "try later" for other failures of exempt calls, never the raw error', () => {
    expect(failureNotice(apiError('forgot-username', 500, 'The gateway could not complete the request.'))).toEqual({ kind: 'unavailable' });
    expect(failureNotice(apiError('forgot-username', 1, 'The network request failed.'))).toEqual({ kind: 'unavailable' });
  });
  it('leaves calls that are not exempt to the global handler', () => {
    expect(failureNotice(apiError('validation/username', 500))).toBeNull();
    expect(failureNotice(null)).toBeNull();
  });
});

describe('registrationRequest', () => {
  it('trims, converts the date of birth to yyyy-mm-dd and numbers the questions', () => {
    const identity = { subscriberId: ' MD1004582 ', firstName: 'Chris ', lastName: 'Rivera', dateOfBirth: '3/4/1978' };
    const login = { username: 'chrisr ', password: 'Welcome22!', confirmPassword: 'Welcome22!', email: ' c@example.com', question1: '2', answer1: ' Rex ', question2: '5', answer2: 'Ms Park' };
    expect(registrationRequest(identity, login, 1)).toEqual({
      subscriberId: 'MD1004582', firstName: 'Chris', lastName: 'Rivera', dateOfBirth: '1978-03-04', domainId: 1,
      username: 'chrisr', password: 'Welcome22!', email: 'c@example.com',
      securityAnswers: [{ questionId: 2, answer: 'Rex' }, { questionId: 5, answer: 'Ms Park' }],
    });
  });
});

describe('otherQuestions', () => {
  it('leaves out the question chosen in the other field', () => {
    const questions = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(otherQuestions(questions, '2')).toEqual([{ id: 1 }, { id: 3 }]);
    expect(otherQuestions(questions, '')).toEqual(questions);
  });
});

describe('reset and change password rules', () => {
  it('needs a 6-digit code', () => {
    expect(resetCode('123456')).toBeNull();
    expect(resetCode('12345')).toEqual({ kind: 'pattern' });
    expect(resetCode('12345a')).toEqual({ kind: 'pattern' });
  });
  it('confirms the new password with the match validator', () => {
    const values = { code: '123456', newPassword: 'Brand3new!', confirmNewPassword: 'Brand3new?' };
    expect(validate(values.confirmNewPassword, resetRules(values).confirmNewPassword)).toEqual({ kind: 'mismatch' });
    const change = { currentPassword: '', newPassword: 'Brand3new!', confirmNewPassword: 'Brand3new!' };
    expect(validate(change.currentPassword, changePasswordRules(change).currentPassword)).toEqual({ kind: 'required' });
    expect(validate(change.confirmNewPassword, changePasswordRules(change).confirmNewPassword)).toBeNull();
  });
});

describe('isPasswordChangeForced (spec §4)', () => {
  it('is true for INI and FRC only', () => {
    expect(isPasswordChangeForced('INI')).toBe(true);
    expect(isPasswordChangeForced('FRC')).toBe(true);
    for (const status of ['ACT', 'DIS', 'DLG', undefined]) expect(isPasswordChangeForced(status)).toBe(false);
  });
});
