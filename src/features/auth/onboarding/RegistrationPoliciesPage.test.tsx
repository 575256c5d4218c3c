import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeToken, stubGateway, type Answer, type RecordedCall } from '../../../../test/stub-gateway';
import { routingAnswers } from '../test-gateway';
import RegistrationPoliciesPage from './RegistrationPoliciesPage';
import { notify, renderStepPage, withTemporarySession } from './test-support';

const savedToken = fakeToken({ sub: 'partner', domainId: 5 });

/** The partner plan gateway of a member whose policy is unsigned; a PUT signs it, as the real one does. */
function pageAnswers(memberSuffix: number, overrides: Record<string, Answer> = {}) {
  const answers: Record<string, Answer> = {
    ...routingAnswers({ 'GET account': { accountStatus: 'ACT', email: 'marcus@example.com', member: { memberSuffix } } }),
    'GET account/registration/policies': { isCommunicationPolicySigned: false, isEeobPreferenceConsented: null },
    'PUT account/registration/policies': (body: unknown) => {
      answers['GET account/registration/policies'] = body;
      return { token: savedToken };
    },
    ...overrides,
  };
  return answers;
}

const renderPage = () => renderStepPage('/registration-policies', <RegistrationPoliciesPage />, { brand: 'partner' });

withTemporarySession({ sub: 'partner', domainId: 5 });

const policy = () => screen.findByLabelText('I have read the digital communications policy');
const submit = () => screen.getByRole('button', { name: 'Continue' });
const puts = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'PUT');

describe('RegistrationPoliciesPage', () => {
  it('welcomes the member and offers a subscriber the eEOB choice, consented by default', async () => {
    stubGateway(pageAnswers(0));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(await policy()).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'Digital communications policy' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'How would you like to receive your explanations of benefits (EOBs)?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Electronically: I consent to receiving my EOBs online')).toBeChecked();
  });

  it('requires the policy checkbox with its own message, and saves nothing', async () => {
    const { calls } = stubGateway(pageAnswers(0));
    const user = userEvent.setup();
    renderPage();
    await policy();
    await user.click(submit());
    expect(screen.getByText('Please confirm you have read our digital communications policy.')).toBeInTheDocument();
    expect(screen.getByLabelText('I have read the digital communications policy')).toHaveFocus();
    expect(puts(calls)).toEqual([]);
  });

  it('signs the policy with the eEOB choice, shows the snackbar for 5000 ms, then continues routing', async () => {
    const { calls } = stubGateway(pageAnswers(0));
    const user = userEvent.setup();
    renderPage();
    await user.click(await policy());
    await user.click(screen.getByLabelText('On paper, by mail'));
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(puts(calls)).toMatchObject([
      { path: 'account/registration/policies', body: { isCommunicationPolicySigned: true, isEeobPreferenceConsented: false } },
    ]);
    expect(notify).toHaveBeenCalledWith({ status: 'success', message: 'Thank you. Your choices have been saved.', dismissAfter: 5000 });
  });

  it('gives a non-subscriber no eEOB choice and sends none', async () => {
    const { calls } = stubGateway(pageAnswers(1));
    const user = userEvent.setup();
    renderPage();
    await user.click(await policy());
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Home page' });
    expect(puts(calls)[0]?.body).toEqual({ isCommunicationPolicySigned: true, isEeobPreferenceConsented: null });
  });

  it('shows a failed save on the page (registration calls are handled locally, spec §8)', async () => {
    stubGateway(pageAnswers(0, { 'PUT account/registration/policies': { status: 500, body: { status: 500, message: 'x' } } }));
    const user = userEvent.setup();
    renderPage();
    await user.click(await policy());
    await user.click(submit());
    expect(await screen.findByText("We couldn't save your choices. Please try again.")).toBeInTheDocument();
  });

  it('shows a failed read of the policies on the page', async () => {
    stubGateway(pageAnswers(0, { 'GET account/registration/policies': { status: 503, body: { status: 503, message: 'x' } } }));
    renderPage();
    expect(await screen.findByText("We couldn't load your account policies. Please try again later.")).toBeInTheDocument();
  });
});
