import { describe, expect, it, vi } from 'vitest';
import { checkReadiness, storeReadiness, type ReadinessCheck } from './readiness';

const ok = (name: string): ReadinessCheck => ({ name, check: async () => 'fine' });
const failing = (name: string, message = 'connect ECONNREFUSED 10.0.0.5:5432'): ReadinessCheck => ({
  name,
  check: async () => {
    throw new Error(message);
  },
});

describe('checkReadiness', () => {
  it('is ready when every check passes (and with no checks at all)', async () => {
    const onFailure = vi.fn();
    expect(await checkReadiness([ok('store'), ok('memberApi')], onFailure)).toEqual({ ready: true, checks: { store: 'ok', memberApi: 'ok' } });
    expect(await checkReadiness([], onFailure)).toEqual({ ready: true, checks: {} });
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('names the check that failed; why goes to onFailure only', async () => {
    const onFailure = vi.fn();
    const readiness = await checkReadiness([ok('store'), failing('memberApi')], onFailure);
    expect(readiness).toEqual({ ready: false, checks: { store: 'ok', memberApi: 'failed' } });
    expect(JSON.stringify(readiness)).not.toContain('ECONNREFUSED');
    expect(onFailure).toHaveBeenCalledWith('memberApi', expect.objectContaining({ message: 'connect ECONNREFUSED 10.0.0.5:5432' }));
  });

  it('counts a check that throws at once, or never answers within the timeout, as failed', async () => {
    const throwsAtOnce: ReadinessCheck = {
      name: 'sync',
      check: () => {
        throw new Error('sync');
      },
    };
    const hangs: ReadinessCheck = { name: 'hangs', check: () => new Promise(() => undefined) };
    const onFailure = vi.fn();
    const started = Date.now();
    expect(await checkReadiness([throwsAtOnce, hangs, ok('store')], onFailure, 50)).toEqual({ ready: false, checks: { sync: 'failed', hangs: 'failed', store: 'ok' } });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(onFailure).toHaveBeenCalledWith('hangs', expect.objectContaining({ message: 'no answer within 50 ms' }));
  });
});

describe('storeReadiness', () => {
  it("asks the store's database a trivial query", async () => {
    const query = vi.fn(async () => [{ '?column?': 1 }]);
    const check = storeReadiness({ db: { query } });
    expect(check.name).toBe('store');
    await check.check();
    expect(query).toHaveBeenCalledWith('SELECT 1');
  });
});
