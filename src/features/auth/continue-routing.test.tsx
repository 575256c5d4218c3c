import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { useAccount } from '../../member/queries';
import { getSession, refreshSession, startSession } from '../../member/session';
import { useContinueRouting } from './continue-routing';
import { resolveLogin } from './resolve-login';
import { setNoCrmNavigation } from './groups/crm-navigation';
import { fakeToken, stubGateway } from '../../../test/stub-gateway';
import { routingAnswers } from './test-gateway';

const regularFlow = { staffSignInGoesToLoginAs: false, policiesOnlySignInFlow: false };
const policiesOnlyFlow = { staffSignInGoesToLoginAs: true, policiesOnlySignInFlow: true };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  refreshSession();
});
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

describe('useContinueRouting', () => {
  let continueRouting: ReturnType<typeof useContinueRouting>;
  function Probe() {
    continueRouting = useContinueRouting();
    return <p data-testid="path">{useLocation().pathname}</p>;
  }
  const start = (brand = 'main') => renderWithProviders(<Probe />, { route: '/login', brand });
  const run = (...args: Parameters<typeof continueRouting>) => act(() => continueRouting(...args));
  const path = () => screen.getByTestId('path').textContent;
  const noEmail = { 'GET account': { accountStatus: 'ACT', email: null } };
  const twoGroups = { 'GET groups': [{ moda360: true }, { moda360: false }] };

  it('keeps a temporary token for an onboarding step, without a session', async () => {
    stubGateway(routingAnswers(noEmail));
    start();
    const token = fakeToken({ temporary: true });
    await run(token);
    expect(path()).toBe('/update-preferences');
    expect(getSession()).toMatchObject({ temporaryToken: token, token: null });
  });

  it('stores the session token (local storage) and goes home', async () => {
    stubGateway(routingAnswers());
    start();
    const token = fakeToken();
    await run(token);
    expect(path()).toBe('/home');
    expect(getSession().token).toBe(token);
    expect(JSON.parse(localStorage.getItem('md.session') ?? '{}').token).toBe(token);
  });

  it('keeps the account and groups it read, so the home page does not ask for them again', async () => {
    const { calls } = stubGateway(routingAnswers());
    function AccountProbe() {
      return <p data-testid="status">{useAccount().data?.accountStatus ?? 'none'}</p>;
    }
    function HomeProbe() {
      return useLocation().pathname === '/home' ? <AccountProbe /> : null;
    }
    renderWithProviders(<><Probe /><HomeProbe /></>, { route: '/login' });
    await run(fakeToken());
    expect(path()).toBe('/home');
    expect(screen.getByTestId('status').textContent).toBe('ACT');
    expect(calls.filter((c) => c.path === 'account')).toHaveLength(1);
  });

  it('remembers a chosen group through the next steps, and a new sign-in forgets it', async () => {
    stubGateway(routingAnswers({ ...noEmail, ...twoGroups }));
    start();
    await run(fakeToken({ temporary: true }), { progress: { groupChosen: true } });
    expect(path()).toBe('/update-preferences');

    stubGateway(routingAnswers(twoGroups));
    await run(fakeToken());
    expect(path()).toBe('/home');

    await run(fakeToken(), { newSignIn: true });
    expect(path()).toBe('/group-selection');
  });

  describe('the sales-force transfer', () => {
    const flagged = { 'GET account/sso-transfer': { transfer: true, address: '/sso/salesforce', testEnvironment: 'uat' } };

    it('posts the token and the test environment to the single sign-on address, storing nothing', async () => {
      stubGateway(routingAnswers(flagged));
      const posted: HTMLFormElement[] = [];
      vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
        posted.push(this);
      });
      start();
      const token = fakeToken();
      await run(token);
      expect(posted).toHaveLength(1);
      const form = posted[0]!;
      expect(form.method).toBe('post');
      expect(form.getAttribute('action')).toBe('/sso/salesforce');
      expect(Object.fromEntries(new FormData(form))).toEqual({ token, testEnvironment: 'uat' });
      expect(getSession()).toMatchObject({ token: null, temporaryToken: null });
      expect(path()).toBe('/login');
    });

    it('is skipped after a log-in-as that prevented navigation to the CRM', async () => {
      stubGateway(routingAnswers(flagged));
      const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
      setNoCrmNavigation(true);
      start();
      await run(fakeToken());
      expect(submit).not.toHaveBeenCalled();
      expect(path()).toBe('/home');
    });
  });

  it('goes to the partner plan registration policies while the policy is unsigned', async () => {
    stubGateway(
      routingAnswers({ 'GET account/registration/policies': { isCommunicationPolicySigned: false, isEeobPreferenceConsented: null } }),
    );
    start('partner');
    await run(fakeToken({ domainId: 5, temporary: true }));
    expect(path()).toBe('/registration-policies');
  });

  it('without a token goes to /logout, or /home when signed in', async () => {
    start();
    await run(null);
    expect(path()).toBe('/logout');

    act(() => startSession(fakeToken(), new Date()));
    await run(null);
    expect(path()).toBe('/home');
  });
});
