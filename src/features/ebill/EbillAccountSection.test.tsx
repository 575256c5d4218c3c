import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession, startSession } from '../../member/session';
import { clearAllStorage } from '../../member/token-storage';
import { renderWithProviders } from '../../../test/render-with-providers';
import { fakeToken, memberFactsAnswers, stubGateway, type Answer } from '../../../test/stub-gateway';
import EbillAccountSection from './EbillAccountSection';

beforeEach(() => startSession(fakeToken(), new Date()));
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await clearAllStorage();
  refreshSession();
});

const USER_KEY = 'k'.repeat(43);

/** A registered eBill member's calls; override any. */
function ebillGateway(overrides: Record<string, Answer> = {}) {
  let registered = false;
  return stubGateway(
    memberFactsAnswers({
      'GET ebill/hasEbill': true,
      'GET ebill/ebillRegistered': true,
      'GET token/userkey': () => new Response(USER_KEY, { headers: { 'content-type': 'text/plain' } }),
      'PUT ebill/registerEbillUser': () => {
        registered = true;
        return true;
      },
      ...overrides,
      ...(overrides['GET ebill/ebillRegistered'] === false ? { 'GET ebill/ebillRegistered': () => registered } : {}),
    }),
  );
}

/** Collects the eBill form posts instead of leaving the page. */
function catchFormPosts() {
  const posted: HTMLFormElement[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posted.push(this);
  });
  return posted;
}

const region = () => screen.findByRole('region', { name: 'Your eBill account' });

describe('EbillAccountSection', () => {
  it('registers a member on the first visit, says so, and hands off with the first-time flag', async () => {
    const gateway = ebillGateway({ 'GET ebill/ebillRegistered': false });
    const posted = catchFormPosts();
    renderWithProviders(<EbillAccountSection ebillUrl="/ebill/sso" />);
    const tile = await region();
    expect(await within(tile).findByText('Your eBill account is set up.')).toBeInTheDocument();
    expect(within(tile).getByText('Registered')).toBeInTheDocument();
    expect(gateway.calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual(['ebill/registerEbillUser']);

    await userEvent.click(within(tile).getByRole('button', { name: 'View and pay my bill' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.getAttribute('action')).toBe('/ebill/sso');
    expect(Object.fromEntries(new FormData(posted[0]!))).toEqual({ userKey: USER_KEY, firstTime: 'true' });
    // Registered once: the hand-off read the new state and did not register again.
    expect(gateway.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('never registers a registered member, and hands off without the flag', async () => {
    const gateway = ebillGateway();
    const posted = catchFormPosts();
    renderWithProviders(<EbillAccountSection ebillUrl="/ebill/sso" />);
    const tile = await region();
    await userEvent.click(await within(tile).findByRole('button', { name: 'View and pay my bill' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(new FormData(posted[0]!))).toEqual({ userKey: USER_KEY });
    expect(within(tile).queryByText('Your eBill account is set up.')).toBeNull();
    expect(gateway.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('says so when the registration fails, and registers on Try again', async () => {
    let fail = true;
    ebillGateway({
      'GET ebill/ebillRegistered': false,
      'PUT ebill/registerEbillUser': () => (fail ? { status: 503, body: { status: 503, message: 'Down' } } : true),
    });
    renderWithProviders(<EbillAccountSection ebillUrl="/ebill/sso" />);
    const tile = await region();
    expect(await within(tile).findByText("We couldn't set up your eBill account right now.")).toBeInTheDocument();
    expect(within(tile).queryByRole('button', { name: 'View and pay my bill' })).toBeNull();
    fail = false;
    await userEvent.click(within(tile).getByRole('button', { name: 'Try again' }));
    expect(await within(tile).findByText('Your eBill account is set up.')).toBeInTheDocument();
  });
});
