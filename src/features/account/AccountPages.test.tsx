import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession, startSession } from '../../member/session';
import { clearAllStorage } from '../../member/token-storage';
import { accountFixture, futureRecord, memberFixture } from '../../member/member-context.fixture';
import { renderWithProviders } from '../../../test/render-with-providers';
import { fakeToken, memberFactsAnswers, stubGateway } from '../../../test/stub-gateway';
import AccountFamilySection from './AccountFamilySection';
import AccountLinksSection from './AccountLinksSection';
import MailingAddressSection from './MailingAddressSection';

beforeEach(() => startSession(fakeToken(), new Date()));
afterEach(async () => {
  vi.unstubAllGlobals();
  await clearAllStorage();
  refreshSession();
});

const home = { addressLine1: '4127 SE Woodstock Blvd', addressLine2: null, city: 'Portland', state: 'OR', zipCode: '97202', country: 'US', phoneNumber: '503-555-0123' };
const options = {
  countries: [
    { codeKey: 'CA', codeType: 'COUNTRY', description: 'Canada', sortOrder: 2 },
    { codeKey: 'US', codeType: 'COUNTRY', description: 'United States', sortOrder: 1 },
  ],
  states: [
    { codeKey: 'OR', codeType: 'STATE', description: 'Oregon', sortOrder: 1 },
    { codeKey: 'WA', codeType: 'STATE', description: 'Washington', sortOrder: 2 },
  ],
};
const region = (name: string) => screen.findByRole('region', { name });
/** The card once its address is in (the loading tile is another element). */
async function addressCard() {
  await screen.findByText('4127 SE Woodstock Blvd');
  return screen.getByRole('region', { name: 'Mailing address' });
}

describe('MailingAddressSection', () => {
  it('the subscriber edits: a bad ZIP code is refused in place with what was typed kept, a good one is saved and shown', async () => {
    const user = userEvent.setup();
    const { calls } = stubGateway({
      'GET account/address': { address: home, editable: true },
      'GET account/address-options': options,
      'PUT account/address': (body: unknown) => ({ address: body, editable: true }),
    });
    renderWithProviders(<MailingAddressSection />);
    const card = await addressCard();
    expect(card).toHaveTextContent('Portland, OR 97202');
    await user.click(await within(card).findByRole('button', { name: 'Edit Mailing address' }));
    expect(within(card).getByRole('textbox', { name: 'Address line 1' })).toHaveFocus();
    expect(within(card).getByRole('combobox', { name: 'Country' })).toHaveValue('US');
    expect(within(card).getAllByRole('option').map((o) => o.textContent)).toContain('Washington');

    const zip = within(card).getByRole('textbox', { name: /ZIP code/ });
    await user.clear(zip);
    await user.type(zip, '9720');
    await user.clear(within(card).getByRole('textbox', { name: 'City' }));
    await user.type(within(card).getByRole('textbox', { name: 'City' }), 'Vancouver');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(within(card).getByText('Invalid ZIP code')).toBeInTheDocument();
    expect(zip).toHaveFocus();
    expect(within(card).getByRole('textbox', { name: 'City' })).toHaveValue('Vancouver');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(zip);
    await user.type(zip, '98660');
    await user.selectOptions(within(card).getByRole('combobox', { name: 'State' }), 'WA');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your mailing address was updated.');
    expect(card).toHaveTextContent('Vancouver, WA 98660');
    expect(within(card).getByRole('button', { name: 'Edit Mailing address' })).toHaveFocus();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...home, city: 'Vancouver', state: 'WA', zipCode: '98660' });
  });

  it("a refused save shows the server's message in the card and keeps the form; outside the US the region is text", async () => {
    const user = userEvent.setup();
    stubGateway({
      'GET account/address': { address: home, editable: true },
      'GET account/address-options': options,
      'PUT account/address': { status: 400, body: { status: 400, errorCode: 'INVALID_FIELD', message: 'Invalid phone number: use 10 digits.' } },
    });
    renderWithProviders(<MailingAddressSection />);
    const card = await addressCard();
    await user.click(await within(card).findByRole('button', { name: 'Edit Mailing address' }));
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Country' }), 'CA');
    const regionField = within(card).getByRole('textbox', { name: 'State, province or region' });
    expect(regionField).toHaveValue('');
    await user.type(regionField, 'Ontario');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Invalid phone number: use 10 digits.');
    expect(within(card).getByRole('textbox', { name: 'State, province or region' })).toHaveValue('Ontario');
  });

  it("read-only for a dependent (no Edit, who can change it); the address call's failure is the card's 'Try again'", async () => {
    const user = userEvent.setup();
    let fail = true;
    stubGateway({
      'GET account/address': () => (fail ? { status: 500, body: { status: 500, message: 'down' } } : { address: home, editable: false }),
      'GET account/address-options': options,
    });
    renderWithProviders(<MailingAddressSection />);
    await screen.findByText("We couldn't load this section right now.");
    const failed = screen.getByRole('region', { name: 'Mailing address' });
    fail = false;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    const card = await addressCard();
    expect(card).toHaveTextContent("Only the plan's subscriber can change the mailing address.");
    expect(within(card).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });
});

describe('the account summary', () => {
  it("a card per member with relationship, age group and each category's plan line; quick links from the Account menu", async () => {
    const dana = memberFixture({ firstName: 'Dana', memberKey: 'MK-1' });
    const riley = memberFixture({
      firstName: 'Riley', memberKey: 'MK-3', memberSuffix: 2, relationshipDescription: 'Child', dateOfBirth: '2010-05-05',
      eligibility: { medical: [futureRecord], dental: [], vision: [], pharmacy: [] },
    });
    stubGateway(memberFactsAnswers({ 'GET account': { ...accountFixture(dana), members: [dana, riley] } }));
    renderWithProviders(
      <>
        <AccountFamilySection />
        <AccountLinksSection omit={['summary']} />
      </>,
    );
    const family = await region('Members and coverage');
    const cards = await within(family).findAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(['Dana Rivera (you)', 'Riley Rivera']);
    expect(cards[1]).toHaveTextContent('Minor (under 18)');
    expect(cards[1]).toHaveTextContent('MedicalEffective on 12/01/2026');
    expect(cards[1]).toHaveTextContent('DentalNot covered');
    expect(cards[0]).toHaveTextContent('MedicalActive since 01/01/2025');
    const links = await region('Your account');
    // No eBill here (the member has none): the menu's rule.
    await waitFor(() =>
      expect(within(links).getAllByRole('link').map((l) => l.textContent)).toEqual(['Member information', 'Settings', 'Member plan benefits', 'Help center']),
    );
  });
});
