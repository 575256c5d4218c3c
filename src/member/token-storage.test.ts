import { beforeEach, describe, expect, it } from 'vitest';
import { clearAllStorage, readAccessToken, readTemporaryToken, saveAccessToken, saveTemporaryToken, sessionTokenOf } from './token-storage';

const now = new Date('2026-11-21T10:00:00Z');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('token storage', () => {
  it('keeps the access token for 2 hours', () => {
    saveAccessToken('t1', now);
    expect(readAccessToken(new Date(now.getTime() + 7_199_000))).toBe('t1');
    expect(readAccessToken(new Date(now.getTime() + 7_200_000))).toBeNull();
  });

  it('clears every storage on logout', async () => {
    saveAccessToken('t1', now);
    saveTemporaryToken('tmp');
    await clearAllStorage();
    expect(readAccessToken(now)).toBeNull();
    expect(readTemporaryToken()).toBeNull();
  });
});

describe('the session cookie', () => {
  it('is read from a cookie list, decoded', () => {
    expect(sessionTokenOf('a=1; md_session=x.y%3Dz; b=2')).toBe('x.y=z');
    expect(sessionTokenOf('a=1')).toBeNull();
    expect(sessionTokenOf('')).toBeNull();
  });

  it('is null when it does not decode, rather than throwing', () => {
    expect(sessionTokenOf('md_session=%E0%A4%A')).toBeNull();
  });
});
