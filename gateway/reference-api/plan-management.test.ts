import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cancellationMessages } from './routes/plan-management';
import { createHarness, type Harness } from '../testing/gateway-harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

type Details = { eligibleAndActive: boolean; directPlanCancellationStatus: { id: string; description: string } | null; coverageEndDateUponCancellation: string | null };
const cancel = (token: string | null, cancellationStatusId: unknown, headers: Record<string, string> = {}) =>
  h.app.inject({
    method: 'POST',
    url: '/api/plan-management/cancellation',
    payload: { cancellationStatusId },
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
const details = async (token: string) => (await h.get('/api/plan-management/details', token)).json() as Details;

describe('POST /api/plan-management/cancellation', () => {
  it('sets a renewable direct plan not to renew: the details answer the status and the coverage end date', async () => {
    const token = await h.login('subscriber');
    const before = await details(token);
    expect(before).toMatchObject({ eligibleAndActive: true, directPlanCancellationStatus: null });
    const response = await cancel(token, 'M');
    expect(response.statusCode).toBe(200);
    const answered = response.json() as Details;
    expect(answered.directPlanCancellationStatus).toEqual({ id: 'M', description: 'Medical plan will not renew' });
    expect(answered.coverageEndDateUponCancellation).toBe(before.coverageEndDateUponCancellation);
    expect(await details(token)).toEqual(answered);
  });

  it('keeps the choice per demo scope until a reset', async () => {
    const token = await h.login('subscriber');
    expect((await cancel(token, 'D', { 'x-demo-scope': 'test-a' })).statusCode).toBe(200);
    expect((await details(token)).directPlanCancellationStatus).toBeNull();
    expect((await cancel(token, 'D')).statusCode).toBe(200);
    expect((await details(token)).directPlanCancellationStatus?.id).toBe('D');
    await h.app.inject({ method: 'POST', url: '/api/__demo/reset' });
    expect((await details(token)).directPlanCancellationStatus).toBeNull();
  });

  it('refuses a second choice (400), the cancelled persona’s seeded status D too', async () => {
    const cancelled = await h.login('cancelled');
    expect((await details(cancelled)).directPlanCancellationStatus).toEqual({ id: 'D', description: 'Medical and dental plans will not renew' });
    const again = await cancel(cancelled, 'M');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 400, errorCode: 'ALREADY_CANCELLED', message: cancellationMessages.alreadySet });
    expect((await details(cancelled)).directPlanCancellationStatus?.id).toBe('D');

    const subscriber = await h.login('subscriber');
    await cancel(subscriber, 'M');
    expect((await cancel(subscriber, 'D')).statusCode).toBe(400);
  });

  it('refuses dependents and members without plan management (403)', async () => {
    for (const username of ['minordep', 'adultdep', 'local598', 'medicare', 'termed']) {
      const response = await cancel(await h.login(username), 'M');
      expect(response.statusCode, username).toBe(403);
      expect(response.json()).toEqual({ status: 403, errorCode: 'CANCELLATION_NOT_ALLOWED', message: cancellationMessages.notAllowed });
    }
    expect((await details(await h.login('subscriber'))).directPlanCancellationStatus).toBeNull();
  });

  it('refuses an unknown option (the schema) and needs a session', async () => {
    const token = await h.login('subscriber');
    expect((await cancel(token, 'X')).statusCode).toBe(400);
    expect((await cancel(token, null)).statusCode).toBe(400);
    expect((await cancel(null, 'M')).statusCode).toBe(401);
  });
});
