import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPreviewToken, keepPreviewTokenFresh, previewTokenUrl, TOKEN_REFRESH_MS } from './token-refresh';

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.useRealTimers());

describe('the preview frame keeps its persona signed in', () => {
  it('asks by the persona, in the query, never with a token in the address', () => {
    expect(previewTokenUrl('staff any&x')).toBe('/api/studio/preview-token?persona=staff%20any%26x');
  });

  it('takes a token from a 200 answer only', async () => {
    expect(await fetchPreviewToken('subscriber', answer(200, { token: 'a.b.c' }) as unknown as typeof fetch)).toBe('a.b.c');
    expect(await fetchPreviewToken('subscriber', answer(401, { token: 'a.b.c' }) as unknown as typeof fetch)).toBeNull();
    expect(await fetchPreviewToken('subscriber', answer(200, { token: 'not a token' }) as unknown as typeof fetch)).toBeNull();
    expect(await fetchPreviewToken('subscriber', vi.fn(async () => Promise.reject(new Error('offline'))) as unknown as typeof fetch)).toBeNull();
  });

  it('hands each new token on every 4 minutes, and stops', async () => {
    vi.useFakeTimers();
    const tokens = ['a.b.c', 'a.b.c', 'd.e.f'];
    const fetchFn = vi.fn(async () => new Response(JSON.stringify({ token: tokens.shift() }), { status: 200 }));
    const used: string[] = [];
    const stop = keepPreviewTokenFresh('subscriber', (token) => used.push(token), fetchFn as unknown as typeof fetch);
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS - 1);
    expect(fetchFn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3 * TOKEN_REFRESH_MS);
    expect(used).toEqual(['a.b.c', 'd.e.f']);
    stop();
    await vi.advanceTimersByTimeAsync(3 * TOKEN_REFRESH_MS);
    expect(fetchFn).toHaveBeenCalledTimes(3);
  });
});
