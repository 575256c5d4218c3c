import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiRequest, setTokenSource } from './client';

function respond(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  setTokenSource(() => null);
});

describe('apiRequest', () => {
  it('sends the session token as a bearer header', async () => {
    const fetchMock = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    setTokenSource(() => 'abc');
    await apiRequest('account');
    const init = fetchMock.mock.calls[0]?.[1] as unknown as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/account');
  });

  it('sends no bearer header when the call says token: null', async () => {
    const fetchMock = respond(200, {});
    vi.stubGlobal('fetch', fetchMock);
    setTokenSource(() => 'abc');
    await apiRequest('token', { method: 'POST', body: {}, token: null });
    const init = fetchMock.mock.calls[0]?.[1] as unknown as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('maps a failed response to an ApiError with the server fields', async () => {
    vi.stubGlobal(
      'fetch',
      respond(401, { status: 401, errorCode: 'LOGIN_ATTEMPTS_REMAINING', message: 'x', errorData: { attemptsRemaining: 2 } }),
    );
    const error = await apiRequest('token', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, errorCode: 'LOGIN_ATTEMPTS_REMAINING', errorData: { attemptsRemaining: 2 } });
  });

  it('maps a network failure to status 1', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiRequest('account')).rejects.toMatchObject({ status: 1 });
  });
});
