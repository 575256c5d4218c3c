import { describe, expect, it } from 'vitest';
import { ApiError, serverMessageOr } from './api-error';
import { answerWords, refusalWords, type RefusalKeys } from './member-api-words';

const refused = (errorCode: string | undefined, message = 'That username is already taken. Choose another one.') =>
  new ApiError({ status: 400, url: '/api/account/registration', method: 'POST', message, ...(errorCode ? { errorCode } : {}) });
const keys: RefusalKeys = { USERNAME_TAKEN: 'accountForms.errors.usernameTaken' };

describe('refusalWords (issue 30: a refusal in the page\'s language)', () => {
  it('words a code the screen knows by its copy key, in every language', () => {
    expect(refusalWords(refused('USERNAME_TAKEN'), keys, 'en')).toEqual({ key: 'accountForms.errors.usernameTaken' });
    expect(refusalWords(refused('USERNAME_TAKEN'), keys, 'es')).toEqual({ key: 'accountForms.errors.usernameTaken' });
  });

  it("shows the API's English message for another code, or none, on an English page only", () => {
    expect(refusalWords(refused('INVALID_FIELD', 'Invalid username.'), keys, 'en')).toEqual({ text: 'Invalid username.' });
    expect(refusalWords(refused(undefined, 'Invalid request.'), keys, 'en')).toEqual({ text: 'Invalid request.' });
    expect(refusalWords(refused('INVALID_FIELD', 'Invalid username.'), keys, 'es')).toBeNull();
    expect(refusalWords(refused(undefined, 'Invalid request.'), keys, 'es')).toBeNull();
  });

  it('never takes a code for one of the object\'s own properties, nor an empty message for words', () => {
    expect(refusalWords(refused('constructor'), keys, 'es')).toBeNull();
    expect(refusalWords(refused('toString', ''), keys, 'en')).toBeNull();
  });
});

describe('serverMessageOr', () => {
  const t = (key: string) => `«${key}»`;
  it('says why for an explained status, in the page\'s words; otherwise the fallback', () => {
    expect(serverMessageOr(refused('USERNAME_TAKEN'), [400], 'fallback', { keys, t })).toBe('«accountForms.errors.usernameTaken»');
    expect(serverMessageOr(refused('USERNAME_TAKEN'), [403], 'fallback', { keys, t })).toBe('fallback');
    expect(serverMessageOr(new Error('boom'), [400], 'fallback', { keys, t })).toBe('fallback');
  });
});

describe('answerWords', () => {
  it("keeps the API's confirmation on an English page, the screen's own words on another", () => {
    const own = { key: 'idCard.request.sent' };
    expect(answerWords('We received your request.', own, 'en')).toEqual({ text: 'We received your request.' });
    expect(answerWords('We received your request.', own, 'es')).toEqual(own);
    expect(answerWords('  ', own, 'en')).toEqual(own);
  });
});
