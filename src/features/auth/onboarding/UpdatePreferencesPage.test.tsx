import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, stubGateway, type Answer } from '../../../../test/stub-gateway';
import { routingAnswers } from '../test-gateway';
import { unsetPreferences } from '../../../member/preferences.fixture';
import { notify, renderStepPage, withTemporarySession } from './test-support';
import UpdatePreferencesPage from './UpdatePreferencesPage';

const everySection = { marketingEmail: true, electronicEob: true, medicareMaterials: true, ebill: true };
const savedToken = fakeToken({ sub: 'noemail' });

/** The gateway of a member with no email and no preference set; a PUT saves them, as the real one does. */
function pageAnswers(overrides: Record<string, Answer> = {}) {
  const answers: Record<string, Answer> = {
    ...routingAnswers({ 'GET account': { accountStatus: 'ACT', email: null } }),
    'GET account/relevant-preferences': everySection,
    'GET account/preferences': unsetPreferences,
    'GET account/registration/policy-details': { hasExtendedPolicy: false },
    'PUT account/preferences': (body: unknown) => {
      answers['GET account/preferences'] = body;
      answers['GET account'] = { accountStatus: 'ACT', email: (body as { emailAddress: string }).emailAddress };
      return { token: savedToken };
    },
    ...overrides,
  };
  return answers;
}

const renderPage = () => renderStepPage('/update-preferences', <UpdatePreferencesPage />);

withTemporarySession({ sub: 'noemail' });
const scrollTo = vi.fn();
beforeEach(() => {
  scrollTo.mockReset();
  vi.stubGlobal('scrollTo', scrollTo);
});

const email = () => screen.findByLabelText('Email address');
const save = () => screen.getByRole('button', { name: 'Save preferences' });

describe('UpdatePreferencesPage', () => {
  it('shows the email address and only the relevant sections', async () => {
    stubGateway(pageAnswers({ 'GET account/relevant-preferences': { ...everySection, medicareMaterials: false, ebill: false } }));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Update your preferences' })).toBeInTheDocument();
    expect(await email()).toHaveValue('');
    expect(screen.getByRole('group', { name: 'Marketing email' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Explanations of benefits (EOBs)' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Medicare materials' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'eBill' })).not.toBeInTheDocument();
  });

  it('starts unset preferences from the defaults without the extended policy', async () => {
    stubGateway(pageAnswers());
    renderPage();
    await email();
    expect(screen.getByLabelText('Electronic: email me when a new EOB is ready')).toBeChecked();
    expect(screen.getByLabelText('Electronic: email me when new plan materials are ready')).toBeChecked();
    expect(screen.getByLabelText('Paperless: stop mailing my paper statements')).toBeChecked();
    expect(screen.getByLabelText('Email me when my bill is ready')).toBeChecked();
    expect(screen.getByLabelText('Email me a payment reminder')).toBeChecked();
    expect(screen.getByLabelText('Email me news and updates about my plan')).not.toBeChecked();
  });

  it('starts them from the extended policy defaults when the member has it', async () => {
    stubGateway(pageAnswers({ 'GET account/registration/policy-details': { hasExtendedPolicy: true } }));
    renderPage();
    await email();
    expect(screen.getByLabelText('Paper: mail my EOBs to me')).toBeChecked();
    expect(screen.getByLabelText('Paper: keep mailing my statements')).toBeChecked();
    expect(screen.getByLabelText('Email me when my bill is ready')).not.toBeChecked();
    expect(screen.getByLabelText('Email me a payment reminder')).not.toBeChecked();
    expect(screen.getByLabelText('Electronic: email me when new plan materials are ready')).toBeChecked();
  });

  it('requires an email address: scrolls to top, focuses it, saves nothing', async () => {
    const { calls } = stubGateway(pageAnswers());
    const user = userEvent.setup();
    renderPage();
    await email();
    await user.click(save());
    expect(screen.getByText('Email address is a required field')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('requires a valid email format', async () => {
    stubGateway(pageAnswers());
    const user = userEvent.setup();
    renderPage();
    await user.type(await email(), 'name@example');
    await user.click(save());
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Invalid email address');
  });

  it('saves, shows the success snackbar for 3000 ms, then continues routing with the token the gateway answered', async () => {
    const { calls } = stubGateway(pageAnswers());
    const user = userEvent.setup();
    renderPage();
    await user.type(await email(), 'casey@example.com');
    await user.click(screen.getByLabelText('Email me news and updates about my plan'));
    await user.click(screen.getByLabelText('Paper: mail my EOBs to me'));
    await user.click(save());

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('account/preferences');
    expect(put?.body).toEqual({
      ...unsetPreferences,
      emailAddress: 'casey@example.com',
      emailBreakingNews: 'Y',
      electronicEob: 'N',
      electronicMedicareMailing: 'Y',
      discontinuePaperStatements: 'Y',
      emailWhenBillReady: 'Y',
      emailPaymentReminder: 'Y',
      emailAutopayWithdrawalReminder: 'N',
    });
    expect(notify).toHaveBeenCalledWith({ status: 'success', message: 'Your preferences have been saved.', dismissAfter: 3000 });
    const routingReads = calls.slice(calls.indexOf(put!) + 1);
    expect(routingReads.length).toBeGreaterThan(0);
    expect(routingReads.every((c) => c.authorization === `Bearer ${savedToken}`)).toBe(true);
  });

  it('says so when the preferences cannot be loaded', async () => {
    stubGateway(pageAnswers({ 'GET account/registration/policy-details': { status: 500, body: { status: 500, message: 'x' } } }));
    renderPage();
    expect(await screen.findByText("We couldn't load your preferences. Please try again later.")).toBeInTheDocument();
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
  });

  it('says so when the saved step cannot be routed on', async () => {
    stubGateway(pageAnswers({ 'PUT account/preferences': { token: 'unreadable' } }));
    const user = userEvent.setup();
    renderPage();
    await user.type(await email(), 'casey@example.com');
    await user.click(save());
    await waitFor(() => expect(screen.getByText("We couldn't save your preferences. Please try again.")).toBeInTheDocument());
  });
});
