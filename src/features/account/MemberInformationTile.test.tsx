import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountResponse } from '../../api/response-types';
import { accountFixture, memberFixture, termedRecord } from '../../member/member-context.fixture';
import { refreshSession, startSession } from '../../member/session';
import { clearAllStorage } from '../../member/token-storage';
import { useMemberFacts } from '../../member/use-member-facts';
import { renderWithProviders } from '../../../test/render-with-providers';
import { fakeToken, memberFactsAnswers, stubGateway, type Answer } from '../../../test/stub-gateway';
import MemberInformationTile from './MemberInformationTile';

beforeEach(() => startSession(fakeToken(), new Date()));
afterEach(async () => {
  vi.unstubAllGlobals();
  await clearAllStorage();
  refreshSession();
});

/** The `subscriber` persona as GET account describes her. */
const dana = memberFixture({
  firstName: 'Dana',
  lastName: 'Rivera',
  insuranceType: 'Individual PPO',
  networkNames: ['Summit Choice', 'Summit Dental'],
});
const danaAccount: AccountResponse = (() => {
  const account = accountFixture(dana, '10003310');
  return { ...account, family: { ...account.family, subscriberId: 'MD1004582', groupName: 'Summit Individual & Family Plans' } };
})();

/** GET account and the member calls behind the facts (idCard/eligible decides the ID card part). */
function gateway(account: Answer, idCardEligible = true) {
  return stubGateway(memberFactsAnswers({ 'GET account': account, 'GET idCard/eligible': idCardEligible }));
}

/** Renders once the member facts are in, so a test can tell "no button" from "not yet". */
function FactsReady() {
  return useMemberFacts().status === 'ready' ? <p>facts ready</p> : null;
}

const tile = () => screen.findByRole('region', { name: 'Member information' });
const details = (region: HTMLElement) =>
  within(region).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('MemberInformationTile', () => {
  it('lists name, subscriber ID, group number and name, insurance type and networks, with the ID card download', async () => {
    gateway(danaAccount);
    renderWithProviders(<MemberInformationTile />);
    const region = await tile();
    expect(await within(region).findByText('Dana Rivera')).toBeInTheDocument();
    expect(details(region)).toEqual([
      ['Name', 'Dana Rivera'],
      ['Subscriber ID', 'MD1004582'],
      ['Group number', '10003310'],
      ['Group name', 'Summit Individual & Family Plans'],
      ['Insurance type', 'Individual PPO'],
      ['Networks', 'Summit Choice, Summit Dental'],
    ]);
    expect(await within(region).findByRole('button', { name: 'Download ID card' })).toBeEnabled();
    expect(within(region).getByRole('link', { name: 'More ID card options' })).toHaveAttribute('href', '/id-card');
  });

  it('leaves out the group name and insurance type when there are none', async () => {
    const member = { ...dana, insuranceType: null };
    gateway({ ...danaAccount, member, members: [member], family: { ...danaAccount.family, groupName: null } });
    renderWithProviders(<MemberInformationTile />);
    const region = await tile();
    await within(region).findByText('Dana Rivera');
    expect(details(region).map(([term]) => term)).toEqual(['Name', 'Subscriber ID', 'Group number', 'Networks']);
  });

  it('offers no ID card to a member who is not ID-card eligible', async () => {
    gateway(danaAccount, false);
    renderWithProviders(<><MemberInformationTile /><FactsReady /></>);
    const region = await tile();
    await screen.findByText('facts ready');
    expect(within(region).queryByRole('button', { name: 'Download ID card' })).toBeNull();
    expect(within(region).queryByRole('link', { name: 'More ID card options' })).toBeNull();
  });

  it('offers no ID card to a termed member (spec §6), even when the plan flags them eligible', async () => {
    const termed = memberFixture({
      firstName: 'Pat',
      lastName: 'Nguyen',
      eligibility: { medical: [termedRecord], dental: [termedRecord], vision: [], pharmacy: [] },
    });
    gateway(accountFixture(termed), true);
    renderWithProviders(<><MemberInformationTile /><FactsReady /></>, { now: new Date('2026-11-21T12:00:00') });
    const region = await tile();
    await screen.findByText('facts ready');
    expect(within(region).getByText('Pat Nguyen')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Download ID card' })).toBeNull();
  });

  it('keeps its place while loading, then shows its own error with a retry that loads it', async () => {
    let fail = true;
    gateway(() => (fail ? { status: 500, body: { status: 500, message: 'Down' } } : danaAccount));
    renderWithProviders(<MemberInformationTile />);
    const loading = screen.getByRole('region', { name: 'Member information' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(loading).getByTestId('skeleton')).toBeInTheDocument();

    const retry = await within(await tile()).findByRole('button', { name: 'Try again' });
    expect(within(await tile()).getByRole('alert')).toHaveTextContent("We couldn't load this section right now.");
    fail = false;
    await userEvent.click(retry);
    expect(await within(await tile()).findByText('Dana Rivera')).toBeInTheDocument();
  });
});
