import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { QueryLayerContext, readyQueryLayer } from '../api/query-layer';
import { getSession, startSession, useSession } from './session';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const TOKEN = `${base64url({ alg: 'HS256' })}.${base64url({ sub: 'subscriber', sid: 's1', role: 'member', exp: 9e9 })}.signature`;

function renderSession() {
  const reported = vi.fn();
  const client = createQueryClient(reported);
  const queries = readyQueryLayer(client);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryLayerContext.Provider value={queries}>{children}</QueryLayerContext.Provider>;
  return { ...renderHook(() => useSession(), { wrapper }), reported };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('logout', () => {
  it.each([
    ['never answers', () => new Promise<Response>(() => undefined)],
    ['fails', () => Promise.reject(new TypeError('network down'))],
    ['answers 500', () => Promise.resolve(new Response('{}', { status: 500 }))],
  ])('ends the session on the gateway and signs the browser out even when the call %s', async (_case, answer) => {
    const fetch = vi.fn(answer);
    vi.stubGlobal('fetch', fetch);
    startSession(TOKEN, new Date());
    const { result, reported } = renderSession();
    expect(result.current.isAuthenticated).toBe(true);

    await act(() => result.current.logout());

    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/token');
    expect(init).toMatchObject({ method: 'DELETE', headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(result.current.isAuthenticated).toBe(false);
    expect(getSession().token).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(reported).not.toHaveBeenCalled();
  });

  it('calls nothing when no one is signed in', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { result } = renderSession();
    await act(() => result.current.logout());
    expect(fetch).not.toHaveBeenCalled();
  });
});
