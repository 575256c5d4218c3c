import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../api/api-error';
import { setGlobalErrorHandler } from '../../api/error-channel';
import { refreshSession, startSession } from '../../member/session';
import { clearAllStorage } from '../../member/token-storage';
import { renderWithProviders } from '../../../test/render-with-providers';
import { fakeToken, stubGateway } from '../../../test/stub-gateway';
import IdCardTile from './IdCardTile';

const token = fakeToken();
const newWindow = { opener: null, closed: false, close: vi.fn(), location: { href: 'about:blank' }, document: { title: '', body: { textContent: '' } } };
const open = vi.fn(() => newWindow as unknown as Window);
const reported = vi.fn<(error: ApiError) => void>();

beforeEach(() => {
  startSession(token, new Date());
  newWindow.location.href = 'about:blank';
  newWindow.close.mockClear();
  open.mockClear();
  reported.mockClear();
  vi.spyOn(window, 'open').mockImplementation(open);
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://localhost/id-card'), revokeObjectURL: vi.fn() });
  setGlobalErrorHandler(reported);
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  setGlobalErrorHandler(() => undefined);
  await clearAllStorage();
  refreshSession();
});

/** A gateway whose idCard/view answers only when the test says so. */
function slowPdf() {
  let answer: (response: Response) => void = () => undefined;
  const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer: (response: Response) => answer(response) };
}

const pdf = () => new Response('%PDF-1.3', { status: 200, headers: { 'content-type': 'application/pdf' } });
const tile = () => screen.getByRole('region', { name: 'ID card' });

describe('IdCardTile', () => {
  it('offers the download and More ID card options, without calling the gateway first', () => {
    const gateway = stubGateway({});
    renderWithProviders(<IdCardTile />);
    expect(within(tile()).getByRole('heading', { level: 2, name: 'ID card' })).toBeInTheDocument();
    expect(within(tile()).getByRole('button', { name: 'Download ID card' })).toBeEnabled();
    expect(within(tile()).getByRole('link', { name: 'More ID card options' })).toHaveAttribute('href', '/id-card');
    expect(gateway.fetch).not.toHaveBeenCalled();
  });

  it('opens a window in the click, shows it is busy (one window however often clicked), then shows the PDF', async () => {
    const user = userEvent.setup();
    const gateway = slowPdf();
    renderWithProviders(<IdCardTile />);

    await user.click(within(tile()).getByRole('button', { name: 'Download ID card' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    const busy = within(tile()).getByRole('button', { name: 'Opening your ID card…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(open).toHaveBeenCalledOnce();
    // The code that fetches the card loads on the first press (use-id-card-download.ts), then asks once.
    await waitFor(() => expect(gateway.fetch).toHaveBeenCalledOnce());
    const [url, init] = gateway.fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/idCard/view?lang=en');
    expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${token}`);

    gateway.answer(pdf());
    await waitFor(() => expect(newWindow.location.href).toBe('blob:http://localhost/id-card'));
    expect(await within(tile()).findByRole('button', { name: 'Download ID card' })).toBeEnabled();
    expect(reported).not.toHaveBeenCalled();
  });

  it('closes the window and shows the error page for the status when the card cannot be had', async () => {
    const user = userEvent.setup();
    stubGateway({ 'GET idCard/view?lang=en': { status: 403, body: { status: 403, message: 'No card' } } });
    renderWithProviders(<IdCardTile />);

    await user.click(within(tile()).getByRole('button', { name: 'Download ID card' }));
    await waitFor(() => expect(reported).toHaveBeenCalledOnce());
    expect(reported.mock.calls[0]?.[0].status).toBe(403);
    expect(newWindow.close).toHaveBeenCalledOnce();
    expect(newWindow.location.href).toBe('about:blank');
    expect(await within(tile()).findByRole('button', { name: 'Download ID card' })).toBeEnabled();
  });
});
