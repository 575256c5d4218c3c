import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import type { Call } from '../../../api/call-types';
import { postForgotUsername, postPasswordReset, postRegistration, postUsername, putPassword } from '../../../api/generated/endpoints/account-forms';
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

/** A failed call as the client reports it: with the handling its declaration says. */
const apiError = (call: Call, status: number, message = 'From the gateway') =>
  new ApiError({ status, url: `/api${call.path}`, method: call.method, message, failure: call.failure });

describe('failureNotice (spec §8 exempt calls)', () => {
  it("shows the gateway's message for a refused exempt call", () => {
    expect(failureNotice(apiError(postRegistration, 400))).toEqual({ kind: 'server', text: 'From the gateway' });
    expect(failureNotice(apiError(postPasswordReset, 400))).toEqual({ kind: 'server', text: 'From the gateway' });
    expect(failureNotice(apiError(putPassword, 400))).toEqual({ kind: 'server', text: 'From the gateway' });
  });
  it('says "try later" for other failures of exempt calls, never the raw error', () => {
    expect(failureNotice(apiError(postForgotUsername, 500, 'The gateway could not complete the request.'))).toEqual({ kind: 'unavailable' });
    expect(failureNotice(apiError(postForgotUsername, 1, 'The network request failed.'))).toEqual({ kind: 'unavailable' });
  });
  it('leaves calls that are not exempt to the global handler', () => {
    expect(failureNotice(apiError(postUsername, 500))).toBeNull();
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
