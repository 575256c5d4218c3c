import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brandManifest } from '../../../test/brand-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import ProgramsTile from './ProgramsTile';
import { memberGateway, programsOf, signIn, signOut, subscriberPrograms, termedAccount } from './test-support';

beforeEach(() => signIn());
afterEach(async () => {
  vi.unstubAllGlobals();
  await signOut();
});

const renderPrograms = () => renderWithProviders(<ProgramsTile />);
const cardNames = (region: HTMLElement) =>
  within(within(region).getByRole('list'))
    .getAllByRole('listitem')
    .map((card) => card.querySelector('a')?.textContent?.replace('(opens in a new tab)', '').trim());

describe('ProgramsTile', () => {
  it('shows 6 of the 7 high-priority programs by displayOrder, and a link to all programs', async () => {
    const gateway = memberGateway();
    renderPrograms();
    const region = await screen.findByRole('region', { name: 'Programs' });
    await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
    expect(cardNames(region)).toEqual(['Text a doctor', 'Call a nurse', 'Choose healthy', 'Mobile therapy', 'Behavioral health', 'Oral health']);
    expect(within(region).getByText('About Text a doctor.')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'View all programs' })).toHaveAttribute('href', '/benefits/programs');
    expect(gateway.calls.filter((call) => call.path === 'programs')).toHaveLength(1);
  });

  it("no link to all programs for a termed member: the Programs page is not theirs (it is below Benefits, issue 29)", async () => {
    const gateway = memberGateway({ 'GET account': termedAccount });
    renderPrograms();
    const region = await screen.findByRole('region', { name: 'Programs' });
    await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
    await waitFor(() => expect(gateway.calls.some((call) => call.path === 'account')).toBe(true));
    expect(cardNames(region)).toHaveLength(6);
    expect(within(region).queryByRole('link', { name: 'View all programs' })).not.toBeInTheDocument();
  });

  it("on the partner plan, whose members have no Programs page, no link to it, from /home's boot (which holds no other page)", async () => {
    const partner = brandManifest('partner');
    const gateway = memberGateway();
    renderWithProviders(<ProgramsTile />, { brand: 'partner', manifest: { ...partner, pages: { home: partner.pages.home } as typeof partner.pages } });
    const region = await screen.findByRole('region', { name: 'Programs' });
    await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
    await waitFor(() => expect(gateway.calls.some((call) => call.path === 'account')).toBe(true));
    expect(within(region).queryByRole('link', { name: 'View all programs' })).not.toBeInTheDocument();
  });

  it('each card goes where its program goes', async () => {
    memberGateway();
    renderPrograms();
    const region = await screen.findByRole('region', { name: 'Programs' });
    const textADoctor = await within(region).findByRole('link', { name: /^Text a doctor/ });
    expect(textADoctor).toHaveAttribute('href', 'https://telehealth.example.com');
    expect(textADoctor).not.toHaveAttribute('target');
    expect(within(region).getByRole('link', { name: 'Call a nurse' })).toHaveAttribute('href', '/benefits/programs/13');
  });

  it('truncates long names to 55 characters and descriptions to 125, with an ellipsis', async () => {
    const [program] = programsOf([13], [13]);
    memberGateway({ 'GET programs': { programs: [{ ...program!, name: 'N'.repeat(70), description: 'D'.repeat(200) }] } });
    renderPrograms();
    const region = await screen.findByRole('region', { name: 'Programs' });
    expect(await within(region).findByRole('link', { name: `${'N'.repeat(54)}…` })).toBeInTheDocument();
    expect(within(region).getByText(`${'D'.repeat(124)}…`)).toBeInTheDocument();
  });

  it('renders nothing without a high-priority program', async () => {
    const gateway = memberGateway({ 'GET programs': { programs: programsOf([1, 33]) } });
    renderPrograms();
    await waitFor(() => expect(gateway.calls.some((call) => call.path === 'programs')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
  });

  it('shows its error state with a retry when GET programs fails', async () => {
    let answer: unknown = { status: 500, body: { status: 500, message: 'Down' } };
    memberGateway({ 'GET programs': () => answer });
    renderPrograms();
    const region = await screen.findByRole('region', { name: 'Programs' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    await within(region).findByRole('alert');
    answer = { programs: subscriberPrograms };
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByRole('link', { name: 'View all programs' })).toBeInTheDocument();
  });
});
