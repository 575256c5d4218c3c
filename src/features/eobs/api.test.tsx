import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubGateway } from '../../../test/stub-gateway';
import { openPdfWindow, type PdfRequest, type PdfWindowDeps } from '../../member/pdf-window';
import { useEobPdfDownload } from './api';

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

function Probe({ deps }: { deps: PdfWindowDeps }) {
  const pdf = useEobPdfDownload('Preparing your EOB…', (request: PdfRequest) => openPdfWindow(request, deps));
  return (
    <>
      <button type="button" onClick={() => pdf.download({ pdfDocumentId: 'PDF-1', date: '2025-05-01' })}>
        {pdf.busyId ? 'busy' : 'Download PDF'}
      </button>
      {pdf.failed ? <p role="alert">failed</p> : null}
    </>
  );
}

const windowDeps = (target: ReturnType<typeof fakeWindow>): PdfWindowDeps => ({
  openWindow: vi.fn(() => target as unknown as Window),
  createObjectUrl: vi.fn(() => 'blob:http://localhost/eob'),
  revokeObjectUrl: vi.fn(),
  download: vi.fn(),
});

afterEach(() => vi.unstubAllGlobals());

describe('useEobPdfDownload (GET eobs/pdf)', () => {
  it('points the window it opened at the PDF', async () => {
    const { calls } = stubGateway({
      'GET eobs/pdf?docId=PDF-1&lang=en': new Response('%PDF-1.3 eob', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    const target = fakeWindow();
    renderWithProviders(<Probe deps={windowDeps(target)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(target.location.href).toBe('blob:http://localhost/eob'));
    expect(target.document.body.textContent).toBe('Preparing your EOB…');
    expect(calls.map((c) => c.path)).toEqual(['eobs/pdf?docId=PDF-1&lang=en']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a dropped download closes the window and says so in place (no error page)', async () => {
    stubGateway({
      'GET eobs/pdf?docId=PDF-1&lang=en': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const target = fakeWindow();
    renderWithProviders(<Probe deps={windowDeps(target)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('failed');
    expect(target.close).toHaveBeenCalledOnce();
    expect(target.location.href).toBe('about:blank');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });
});
