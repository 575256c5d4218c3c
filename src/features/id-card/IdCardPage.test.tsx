import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession, startSession } from '../../member/session';
import { clearAllStorage } from '../../member/token-storage';
import { renderWithProviders } from '../../../test/render-with-providers';
import { fakeToken, stubGateway } from '../../../test/stub-gateway';
import IdCardPage from './IdCardPage';
import type { IdCard } from './rules';

const newWindow = { opener: null, closed: false, close: vi.fn(), location: { href: 'about:blank' }, document: { title: '', body: { textContent: '' } } };

beforeEach(() => {
  startSession(fakeToken(), new Date());
  newWindow.close.mockClear();
  newWindow.location.href = 'about:blank';
  vi.spyOn(window, 'open').mockImplementation(() => newWindow as unknown as Window);
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await clearAllStorage();
  refreshSession();
});

const card = (over: Partial<IdCard>): IdCard => ({
  memberKey: '700100', memberSuffix: 0, firstName: 'Dana', lastName: 'Rivera', subscriberId: 'MD1004582',
  category: 'medical', planName: 'Summit Individual PPO $500', groupNumber: '10003310', groupName: 'Summit Individual & Family Plans',
  networkNames: ['Summit Choice'], effectiveDate: '2026-01-01', status: 'active', ...over,
});
const view = {
  brandName: 'Summit Health Plan',
  cards: [card({ category: 'dental', planName: 'Summit Dental PPO $1,500' }), card({}), card({ memberKey: '700102', memberSuffix: 2, firstName: 'Riley' })],
};

