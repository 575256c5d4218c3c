import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { isHandledLocally } from './error-policy';

const failed = (init: Partial<ConstructorParameters<typeof ApiError>[0]> & { status: number }) =>
  new ApiError({ url: '/api/x', method: 'GET', message: 'failed', ...init });

describe('isHandledLocally (spec §8 global handling)', () => {
  it.each([401, 500, 503])('an exempt call is its screen’s at %i', (status) => {
    expect(isHandledLocally(failed({ status, failure: 'exempt' }))).toBe(true);
  });

  it('leaves a global call to the global handler', () => {
    expect(isHandledLocally(failed({ status: 500 }))).toBe(false);
    expect(isHandledLocally(failed({ status: 401, failure: 'global' }))).toBe(false);
  });

  it('keeps the statuses a global call’s screen handles (login-as: 400 and 404) and no other', () => {
    const loginAs = (status: number) => failed({ status, method: 'POST', failure: 'global', screenStatuses: [400, 404] });
    expect(isHandledLocally(loginAs(400))).toBe(true);
    expect(isHandledLocally(loginAs(404))).toBe(true);
    expect(isHandledLocally(loginAs(500))).toBe(false);
  });
});
