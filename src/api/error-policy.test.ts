import { describe, expect, it } from 'vitest';
import { isHandledLocally } from './error-policy';

describe('isHandledLocally (spec §8 exempt URLs)', () => {
  it.each([
    '/api/account/registration/policies',
    '/api/token',
    '/api/token/userkey',
    '/api/account/security-questions',
    '/api/forgot-password/reset',
    '/api/forgot-username',
    '/api/account/password',
    '/api/medicare-materials',
    '/api/v2/eobs?claimId=1',
    '/api/claims/medical?page=0',
    '/api/pcp/provider?providerId=3',
  ])('%s is handled where it is called', (url) => {
    expect(isHandledLocally(url, 'GET', 500)).toBe(true);
  });

  it('leaves account, groups and programs to the global handler', () => {
    expect(isHandledLocally('/api/account', 'GET', 500)).toBe(false);
    expect(isHandledLocally('/api/groups', 'GET', 401)).toBe(false);
    expect(isHandledLocally('/api/programs', 'GET', 503)).toBe(false);
  });

  it('handles the login-as POST locally only for 400 and 404', () => {
    expect(isHandledLocally('/api/login-as', 'POST', 400)).toBe(true);
    expect(isHandledLocally('/api/login-as', 'POST', 404)).toBe(true);
    expect(isHandledLocally('/api/login-as', 'POST', 500)).toBe(false);
  });
});
