import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unsetPreferences } from '../../member/preferences.fixture';
import { refreshSession, startSession } from '../../member/session';
import { clearAllStorage } from '../../member/token-storage';
import { renderInRoute } from '../../../test/render-with-providers';
import { fakeToken, stubGateway, type Answer } from '../../../test/stub-gateway';
import CommunicationPreferencesSection from './CommunicationPreferencesSection';
import SecurityQuestionsSection from './SecurityQuestionsSection';

beforeEach(() => startSession(fakeToken(), new Date()));
afterEach(async () => {
  vi.unstubAllGlobals();
  await clearAllStorage();
  refreshSession();
});

const saved = { ...unsetPreferences, emailAddress: 'dana@example.com', electronicEob: 'Y', emailBreakingNews: 'N', emailEwpNotification: 'Y' } as const;
const preferenceAnswers = (over: Record<string, Answer> = {}): Record<string, Answer> => ({
  'GET account/preferences': saved,
  'GET account/relevant-preferences': { marketingEmail: true, electronicEob: true, medicareMaterials: true, ebill: true },
  'GET account/registration/policy-details': { hasExtendedPolicy: true },
  'PUT account/preferences': { token: fakeToken() },
  ...over,
});
/** The card once loaded (the skeleton's region is another element). */
const card = async (name: string) => {
  await screen.findByRole('button', { name: `Edit ${name}` });
  return screen.getByRole('region', { name });
};

describe('CommunicationPreferencesSection', () => {
  it("shows the member's choices, spec §5's defaults while unset (extended policy: paper, no emails)", async () => {
    stubGateway(preferenceAnswers());
    renderInRoute(<CommunicationPreferencesSection title="settings.ebillPreferences.title" sections={['ebill']} />);
    const region = await card('eBill paperless and notifications');
    expect(region).toHaveTextContent('Bill statementsPaper, by mail');
    expect(region).toHaveTextContent('Email notificationsNone');
    expect(region).not.toHaveTextContent('dana@example.com');
  });

  it('checks the email (spec §5: an invalid form scrolls to the top, its field focused), saves only the flags it shows, and says so', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const user = userEvent.setup();
    const { calls } = stubGateway(preferenceAnswers());
    renderInRoute(<CommunicationPreferencesSection title="settings.communication.title" sections={['email', 'marketingEmail', 'medicareMaterials']} />);
    const region = await card('Email and communication');
    expect(region).toHaveTextContent('Medicare plan materialsPaperless');
    await user.click(within(region).getByRole('button', { name: 'Edit Email and communication' }));
    const email = within(region).getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveFocus();
    await user.clear(email);
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    expect(region).toHaveTextContent('Email address is a required field');
    expect(email).toHaveFocus();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    scrollTo.mockClear();
    await user.type(email, 'dana@example');
    expect(region).toHaveTextContent('Invalid email address');
    await user.type(email, '.org');
    await user.click(within(region).getByRole('checkbox', { name: 'Email me news and updates about my plan' }));
    await user.click(within(region).getByRole('radio', { name: /^Paper: mail plan materials/ }));
    await user.click(within(region).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Email and communication: your changes have been saved.')).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      ...saved,
      emailAddress: 'dana@example.org',
      emailBreakingNews: 'Y',
      electronicMedicareMailing: 'N',
    });
    expect(region).toHaveTextContent('dana@example.org');
    expect(region).toHaveTextContent('Medicare plan materialsPaper, by mail');
    expect(within(region).getByRole('button', { name: 'Edit Email and communication' })).toHaveFocus();
  });

  it('a failed save keeps the form and what was typed, with the reason', async () => {
    const user = userEvent.setup();
    stubGateway(preferenceAnswers({ 'PUT account/preferences': { status: 500, body: { status: 500, message: 'Boom' } } }));
    renderInRoute(<CommunicationPreferencesSection title="settings.communication.title" sections={['email']} />);
    const region = await card('Email and communication');
    await user.click(within(region).getByRole('button', { name: 'Edit Email and communication' }));
    const email = within(region).getByRole('textbox', { name: 'Email address' });
    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await within(region).findByText("We couldn't save your changes. Please try again.")).toBeInTheDocument();
    expect(email).toHaveValue('new@example.com');
  });

  it('shows nothing when no part applies (paperless EOBs for a dependent)', async () => {
    const { calls } = stubGateway(
      preferenceAnswers({ 'GET account/relevant-preferences': { marketingEmail: true, electronicEob: false, medicareMaterials: false, ebill: false } }),
    );
    renderInRoute(<CommunicationPreferencesSection title="settings.paperlessEobs.title" sections={['electronicEob']} />);
    expect(screen.getByRole('region', { name: 'Paperless EOBs' })).toHaveAttribute('aria-busy', 'true');
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Paperless EOBs' })).toBeNull());
  });

  it("a failed read shows the section's own error with 'Try again'", async () => {
    const user = userEvent.setup();
    let fail = true;
    stubGateway(
      preferenceAnswers({ 'GET account/preferences': () => (fail ? { status: 503, body: { status: 503, message: 'Down' } } : saved) }),
    );
    renderInRoute(<CommunicationPreferencesSection title="settings.communication.title" sections={['email']} />);
    expect(await screen.findByText("We couldn't load this section right now.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('dana@example.com')).toBeInTheDocument();
  });
});

describe('SecurityQuestionsSection', () => {
  const questions = [
    { id: 1, question: 'What was the name of your first pet?' },
    { id: 2, question: 'In what city were you born?' },
    { id: 4, question: 'What is the name of the street you grew up on?' },
  ];

  it('shows the questions answered, never answers; new answers are checked (spec §5), hidden with Show/Hide, and saved', async () => {
    const user = userEvent.setup();
    const { calls } = stubGateway({
      'GET account/security-questions': questions,
      'GET account/security-answers': { questionIds: [1, 4] },
      'PUT account/security-answers': () => new Response(null, { status: 204 }),
    });
    renderInRoute(<SecurityQuestionsSection />);
    const region = await card('Security questions');
    expect(await within(region).findByText('What was the name of your first pet?')).toBeInTheDocument();
    expect(within(region).getByText('What is the name of the street you grew up on?')).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Edit Security questions' }));
    const first = within(region).getByRole('combobox', { name: 'Security question 1' });
    expect(first).toHaveValue('1');
    // The second select never offers the first's question.
    const second = within(region).getByRole('combobox', { name: 'Security question 2' });
    expect(within(second).queryByRole('option', { name: questions[0]?.question })).toBeNull();
    await user.selectOptions(second, 'In what city were you born?');

    const answer1 = within(region).getByLabelText('Answer to security question 1');
    expect(answer1).toHaveAttribute('type', 'password');
    await user.type(answer1, 'Re');
    await user.tab();
    expect(region).toHaveTextContent('Answer to security question 1 is under the character minimum');
    const [show] = within(region).getAllByRole('button', { name: 'Show' });
    await user.click(show!);
    expect(answer1).toHaveAttribute('type', 'text');
    await user.type(answer1, 'x');
    await user.type(within(region).getByLabelText('Answer to security question 2'), ' Portland ');
    await user.click(within(region).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Security questions: your changes have been saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      answers: [
        { questionId: 1, answer: 'Rex' },
        { questionId: 2, answer: 'Portland' },
      ],
    });
    expect(region).toHaveTextContent('In what city were you born?');
    expect(region).not.toHaveTextContent('Portland');
  });
});
