import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { setTokenSource } from '../api/client';
import { stubGateway } from '../../test/stub-gateway';
import { browserIdCardDeps, openIdCardPdf, type IdCardPdfDeps } from './id-card-pdf';

const pdfResponse = () =>
  new Response('%PDF-1.3 card', { status: 200, headers: { 'content-type': 'application/pdf' } });

/** The parts of a window the download touches. */
function fakeWindow() {
  return {
    closed: false,
    opener: {} as unknown,
    close: vi.fn(function (this: { closed: boolean }) {
      this.closed = true;
    }),
    location: { href: 'about:blank' },
    document: { title: '', body: { textContent: '' } },
  };
}

type FakeWindow = ReturnType<typeof fakeWindow>;

/** The browser's own fetch of idCard/view (through the stubbed gateway), with the window and URLs injected. */
function deps(target: FakeWindow | null, events: string[] = []) {
  let n = 0;
  const injected = {
    ...browserIdCardDeps,
    openWindow: vi.fn(() => {
      events.push('open');
      return target as unknown as Window;
    }),
    createObjectUrl: vi.fn((_blob: Blob) => `blob:http://localhost/card-${++n}`),
    revokeObjectUrl: vi.fn(),
    report: vi.fn<(error: ApiError) => void>(),
    download: vi.fn(),
  } satisfies IdCardPdfDeps;
  return injected;
}

beforeEach(() => setTokenSource(() => 'session-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  setTokenSource(() => null);
});

describe('openIdCardPdf (spec §2: opens a window, then points it at the PDF)', () => {
  it('opens the window before asking for the PDF, then points it at a blob URL of the PDF', async () => {
    const events: string[] = [];
    const gateway = stubGateway({ 'GET idCard/view?lang=en': () => (events.push('fetch'), pdfResponse()) });
    const target = fakeWindow();
    const injected = deps(target, events);

    const outcome = openIdCardPdf('Preparing your ID card…', injected);
    // Synchronously, inside the click: the window is open and says what is coming, and no one can reach back.
    expect(events[0]).toBe('open');
    expect(target.document.body.textContent).toBe('Preparing your ID card…');
    expect(target.opener).toBeNull();

    await expect(outcome).resolves.toBe('opened');
    expect(events).toEqual(['open', 'fetch']);
    expect(target.location.href).toBe('blob:http://localhost/card-1');
    expect(target.close).not.toHaveBeenCalled();
    const blob = injected.createObjectUrl.mock.calls[0]?.[0];
    expect(blob?.type).toBe('application/pdf');
    expect(await blob?.text()).toBe('%PDF-1.3 card');

    // The call carries the session's bearer token and asks for a PDF.
    const [url, init] = gateway.fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/idCard/view?lang=en');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer session-token');
    expect(headers.get('accept')).toBe('application/pdf');
  });

  it.each([403, 500, 401])('on a %i closes the window and reports the status to the error page', async (status) => {
    stubGateway({ 'GET idCard/view?lang=en': { status, body: { status, message: 'No card' } } });
    const target = fakeWindow();
    const injected = deps(target);

    await expect(openIdCardPdf('Preparing', injected)).resolves.toBe('failed');
    expect(target.close).toHaveBeenCalledOnce();
    expect(injected.createObjectUrl).not.toHaveBeenCalled();
    expect(target.location.href).toBe('about:blank');
    expect(injected.report).toHaveBeenCalledOnce();
    const reported = injected.report.mock.calls[0]?.[0];
    expect(reported).toBeInstanceOf(ApiError);
    expect(reported?.status).toBe(status);
  });

  it('reports a network failure as status 1', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const target = fakeWindow();
    const injected = deps(target);

    await expect(openIdCardPdf('Preparing', injected)).resolves.toBe('failed');
    expect(target.close).toHaveBeenCalledOnce();
    expect(injected.report.mock.calls[0]?.[0].status).toBe(1);
  });

  it('downloads the PDF when the browser gave no window', async () => {
    stubGateway({ 'GET idCard/view?lang=en': pdfResponse() });
    const injected = deps(null);

    await expect(openIdCardPdf('Preparing', injected)).resolves.toBe('downloaded');
    expect(injected.download).toHaveBeenCalledWith('blob:http://localhost/card-1', 'id-card.pdf');
  });

  it('does nothing more when the member closed the window before the card arrived', async () => {
    stubGateway({ 'GET idCard/view?lang=en': pdfResponse() });
    const target = fakeWindow();
    const injected = deps(target);

    const outcome = openIdCardPdf('Preparing', injected);
    target.closed = true;
    await expect(outcome).resolves.toBe('dismissed');
    expect(injected.createObjectUrl).not.toHaveBeenCalled();
    expect(injected.download).not.toHaveBeenCalled();
  });

  it('frees the previous card when it makes the next one', async () => {
    stubGateway({ 'GET idCard/view?lang=en': () => pdfResponse() });
    const injected = deps(fakeWindow());
    await openIdCardPdf('Preparing', injected);
    const first = injected.createObjectUrl.mock.results[0]?.value as string;
    injected.openWindow.mockReturnValue(fakeWindow() as unknown as Window);
    await openIdCardPdf('Preparing', injected);
    expect(injected.revokeObjectUrl).toHaveBeenCalledWith(first);
  });
});
