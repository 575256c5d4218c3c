import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanManagementDetails } from '../../api/response-types';
import { accountFixture, memberFixture } from '../../member/member-context.fixture';
import { refreshSession, startSession } from '../../member/session';
import { clearAllStorage } from '../../member/token-storage';
import { renderWithProviders } from '../../../test/render-with-providers';
import { fakeToken, memberFactsAnswers, stubGateway, type Answer } from '../../../test/stub-gateway';
import { renewingPlanFixture } from './plan-management.fixture';
import PlanBenefitsSection from './PlanBenefitsSection';
import PlanManagementSection from './PlanManagementSection';

beforeEach(() => startSession(fakeToken(), new Date()));
afterEach(async () => {
  vi.unstubAllGlobals();
  await clearAllStorage();
  refreshSession();
});

const dana = memberFixture({ memberKey: 'MK-0', memberSuffix: 0, firstName: 'Dana' });
const riley = memberFixture({ memberKey: 'MK-2', memberSuffix: 2, firstName: 'Riley', relationship: 'C', relationshipDescription: 'Child' });
const family = { ...accountFixture(dana), members: [dana, riley] };

const gateway = (answers: Record<string, Answer>) =>
  stubGateway(memberFactsAnswers({ 'GET account': family, 'GET plan-management/details': renewingPlanFixture, ...answers }));

const section = () => screen.findByRole('region', { name: 'Plan management' });

describe('PlanBenefitsSection', () => {
  it("shows each member the account shows, with each category's plan name, id and status, and the benefits link", async () => {
    gateway({
      'GET benefits/history': [
        { memberKey: 'MK-0', category: 'medical', effectiveDate: '2025-01-01', termedDate: null, plan: 'Summit Individual PPO $500', link: '/history/1735689600000/benefits/medical?suffix=0' },
      ],
    });
    renderWithProviders(<PlanBenefitsSection />);
    expect(screen.getByRole('region', { name: 'Your plans' })).toHaveAttribute('aria-busy', 'true');
    const danaTile = await screen.findByRole('region', { name: 'Dana Rivera' });
    expect(screen.getByRole('region', { name: 'Riley Rivera' })).toBeInTheDocument();
    const medical = within(danaTile).getByRole('heading', { level: 3, name: 'Medical plan' }).closest('li')!;
    expect(medical).toHaveTextContent('Summit Individual PPO $500');
    expect(medical).toHaveTextContent('Plan ID PLAN-1');
    expect(medical).toHaveTextContent('Active since 01/01/2025');
    expect(within(medical).getByRole('link', { name: 'View medical benefits' })).toHaveAttribute('href', '/benefits/medical');
    expect(within(danaTile).getByText('Connexus')).toBeInTheDocument();
  });

  it('shows its own error with a retry when the plan names cannot be read', async () => {
    let fail = true;
    gateway({ 'GET benefits/history': () => (fail ? { status: 503, body: { status: 503, message: 'Down' } } : []) });
    renderWithProviders(<PlanBenefitsSection />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('region', { name: 'Riley Rivera' })).toBeInTheDocument();
  });
});

describe('PlanManagementSection', () => {
  it('shows plan years and open enrollment, renews through the shop, and cancels M after a confirmation that says what ends and when', async () => {
    const calls = gateway({
      'POST plan-management/cancellation': (body: unknown) => ({
        ...renewingPlanFixture,
        directPlanCancellationStatus: { id: (body as { cancellationStatusId: 'M' }).cancellationStatusId, description: 'Medical plan will not renew' },
      }),
    });
    renderWithProviders(<PlanManagementSection />);
    const region = await section();
    expect(await within(region).findByText('11/07/2026 to 12/21/2026')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: /^Renew or change your plan/ })).toHaveAttribute('href', 'https://shop.example.com/individual');
    expect(within(region).getByRole('link', { name: /^Shop on the health insurance marketplace/ })).toHaveAttribute('href', 'https://exchange.example.com');

    // Continue without a choice: the group says what is missing.
    await userEvent.click(within(region).getByRole('button', { name: 'Continue' }));
    expect(within(region).getByText('Choose which plans should not renew.')).toBeInTheDocument();

    await userEvent.click(within(region).getByRole('radio', { name: 'Do not renew my medical plan' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Continue' }));
    const consequence = within(region).getByText('Your medical plan will not renew. Your medical benefits end on 01/31/2027.');
    expect(consequence).toHaveFocus();
    await userEvent.click(within(region).getByRole('button', { name: 'Confirm' }));

    expect(await within(region).findByText('Your benefits end on 01/31/2027.')).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Medical']);
    expect(within(region).queryByRole('radio')).toBeNull();
    expect(within(region).queryByRole('link', { name: /^Renew or change your plan/ })).toBeNull();
    expect(await screen.findByText('Your choice is saved. Your benefits end on 01/31/2027.')).toBeInTheDocument();
    expect(calls.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ cancellationStatusId: 'M' }]);
  });

  it("D says medical and dental; a refusal shows the server's message and keeps the choice", async () => {
    gateway({
      'POST plan-management/cancellation': {
        status: 400,
        body: { status: 400, errorCode: 'ALREADY_CANCELLED', message: 'Your plan is already set not to renew. Contact customer service to change that choice.' },
      },
    });
    renderWithProviders(<PlanManagementSection />);
    const region = await section();
    await userEvent.click(await within(region).findByRole('radio', { name: 'Do not renew my medical and dental plans' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Continue' }));
    expect(within(region).getByText('Your medical and dental plans will not renew. Your medical and dental benefits end on 01/31/2027.')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Confirm' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('Your plan is already set not to renew. Contact customer service to change that choice.');

    await userEvent.click(within(region).getByRole('button', { name: 'Go back' }));
    const chosen = within(region).getByRole('radio', { name: 'Do not renew my medical and dental plans' });
    expect(chosen).toBeChecked();
    expect(chosen).toHaveFocus();
  });

  it('shows a plan already set not to renew, and no cancel', async () => {
    const cancelled: PlanManagementDetails = {
      ...renewingPlanFixture,
      directPlanCancellationStatus: { id: 'D', description: 'Medical and dental plans will not renew' },
    };
    gateway({ 'GET plan-management/details': cancelled });
    renderWithProviders(<PlanManagementSection />);
    const region = await section();
    expect(await within(region).findByText('Your benefits end on 01/31/2027.')).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Medical', 'Dental']);
    expect(within(region).queryByRole('radio')).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('offers a dependent no cancel', async () => {
    gateway({ 'GET account': { ...accountFixture(riley), members: [riley] } });
    renderWithProviders(<PlanManagementSection />);
    const region = await section();
    expect(await within(region).findByText('Only the subscriber can choose not to renew this plan.')).toBeInTheDocument();
    await waitFor(() => expect(within(region).queryByRole('radio')).toBeNull());
  });
});
