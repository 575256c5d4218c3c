import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { callApi, setTokenSource } from './client';
import { getClaim } from './generated/endpoints/claims';
import { getAccount, getHasEbill } from './generated/endpoints/member';
import { postLoginAs, postToken } from './generated/endpoints/session';
import { getUserKey } from './generated/endpoints/tools';

function respond(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

const token = { token: 'a.b.c', redirect: null };
const signIn = { username: 'u', password: 'p', domainId: 1 };

afterEach(() => {
  vi.unstubAllGlobals();
  setTokenSource(() => null);
});

describe('callApi', () => {
  it('sends the session token as a bearer header, to the declared path', async () => {
    const fetchMock = respond(200, true);
    vi.stubGlobal('fetch', fetchMock);
    setTokenSource(() => 'abc');
    await callApi(getHasEbill);
    const init = fetchMock.mock.calls[0]?.[1] as unknown as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/ebill/hasEbill');
  });

  it('fills in path parameters (encoded) and the query, leaving out what is undefined', async () => {
    const fetchMock = respond(500, {});
    vi.stubGlobal('fetch', fetchMock);
    await callApi(getClaim, { params: { type: 'dental', id: 'D 1/2' }, query: { suffix: 0 } }).catch(() => undefined);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/claims/dental/D%201%2F2?suffix=0');
  });

  it('sends no bearer header when the call says token: null, and the body as JSON', async () => {
    const fetchMock = respond(200, token);
    vi.stubGlobal('fetch', fetchMock);
    setTokenSource(() => 'abc');
    await expect(callApi(postToken, { body: signIn, token: null })).resolves.toEqual(token);
    const init = fetchMock.mock.calls[0]?.[1] as unknown as RequestInit;
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify(signIn));
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('maps a failed response to an ApiError with the server fields and the declared handling', async () => {
    vi.stubGlobal(
      'fetch',
      respond(401, { status: 401, errorCode: 'LOGIN_ATTEMPTS_REMAINING', message: 'x', errorData: { attemptsRemaining: 2 } }),
    );
    const error = await callApi(postToken, { body: signIn }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, errorCode: 'LOGIN_ATTEMPTS_REMAINING', errorData: { attemptsRemaining: 2 }, failure: 'exempt' });
  });

  it('carries the statuses a screen handles, and a use’s own handling', async () => {
    vi.stubGlobal('fetch', respond(404, { status: 404, message: 'no such member' }));
    await expect(callApi(postLoginAs, { body: { subscriberId: 'MD1004582', domainId: 1 } })).rejects.toMatchObject({ failure: 'global', screenStatuses: [400, 404] });
    await expect(callApi(getAccount, { failure: 'screen' })).rejects.toMatchObject({ failure: 'screen' });
  });

  it('maps a network failure to status 1', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(callApi(getAccount)).rejects.toMatchObject({ status: 1, failure: 'global' });
  });

  it('fails a 200 whose JSON is cut off like a 500 (not a silent parse error)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"token":"a.b', { status: 200, headers: { 'content-type': 'application/json' } })));
    const error = await callApi(postToken, { body: signIn }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, url: '/api/token', method: 'POST' });
  });

  it('reads a text answer as text, asking for text', async () => {
    const key = 'k'.repeat(40);
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(key, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(callApi(getUserKey)).resolves.toBe(key);
    expect(((fetchMock.mock.calls[0]?.[1] as RequestInit).headers as Record<string, string>).Accept).toBe('text/plain');
  });
});
