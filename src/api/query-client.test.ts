import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient } from './query-client';

/*
 * Spec §8 global handling through the query client: which failures reach the global handler. How each declared call's
 * `failure` routes it, for every call and failure kind: declared-failures.test.ts; here, a use's `meta.handlesErrors`.
 */

const failure = (status: number, handling: ApiError['failure'] = 'global') =>
  new ApiError({ status, url: '/api/programs', method: 'GET', message: 'x', failure: handling });

async function reported(error: ApiError, meta?: Record<string, unknown>): Promise<number[]> {
  const handler = vi.fn<(error: ApiError) => void>();
  const client = createQueryClient(handler);
  await client.fetchQuery({ queryKey: ['k'], queryFn: () => Promise.reject(error), ...(meta ? { meta } : {}) }).catch(() => undefined);
  return handler.mock.calls.map(([e]) => e.status);
}

describe('createQueryClient', () => {
  it('reports a failed call no screen handles', async () => {
    expect(await reported(failure(500))).toEqual([500]);
  });

  it('leaves a call that handles its errors to its screen…', async () => {
    expect(await reported(failure(500), { handlesErrors: true })).toEqual([]);
    expect(await reported(failure(1), { handlesErrors: true })).toEqual([]);
  });

  it('…except a 401: the session is over, whatever the tile', async () => {
    expect(await reported(failure(401), { handlesErrors: true })).toEqual([401]);
  });
});
