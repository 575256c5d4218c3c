import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { useAccount } from '../../member/queries';
import { getSession, refreshSession, startSession } from '../../member/session';
import { useContinueRouting } from './continue-routing';
import { setNoCrmNavigation } from './groups/crm-navigation';
import { fakeToken, stubGateway } from '../../../test/stub-gateway';
import { routingAnswers } from './test-gateway';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  refreshSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
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