describe('IdCardPage', () => {
  it('shows a tile per member with each card front and back, in spec order', async () => {
    stubGateway({ 'GET idCard/view': view, 'GET account': {} });
    renderWithProviders(<IdCardPage />);
    const dana = await screen.findByRole('region', { name: 'Dana Rivera' });
    expect(within(dana).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Medical ID card, Dana Rivera',
      'Dental ID card, Dana Rivera',
    ]);
    const front = within(screen.getByRole('article', { name: 'Medical ID card, Dana Rivera' })).getByRole('group', { name: 'Front' });
    expect(front).toHaveTextContent('MD1004582-00');
    expect(front).toHaveTextContent('01/01/2026');
    expect(screen.getByRole('article', { name: 'Medical ID card, Riley Rivera' })).toHaveTextContent('MD1004582-02');
    expect(within(screen.getByRole('region', { name: 'Request a card' })).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Request a medical card',
      'Request a dental card',
    ]);
  });

  it("a member's Print prints that member's cards: the other members' tiles are out of print while the dialog is open", async () => {
    stubGateway({ 'GET idCard/view': view, 'GET account': {} });
    renderWithProviders(<IdCardPage />);
    const riley = await screen.findByRole('region', { name: 'Riley Rivera' });
    const tileOf = (name: string) => screen.getByRole('region', { name }).parentElement!;
    const outOfPrint: string[][] = [];
    vi.spyOn(window, 'print').mockImplementation(() => {
      outOfPrint.push(['Dana Rivera', 'Riley Rivera'].filter((name) => tileOf(name).hasAttribute('data-print-hide')));
    });

    await userEvent.click(within(riley).getByRole('button', { name: 'Print cards' }));
    expect(outOfPrint).toEqual([['Dana Rivera']]);
    // Once the dialog closed, every card prints again (the browser's own print command).
    expect(tileOf('Dana Rivera')).not.toHaveAttribute('data-print-hide');
    expect(within(riley).getByText('Each card prints at wallet size, front and back.')).toBeInTheDocument();
  });

  it("shows the section's error with 'Try again' in place", async () => {
    const user = userEvent.setup();
    let fail = true;
    stubGateway({ 'GET idCard/view': () => (fail ? { status: 500, body: { status: 500, message: 'down' } } : view), 'GET account': {} });
    renderWithProviders(<IdCardPage />);
    const tile = await screen.findByRole('region', { name: 'Your ID cards' });
    expect(await within(tile).findByText("We couldn't load this section right now.")).toBeInTheDocument();
    fail = false;
    await user.click(within(tile).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Dana Rivera' })).toBeInTheDocument();
  });

  it('reads a 403 as a plan without ID cards', async () => {
    stubGateway({ 'GET idCard/view': { status: 403, body: { status: 403, message: 'no' } }, 'GET account': {} });
    renderWithProviders(<IdCardPage />);
    expect(await screen.findByText(/Your plan does not issue member ID cards/)).toBeInTheDocument();
  });

  it('a dropped PDF download closes its window and says so in the tile', async () => {
    const user = userEvent.setup();
    stubGateway({ 'GET idCard/view': view, 'GET account': {}, 'GET idCard/view?suffix=2': { status: 503, body: { status: 503, message: 'down' } } });
    renderWithProviders(<IdCardPage />);
    const riley = await screen.findByRole('region', { name: 'Riley Rivera' });
    await user.click(within(riley).getByRole('button', { name: 'Download PDF' }));
    expect(await within(riley).findByText("We couldn't get the ID card PDF. Please try again.")).toBeInTheDocument();
    expect(newWindow.close).toHaveBeenCalledOnce();
    expect(newWindow.location.href).toBe('about:blank');
  });

  it("emails the cards to the confirmed address (the account's by default) with a snackbar", async () => {
    const user = userEvent.setup();
    const gateway = stubGateway({
      'GET idCard/view': view,
      'GET account': { email: 'dana.rivera@example.com' },
      'POST idCard/email': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<IdCardPage />);
    const tile = await screen.findByRole('region', { name: 'Email ID card' });
    await waitFor(() => expect(within(tile).getByLabelText('Email address')).toHaveValue('dana.rivera@example.com'));
    await user.click(within(tile).getByRole('button', { name: 'Continue' }));
    expect(within(tile).getByText('Send the ID cards to dana.rivera@example.com?')).toHaveFocus();
    await user.click(within(tile).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('We sent your ID cards to dana.rivera@example.com.')).toBeInTheDocument();
    expect(gateway.calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'dana.rivera@example.com' });
  });

  it("says in Spanish on a Spanish page what the gateway answers in English: a card requested, a refusal (issue 30)", async () => {
    const user = userEvent.setup();
    const english = 'We received your request. Your new Dental ID card will arrive by mail in 7 to 10 business days.';
    stubGateway({
      'GET idCard/view': view,
      'GET account': { email: 'dana.rivera@example.com' },
      'GET idCard/request?category=dental': () => new Response(english, { headers: { 'content-type': 'text/plain' } }),
      'GET idCard/request?category=medical': {
        status: 400, body: { status: 400, errorCode: 'NO_PLAN_IN_CATEGORY', message: 'You have no medical plan, so there is no medical card to send.' },
      },
      'POST idCard/email': { status: 400, body: { status: 400, errorCode: 'INVALID_FIELD', message: 'Invalid email address.' } },
    });
    renderWithProviders(<IdCardPage />, { language: 'es' });
    const request = await screen.findByRole('region', { name: 'Solicitar una tarjeta' });
    await user.click(within(request).getByRole('button', { name: 'Solicitar una tarjeta de atención dental' }));
    expect(await within(request).findByText(
      'Recibimos su solicitud. Su nueva tarjeta de identificación de atención dental llegará por correo postal en un plazo de 7 a 10 días hábiles.',
    )).toBeInTheDocument();
    await user.click(within(request).getByRole('button', { name: 'Solicitar una tarjeta de atención médica' }));
    expect(await within(request).findByRole('alert')).toHaveTextContent(
      'No tiene un plan de atención médica, así que no hay ninguna tarjeta de atención médica que enviar.',
    );

    const email = screen.getByRole('region', { name: 'Enviar tarjetas por correo electrónico' });
    await waitFor(() => expect(within(email).getByLabelText('Correo electrónico')).toHaveValue('dana.rivera@example.com'));
    await user.click(within(email).getByRole('button', { name: 'Continuar' }));
    await user.click(within(email).getByRole('button', { name: 'Enviar' }));
    expect(await within(email).findByRole('alert')).toHaveTextContent('El formato del correo electrónico no es válido.');
    expect(document.body).not.toHaveTextContent(/We received|You have no|Invalid email/);
  });
});
