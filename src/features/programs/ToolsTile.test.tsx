import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { ToolsProps } from './tools.widget';
import {
  OOC_URL,
  medicarePrograms,
  memberGateway,
  partnerPrograms,
  signIn,
  signOut,
  termedAccount,
  text,
} from './test-support';
import ToolsTile from './ToolsTile';

const mainProps: ToolsProps = { programIds: [1, 33, 37, 93, 8], shortcuts: ['ebill', 'outlineOfCoverage'], ebillUrl: '/ebill/sso' };
const partnerProps: ToolsProps = { programIds: [27, 33, 92, 93], shortcuts: ['outlineOfCoverage'] };

beforeEach(() => signIn());
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await signOut();
});

const renderTools = (props: ToolsProps = mainProps, brand = 'main') => renderWithProviders(<ToolsTile {...props} />, { brand });
const toolsRegion = (name = 'Tools') => screen.findByRole('region', { name });
const toolNames = (region: HTMLElement) =>
  within(within(region).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('a, button')?.textContent?.replace('(opens in a new tab)', '').trim());

/** Collects the eBill form posts instead of leaving the page. */
function catchFormPosts() {
  const posted: HTMLFormElement[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posted.push(this);
  });
  return posted;
}

describe('ToolsTile', () => {
  it('lists the tool programs in the brand order (8 last), then eBill and the outline of coverage', async () => {
    const gateway = memberGateway();
    renderTools();
    const region = await toolsRegion();
    await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
    expect(toolNames(region)).toEqual([
      'Healthcare cost estimator',
      'Dental cost estimator',
      'Pharmacy benefit manager',
      'Digital claims',
      'Text a doctor',
      'Online bill pay',
      'Outline of Coverage',
    ]);
    // One GET programs, shared with the member facts.
    expect(gateway.calls.filter((call) => call.path === 'programs')).toHaveLength(1);
  });

  it('sends each tool where spec §2 says', async () => {
    memberGateway();
    renderTools();
    const region = await toolsRegion();
    const link = (name: RegExp) => within(region).findByRole('link', { name });

    const endpoint = await link(/^Healthcare cost estimator/);
    expect(endpoint).toHaveAttribute('href', 'https://estimator.example.com/medical');
    expect(endpoint).not.toHaveAttribute('target');
    expect(endpoint.querySelector('svg')).not.toBeNull();

    expect(await link(/^Pharmacy benefit manager/)).toHaveAttribute('href', '/benefits/programs/37');

    const claims = await link(/^Digital claims/);
    expect(claims).toHaveAttribute('href', 'https://claims.example.com/submit');
    expect(claims).toHaveAttribute('target', '_blank');

    const outline = await link(/^Outline of Coverage/);
    expect(outline).toHaveAttribute('href', OOC_URL);
    expect(outline).toHaveAttribute('target', '_blank');
    expect(outline).toHaveAccessibleName('Outline of Coverage (opens in a new tab)');
  });

  it('the Medicare member has tools 33, 37, 93 and 8', async () => {
    memberGateway({ 'GET programs': { programs: medicarePrograms }, 'GET ebill/ebillRegistered': false, 'GET handbook/ooc': text('') });
    renderTools(mainProps, 'regional');
    const region = await toolsRegion();
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(5));
    expect(toolNames(region)).toEqual(['Dental cost estimator', 'Pharmacy benefit manager', 'Digital claims', 'Text a doctor', 'Online bill pay']);
  });

  it('the partner plan has tools 27, 33, 92, 93 and never eBill', async () => {
    memberGateway({ 'GET programs': { programs: partnerPrograms }, 'GET handbook/ooc': text('') });
    renderTools(partnerProps, 'partner');
    const region = await toolsRegion();
    await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
    expect(toolNames(region)).toEqual(['Passport Dental', 'Dental cost estimator', 'Find a dentist', 'Digital claims']);
    expect(within(region).getByRole('link', { name: 'Passport Dental' })).toHaveAttribute('href', '/passport-dental');
    expect(within(region).getByRole('link', { name: 'Find a dentist' })).toHaveAttribute('href', '/find-care/find-a-dentist');
  });

  it("is headed 'Quick access tools' on the hospital brand", async () => {
    memberGateway();
    renderTools(mainProps, 'hospital');
    expect(await toolsRegion('Quick access tools')).toBeInTheDocument();
  });

  it('hides eBill without eBill and for a termed member, and the outline of coverage without a url', async () => {
    memberGateway({ 'GET ebill/hasEbill': false, 'GET handbook/ooc': text('') });
    const first = renderTools();
    let region = await toolsRegion();
    await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
    expect(toolNames(region)).not.toContain('Online bill pay');
    expect(toolNames(region)).not.toContain('Outline of Coverage');
    first.unmount();

    memberGateway({ 'GET account': termedAccount });
    renderTools();
    region = await toolsRegion();
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(6));
    expect(toolNames(region)).not.toContain('Online bill pay');
    expect(toolNames(region)).toContain('Outline of Coverage');
  });

  it('renders nothing when the member has no tool', async () => {
    const gateway = memberGateway({ 'GET programs': { programs: [] }, 'GET ebill/hasEbill': false, 'GET handbook/ooc': text('') });
    renderTools();
    await waitFor(() => expect(gateway.calls.some((call) => call.path === 'handbook/ooc')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows loading placeholders under its heading, then its error state with a retry when GET programs fails', async () => {
    let programsAnswer: unknown = { status: 503, body: { status: 503, message: 'Down' } };
    memberGateway({ 'GET programs': () => programsAnswer, 'GET ebill/hasEbill': false, 'GET handbook/ooc': text('') });
    renderTools();
    const region = await toolsRegion();
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(within(region).getAllByTestId('skeleton').length).toBeGreaterThan(0);
    // Screen readers hear 'Loading' once; the placeholder shapes are hidden from them.
    const spoken = within(region).getAllByText('Loading').filter((element) => !element.closest('[aria-hidden="true"]'));
    expect(spoken).toHaveLength(1);

    await within(region).findByRole('alert');
    programsAnswer = { programs: medicarePrograms };
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    await within(region).findByRole('link', { name: /^Digital claims/ });
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('the eBill tool', () => {
    it('registers a first-time member, then form-posts the user key with the first-time flag in this window', async () => {
      const gateway = memberGateway({ 'GET ebill/ebillRegistered': false });
      const posted = catchFormPosts();
      renderTools();
      const button = await within(await toolsRegion()).findByRole('button', { name: 'Online bill pay' });
      const before = gateway.calls.length;

      await userEvent.click(button);
      await waitFor(() => expect(posted).toHaveLength(1));

      const calls = gateway.calls.slice(before).map((call) => `${call.method} ${call.path}`);
      expect(calls.slice(0, 2).sort()).toEqual(['GET ebill/ebillRegistered', 'GET token/userkey']);
      expect(calls.slice(2)).toEqual(['PUT ebill/registerEbillUser']);
      const form = posted[0]!;
      expect(form.method).toBe('post');
      expect(form.getAttribute('action')).toBe('/ebill/sso');
      expect(form).not.toHaveAttribute('target');
      expect(Object.fromEntries(new FormData(form))).toEqual({ userKey: 'k'.repeat(43), firstTime: 'true' });
      expect(button).toHaveAttribute('aria-disabled', 'true');
    });

    it('goes straight on for a registered member, without the first-time flag', async () => {
      const gateway = memberGateway();
      const posted = catchFormPosts();
      renderTools();
      await userEvent.click(await within(await toolsRegion()).findByRole('button', { name: 'Online bill pay' }));
      await waitFor(() => expect(posted).toHaveLength(1));
      expect(gateway.calls.some((call) => call.method === 'PUT')).toBe(false);
      expect(Object.fromEntries(new FormData(posted[0]!))).toEqual({ userKey: 'k'.repeat(43) });
      // The user key goes in the form body only, never in an address.
      expect(gateway.calls.every((call) => !call.path.includes('k'.repeat(43)))).toBe(true);
    });

    it('says so when the user key cannot be had, and stays on the page', async () => {
      memberGateway({ 'GET token/userkey': { status: 500, body: { status: 500, message: 'Down' } } });
      const posted = catchFormPosts();
      renderTools();
      const region = await toolsRegion();
      await userEvent.click(await within(region).findByRole('button', { name: 'Online bill pay' }));
      expect(await within(region).findByRole('alert')).toHaveTextContent("We couldn't open online bill pay right now. Please try again.");
      expect(posted).toHaveLength(0);
    });
  });
});
