import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession, startSession } from '../../member/session';
import { clearAllStorage } from '../../member/token-storage';
import { renderWithProviders } from '../../../test/render-with-providers';
import { fakeToken, stubGateway } from '../../../test/stub-gateway';
import type { PcpMembers } from './api';
import PrimaryCareTile from './PrimaryCareTile';

beforeEach(() => startSession(fakeToken(), new Date()));
afterEach(async () => {
  vi.unstubAllGlobals();
  await clearAllStorage();
  refreshSession();
});

const location = { addressLine1: '2150 NE Broadway', city: 'Portland', state: 'OR', zipCode: '97232', phoneNumber: '503-555-0142' };
const member = (suffix: number, firstName: string, provider: [string, string] | null): PcpMembers[number] => ({
  memberKey: `70010${suffix}`,
  memberSuffix: suffix,
  firstName,
  lastName: 'Rivera',
  eligible: true,
  eligibleDates: [{ effectiveDate: '2024-01-01', terminationDate: null }],
  currentPcp: provider
    ? { providerId: `P-${suffix}`, providerName: provider[0], providerTitle: provider[1], beginDate: '2024-06-01', locations: [location] }
    : null,
  history: [],
});

/** The `subscriber` persona's family: Dana and Riley have a primary care provider, Chris and Sam none. */
const riveras = [
  member(0, 'Dana', ['Maya Okafor, MD', 'Family medicine']),
  member(1, 'Chris', null),
  member(2, 'Riley', ['Samuel Reyes, MD', 'Pediatrics']),
  member(3, 'Sam', null),
];

const tile = () => screen.findByRole('region', { name: 'Primary care' });

describe('PrimaryCareTile', () => {
  it("lists each member: a provider links to the member's primary care, no provider asks to select one", async () => {
    stubGateway({ 'GET pcp/members': riveras });
    renderWithProviders(<PrimaryCareTile />);
    const region = await tile();
    const list = await within(region).findByRole('list', { name: 'Primary care by member' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Dana Rivera.*Maya Okafor, MD.*Family medicine$/),
      expect.stringMatching(/^Chris Rivera.*Select where you access primary care.*Select primary care/),
      expect.stringMatching(/^Riley Rivera.*Samuel Reyes, MD/),
      expect.stringMatching(/^Sam Rivera.*Select where you access primary care/),
    ]);

    expect(within(region).getByRole('link', { name: 'Maya Okafor, MD (primary care provider of Dana Rivera)' })).toHaveAttribute(
      'href',
      '/find-care/primary-care/0',
    );
    expect(within(region).getByRole('link', { name: 'Samuel Reyes, MD (primary care provider of Riley Rivera)' })).toHaveAttribute(
      'href',
      '/find-care/primary-care/2',
    );
    expect(within(region).getByRole('link', { name: 'Select primary care for Chris Rivera' })).toHaveAttribute(
      'href',
      '/find-care/primary-care/1/search',
    );
    expect(within(region).getByRole('link', { name: 'Select primary care for Sam Rivera' })).toHaveAttribute(
      'href',
      '/find-care/primary-care/3/search',
    );
    expect(within(region).getAllByText('Select where you access primary care')).toHaveLength(2);
    expect(within(region).getByRole('link', { name: 'Manage primary care' })).toHaveAttribute('href', '/find-care/primary-care');
  });

  it('asks a member without a selection (group 10002805, Medicare) to select primary care', async () => {
    stubGateway({ 'GET pcp/members': [{ ...member(0, 'Robin', null), lastName: 'Castillo' }] });
    renderWithProviders(<PrimaryCareTile />);
    const region = await tile();
    expect(await within(region).findByRole('link', { name: 'Select primary care for Robin Castillo' })).toBeInTheDocument();
    expect(within(region).getByText('Select where you access primary care')).toBeInTheDocument();
  });

  it('leaves out members who may not select and have no provider, and says so when that is everyone', async () => {
    stubGateway({ 'GET pcp/members': [{ ...member(0, 'Drew', null), eligible: false, eligibleDates: [] }] });
    renderWithProviders(<PrimaryCareTile />);
    const region = await tile();
    expect(await within(region).findByText('No one on your plan can select a primary care provider right now.')).toBeInTheDocument();
    expect(within(region).queryByRole('list')).toBeNull();
    expect(within(region).getByRole('link', { name: 'Manage primary care' })).toBeInTheDocument();
  });

  it('reserves its height with a skeleton while the members load', async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    renderWithProviders(<PrimaryCareTile />);
    const region = await tile();
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(within(region).getByTestId('skeleton')).toBeInTheDocument();
    expect(getComputedStyle(region).minHeight).toBe('16rem');
  });

  it('shows its own error with a retry that calls again', async () => {
    let fail = true;
    stubGateway({ 'GET pcp/members': () => (fail ? { status: 503, body: { status: 503, message: 'Down' } } : riveras) });
    renderWithProviders(<PrimaryCareTile />);
    const region = await tile();
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load this section right now.");
    fail = false;
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    });
    expect(await within(region).findByRole('link', { name: 'Select primary care for Chris Rivera' })).toBeInTheDocument();
  });
});
