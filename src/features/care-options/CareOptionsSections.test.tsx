import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession, startSession } from '../../member/session';
import { clearAllStorage } from '../../member/token-storage';
import { brandManifest } from '../../../test/brand-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { fakeToken, memberFactsAnswers, stubGateway, type Answer } from '../../../test/stub-gateway';
import CareLinksSection from './CareLinksSection';
import CareOptionsSection from './CareOptionsSection';
import PassportDentalSection from './PassportDentalSection';

beforeEach(() => startSession(fakeToken(), new Date()));
afterEach(async () => {
  vi.unstubAllGlobals();
  await clearAllStorage();
  refreshSession();
});

/** The member facts' calls of an active main-brand subscriber eligible for PCP selection; override any. */
const memberCalls = (overrides: Record<string, Answer> = {}) =>
  stubGateway(memberFactsAnswers({ 'GET pcp/eligibility': { eligible: true, members: [] }, ...overrides }));

describe('CareOptionsSection (/find-care)', () => {
  it('shows a card per Find care submenu item the member has: title link and one-line description', async () => {
    memberCalls();
    renderWithProviders(<CareOptionsSection />);
    const region = await screen.findByRole('region', { name: 'Your care options' });
    await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
    expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Find care resources', 'Primary care']);
    expect(within(region).getByRole('link', { name: 'Find care resources' })).toHaveAttribute('href', '/find-care/resources');
    expect(within(region).getByText('Nurse advice, virtual visits, cost estimators and behavioral health support.')).toBeInTheDocument();
  });

  it('when the PCP eligibility call fails, shows what it can and offers to try again', async () => {
    let pcp: Answer = { status: 500, body: { status: 500, message: 'Down' } };
    memberCalls({ 'GET pcp/eligibility': () => pcp });
    renderWithProviders(<CareOptionsSection />);
    const region = await screen.findByRole('region', { name: 'Your care options' });
    await within(region).findByRole('alert');
    expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Find care resources']);
    pcp = { eligible: true, members: [] };
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByRole('link', { name: 'Primary care' })).toBeInTheDocument();
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('PassportDentalSection (/passport-dental)', () => {
  it('shows the back link and the guidance at once, the international phone number once its call answers', async () => {
    const gateway = stubGateway({ 'GET programs/sitecore?programId=27': { programId: 27, title: 'Passport Dental', internationalPhone: '+1-503-555-0190' } });
    renderWithProviders(<PassportDentalSection />);
    expect(screen.getByRole('link', { name: 'Back to Find a dentist' })).toHaveAttribute('href', '/find-care/find-a-dentist');
    const region = screen.getByRole('region', { name: 'Dental care outside the United States' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(5);
    expect(within(region).getByTestId('skeleton')).toBeInTheDocument();
    expect(await within(region).findByRole('link', { name: '+1-503-555-0190' })).toHaveAttribute('href', 'tel:+15035550190');
    expect(gateway.calls.map((c) => c.path)).toEqual(['programs/sitecore?programId=27']);
  });

  it("says so with 'Try again' when the program details call fails; the rest of the page stays", async () => {
    let answer: Answer = { status: 503, body: { status: 503, message: 'Down' } };
    stubGateway({ 'GET programs/sitecore?programId=27': () => answer });
    renderWithProviders(<PassportDentalSection />);
    const region = screen.getByRole('region', { name: 'Dental care outside the United States' });
    await within(region).findByRole('alert');
    expect(within(region).getByText('Out-of-network limits apply to dental care you receive outside the United States.')).toBeInTheDocument();
    answer = { programId: 27, title: 'Passport Dental', internationalPhone: null };
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('Call the customer service number on the back of your ID card.')).toBeInTheDocument();
  });
});

describe('CareLinksSection', () => {
  const title = 'careOptions.resources.linksTitle';

  it("shows the brand's phone lines among those asked for as tel: links, and the links in a new tab", () => {
    const main = brandManifest('main');
    const manifest = {
      ...main,
      contact: {
        ...main.contact,
        departments: [...main.contact.departments, { id: 'nurse-line', label: 'contact.departments.medical', phone: '800-555-0199', hours: 'contact.hours.weekdays' }],
      },
    };
    const links = [{ id: 'doctor', label: 'careOptions.links.findADoctor', href: 'https://www.summithealth.example/find-a-doctor' }];
    renderWithProviders(<CareLinksSection title={title} links={links} phoneLines={['behavioral-health', 'nurse-line']} />, { manifest });
    const region = screen.getByRole('region', { name: 'More ways to get care' });
    expect(within(region).getByRole('link', { name: 'Call 800-555-0199' })).toHaveAttribute('href', 'tel:8005550199');
    expect(within(region).getByRole('link', { name: /^Find a doctor/ })).toHaveAttribute('target', '_blank');
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
  });

  it('renders nothing when the brand has none of the lines and there is no link', () => {
    renderWithProviders(<CareLinksSection title={title} phoneLines={['nurse-line']} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByText('More ways to get care')).not.toBeInTheDocument();
  });
});
