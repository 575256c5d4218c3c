import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveLogin } from './resolve-login';
import { fakeToken, stubGateway } from '../../../test/stub-gateway';
import { routingAnswers } from './test-gateway';

const regularFlow = { staffSignInGoesToLoginAs: false, policiesOnlySignInFlow: false };
const policiesOnlyFlow = { staffSignInGoesToLoginAs: true, policiesOnlySignInFlow: true };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('resolveLogin', () => {
  it('reads everything the routing needs at once, with the token it is given', async () => {
    const release: (() => void)[] = [];
    const answers = routingAnswers();
    const fetch = vi.fn(
      (url: string) =>
        new Promise<Response>((resolve) => {
          release.push(() => resolve(Response.json(answers[`GET ${url.replace('/api/', '')}`])));
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const token = fakeToken({ domainId: 5 });
    const step = resolveLogin(token, null, policiesOnlyFlow, {});
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(6));
    const paths = fetch.mock.calls.map(([url]) => url);
    expect(paths).toEqual([
      '/api/account',
      '/api/groups',
      '/api/account/relevant-preferences',
      '/api/account/preferences',
      '/api/account/registration/policies',
      '/api/account/sso-transfer',
    ]);
    for (const call of fetch.mock.calls as unknown as [string, RequestInit][]) {
      expect(new Headers(call[1].headers).get('authorization')).toBe(`Bearer ${token}`);
    }
    release.forEach((go) => go());
    expect(await step).toEqual({ kind: 'session', to: '/home' });
  });

  it('reads the registration policies in the policies-only flow (the partner plan) only', async () => {
    const { calls } = stubGateway(routingAnswers());
    await resolveLogin(fakeToken(), null, regularFlow, {});
    expect(calls.map((c) => c.path)).not.toContain('account/registration/policies');
  });

  it('sends a redirect to the other host without a call to this one', async () => {
    const { calls } = stubGateway({});
    expect(await resolveLogin(fakeToken(), 'https://other.example/', regularFlow, {})).toEqual({
      kind: 'externalRedirect',
      url: 'https://other.example/',
    });
    expect(calls).toEqual([]);
  });

  it('refuses a token it cannot read', async () => {
    await expect(resolveLogin('not-a-token', null, regularFlow, {})).rejects.toThrow(/unreadable token/);
  });
});
