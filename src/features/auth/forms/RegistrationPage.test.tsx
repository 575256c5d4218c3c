import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import RegistrationPage from './RegistrationPage';
import { stubGateway, type RecordedCall } from '../../../../test/stub-gateway';

afterEach(() => vi.unstubAllGlobals());

const called = (gateway: { calls: RecordedCall[] }) => gateway.calls.map((c) => `${c.method} ${c.path}`);

const questions = [
  { id: 1, question: 'What was the name of your first pet?' },
  { id: 2, question: 'In what city were you born?' },
  { id: 3, question: 'What was the make of your first car?' },
];

async function fillIdentity(user: UserEvent, dateOfBirth = '03/04/1978') {
  await user.type(screen.getByLabelText('Subscriber ID'), 'MD1004582');
  await user.type(screen.getByLabelText('First name'), 'Chris');
  await user.type(screen.getByLabelText('Last name'), 'Rivera');
  await user.type(screen.getByLabelText('Date of birth'), dateOfBirth);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function fillLogin(user: UserEvent) {
  await user.type(screen.getByLabelText('Username'), 'chrisr');
  await user.type(screen.getByLabelText('Password'), 'Welcome22!');
  await user.type(screen.getByLabelText('Confirm password'), 'Welcome22!');
  await user.type(screen.getByLabelText('Email address'), 'chris@example.com');
  await user.selectOptions(screen.getByLabelText('Security question 1'), questions[0]!.question);
  await user.type(screen.getByLabelText('Answer to security question 1'), 'Rex');
  await user.selectOptions(screen.getByLabelText('Security question 2'), questions[1]!.question);
  await user.type(screen.getByLabelText('Answer to security question 2'), 'Portland');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('RegistrationPage', () => {
  it('refuses invalid details with the spec messages, focuses the first and sends nothing', async () => {
    const gateway = stubGateway({});
    const user = userEvent.setup();
    renderWithProviders(<RegistrationPage />, { route: '/registration' });
    // On load the page's h1 has focus, not the step heading.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Subscriber ID is a required field')).toBeInTheDocument();
    expect(screen.getByLabelText('Subscriber ID')).toHaveFocus();

    await user.type(screen.getByLabelText('Subscriber ID'), 'MD-1');
    await user.type(screen.getByLabelText('First name'), '9Chris');
    await user.type(screen.getByLabelText('Last name'), 'Rivera');
    await user.type(screen.getByLabelText('Date of birth'), '1978-03-04');
    await user.tab();
    expect(screen.getByLabelText('Subscriber ID')).toHaveAccessibleDescription(expect.stringContaining('Invalid subscriber ID'));
    expect(screen.getByText('Invalid first name')).toBeInTheDocument();
    expect(screen.getByText('Date of birth must be mm/dd/yyyy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(gateway.calls).toEqual([]);
  });

  it('refuses a date of birth after today', async () => {
    stubGateway({});
    const user = userEvent.setup();
    renderWithProviders(<RegistrationPage />, { route: '/registration', now: new Date('2026-11-21T12:00:00') });
    await fillIdentity(user, '11/22/2026');
    expect(screen.getByText('Date of birth must not be after today')).toBeInTheDocument();
  });

  it('says when the details match no member who can register, and clears it on change', async () => {
    stubGateway({ 'POST validation/user-details': { valid: false } });
    const user = userEvent.setup();
    renderWithProviders(<RegistrationPage />, { route: '/registration' });
    await fillIdentity(user);
    const message = /We couldn't match those details/;
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.type(screen.getByLabelText('First name'), 'a');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('creates the account in two steps, without a bearer, and says what to do next', async () => {
    const gateway = stubGateway({
      'POST validation/user-details': { valid: true },
      'GET account/security-questions': questions,
      'POST validation/username': { available: true },
      'POST account/registration': { username: 'chrisr' },
    });
    const user = userEvent.setup();
    renderWithProviders(<RegistrationPage />, { route: '/registration' });
    const currentStep = () => within(screen.getByRole('list', { name: 'Registration steps' })).getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step');
    expect(currentStep()).toHaveTextContent('Confirm who you are');
    await fillIdentity(user);
    expect(await screen.findByRole('heading', { name: 'Step 2 of 2: Choose your login' })).toHaveFocus();
    expect(currentStep()).toHaveTextContent('Choose your login');
    expect(await screen.findAllByRole('option', { name: questions[2]!.question })).toHaveLength(2);
    await fillLogin(user);

    expect(await screen.findByText('Your account is ready.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Your account is ready.').closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.getByText('Log in with your new username, chrisr.')).toBeInTheDocument();
    expect(currentStep()).toHaveAttribute('data-state', 'success');
    expect(currentStep()).toHaveTextContent('Choose your login (completed)');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    const registration = gateway.calls.find((c) => c.method === 'POST' && c.path === 'account/registration');
    expect(registration?.body).toEqual({
      subscriberId: 'MD1004582', firstName: 'Chris', lastName: 'Rivera', dateOfBirth: '1978-03-04', domainId: 1,
      username: 'chrisr', password: 'Welcome22!', email: 'chris@example.com',
      securityAnswers: [{ questionId: 1, answer: 'Rex' }, { questionId: 2, answer: 'Portland' }],
    });
    expect(gateway.calls.every((c) => c.authorization === null)).toBe(true);
  });

  it('marks a taken username on its field and does not register', async () => {
    const gateway = stubGateway({
      'POST validation/user-details': { valid: true },
      'GET account/security-questions': questions,
      'POST validation/username': { available: false },
    });
    const user = userEvent.setup();
    renderWithProviders(<RegistrationPage />, { route: '/registration' });
    await fillIdentity(user);
    await screen.findByRole('heading', { name: 'Step 2 of 2: Choose your login' });
    await fillLogin(user);
    expect(await screen.findByText('That username is already taken. Choose another one.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(called(gateway)).not.toContain('POST account/registration');
  });

  it("shows the gateway's message when registration is refused", async () => {
    stubGateway({
      'POST validation/user-details': { valid: true },
      'GET account/security-questions': questions,
      'POST validation/username': { available: true },
      'POST account/registration': { status: 400, body: { status: 400, errorCode: 'MEMBER_NOT_FOUND', message: 'We could not create an account with those details.' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<RegistrationPage />, { route: '/registration' });
    await fillIdentity(user);
    await screen.findByRole('heading', { name: 'Step 2 of 2: Choose your login' });
    await fillLogin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not create an account with those details.');
  });

  it('checks the password rules and the confirmation in step 2', async () => {
    const gateway = stubGateway({ 'POST validation/user-details': { valid: true }, 'GET account/security-questions': questions });
    const user = userEvent.setup();
    renderWithProviders(<RegistrationPage />, { route: '/registration' });
    await fillIdentity(user);
    await screen.findByRole('heading', { name: 'Step 2 of 2: Choose your login' });
    await user.type(screen.getByLabelText('Username'), 'ab');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm password'), 'abd');
    await user.type(screen.getByLabelText('Email address'), 'chris@');
    await user.tab();
    expect(screen.getByText('Username is under the character minimum')).toBeInTheDocument();
    expect(screen.getByText('Password is under the character minimum')).toBeInTheDocument();
    expect(screen.getByText('Confirm password does not match')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
    expect(called(gateway)).not.toContain('POST validation/username');
  });

  it('never offers the same security question twice', async () => {
    stubGateway({ 'POST validation/user-details': { valid: true }, 'GET account/security-questions': questions });
    const user = userEvent.setup();
    renderWithProviders(<RegistrationPage />, { route: '/registration' });
    await fillIdentity(user);
    await screen.findAllByRole('option', { name: questions[0]!.question });
    await user.selectOptions(screen.getByLabelText('Security question 1'), questions[0]!.question);
    const second = screen.getByLabelText('Security question 2');
    expect(within(second).queryByRole('option', { name: questions[0]!.question })).not.toBeInTheDocument();
    expect(within(second).getByRole('option', { name: questions[1]!.question })).toBeInTheDocument();
  });
});
