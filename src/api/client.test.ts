import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiRequest, setTokenSource } from './client';

function respond(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

const token = { token: 'a.b.c', redirect: null };

afterEach(() => {
  vi.unstubAllGlobals();
  setTokenSource(() => null);
});

describe('apiRequest', () => {
  it('sends the session token as a bearer header', async () => {
    const fetchMock = respond(200, true);
    vi.stubGlobal('fetch', fetchMock);
    setTokenSource(() => 'abc');
    await apiRequest('ebill/hasEbill', { response: 'yesNo' });
    const init = fetchMock.mock.calls[0]?.[1] as unknown as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/ebill/hasEbill');
  });

  it('sends no bearer header when the call says token: null', async () => {
    const fetchMock = respond(200, token);
    vi.stubGlobal('fetch', fetchMock);
    setTokenSource(() => 'abc');
    await expect(apiRequest('token', { method: 'POST', body: {}, token: null, response: 'token' })).resolves.toEqual(token);
    const init = fetchMock.mock.calls[0]?.[1] as unknown as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('maps a failed response to an ApiError with the server fields', async () => {
    vi.stubGlobal(
      'fetch',
      respond(401, { status: 401, errorCode: 'LOGIN_ATTEMPTS_REMAINING', message: 'x', errorData: { attemptsRemaining: 2 } }),
    );
    const error = await apiRequest('token', { method: 'POST', body: {}, response: 'token' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, errorCode: 'LOGIN_ATTEMPTS_REMAINING', errorData: { attemptsRemaining: 2 } });
  });

  it('maps a network failure to status 1', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiRequest('account', { response: 'account' })).rejects.toMatchObject({ status: 1 });
  });

  it('fails a 200 whose JSON is cut off like a 500 (not a silent parse error)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"token":"a.b', { status: 200, headers: { 'content-type': 'application/json' } })));
    const error = await apiRequest('token', { method: 'POST', body: {}, response: 'token' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, url: '/api/token', method: 'POST' });
  });

  it('fails a 200 whose body does not match its schema like a 500', async () => {
    vi.stubGlobal('fetch', respond(200, { tokn: 'a.b.c' }));
    await expect(apiRequest('token', { method: 'POST', body: {}, response: 'token' })).rejects.toMatchObject({ status: 500 });
    vi.stubGlobal('fetch', respond(200, 'yes'));
    await expect(apiRequest('ebill/hasEbill', { response: 'yesNo' })).rejects.toMatchObject({ status: 500 });
  });

  it('checks a text answer against its schema too', async () => {
    const key = 'k'.repeat(40);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(key, { status: 200 })));
    await expect(apiRequest('token/userkey', { responseType: 'text', response: 'userKey' })).resolves.toBe(key);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>proxy error</html>', { status: 200 })));
    await expect(apiRequest('token/userkey', { responseType: 'text', response: 'userKey' })).rejects.toMatchObject({ status: 500 });
  });
});
