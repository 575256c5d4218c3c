import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { setCurrentLanguage } from '../../../engine/i18n/language';
import { wordsText } from '../../../engine/i18n/words';
import { translator } from '../../../../test/translate';
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
  afterEach(() => setCurrentLanguage('en'));

  it("shows the gateway's message for a refused exempt call without a code we word, on an English page", () => {
    expect(failureNotice(apiError(postRegistration, 400))).toEqual({ kind: 'refused', words: { text: 'From the gateway' } });
    expect(failureNotice(apiError(postPasswordReset, 400))).toEqual({ kind: 'refused', words: { text: 'From the gateway' } });
    expect(failureNotice(apiError(putPassword, 400))).toEqual({ kind: 'refused', words: { text: 'From the gateway' } });
  });

  it('words each refusal code of the account forms in English, as the gateway does, and in Spanish', () => {
    const cases: [Call, string, string, string][] = [
      [postRegistration, 'USERNAME_TAKEN', 'That username is already taken. Choose another one.', 'Ese nombre de usuario ya está en uso. Elija otro.'],
      [postRegistration, 'MEMBER_NOT_FOUND',
        'We could not create an account with those details. Check them against your member ID card. If you already have an account, use Forgot username or Forgot password.',
        'No pudimos crear una cuenta con esos datos. Compárelos con su tarjeta de identificación de miembro. Si ya tiene una cuenta, use “¿Olvidó su nombre de usuario?” o “¿Olvidó su contraseña?”.'],
      [postPasswordReset, 'INVALID_CODE', 'That code is not valid or has expired. Request a new code and try again.',
        'Ese código no es válido o ya venció. Solicite un código nuevo e inténtelo de nuevo.'],
      [putPassword, 'INVALID_CURRENT_PASSWORD', 'Your current password is not correct.', 'Su contraseña actual no es correcta.'],
      [putPassword, 'PASSWORD_UNCHANGED', 'Choose a new password that is different from your current one.', 'Elija una contraseña nueva que sea diferente de la actual.'],
    ];
    for (const [call, errorCode, english, spanish] of cases) {
      for (const [language, expected] of [['en', english], ['es', spanish]] as const) {
        setCurrentLanguage(language);
        const notice = failureNotice(new ApiError({ status: 400, url: `/api${call.path}`, method: call.method, message: english, errorCode, failure: call.failure }));
        expect(notice?.kind === 'refused' ? wordsText(notice.words, translator(language)) : notice).toBe(expected);
      }
    }
  });

  it("says 'try later' in Spanish, never the gateway's English, for a refusal we have no words for", () => {
    setCurrentLanguage('es');
    const invalid = new ApiError({ status: 400, url: '/api/account/registration', method: 'POST', message: 'Invalid username.', errorCode: 'INVALID_FIELD', failure: 'exempt' });
    expect(failureNotice(invalid)).toEqual({ kind: 'unavailable' });
    expect(failureNotice(apiError(postRegistration, 400))).toEqual({ kind: 'unavailable' });
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
