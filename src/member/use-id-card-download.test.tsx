import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import type { IdCardPdfDeps } from './id-card-pdf';
import { useIdCardDownload } from './use-id-card-download';

/** A card that arrives when the test says so. */
function slowDeps() {
  let deliver: () => void = () => undefined;
  const deps: IdCardPdfDeps = {
    openWindow: vi.fn(() => null),
    fetchPdf: vi.fn(() => new Promise<Blob>((resolve) => (deliver = () => resolve(new Blob(['%PDF-']))))),
    createObjectUrl: vi.fn(() => 'blob:card'),
    revokeObjectUrl: vi.fn(),
    report: vi.fn(),
    download: vi.fn(),
  };
  return { deps, deliver: () => deliver() };
}

/** Calls download twice in the same click, as a double click that beats the re-render would. */
function Probe({ deps }: { deps: IdCardPdfDeps }) {
  const idCard = useIdCardDownload(deps);
  return (
    <button type="button" onClick={() => { idCard.download(); idCard.download(); }} data-busy={idCard.busy}>
      {idCard.label}
    </button>
  );
}

describe('useIdCardDownload', () => {
  it('runs one download at a time, busy until the card is there', async () => {
    const { deps, deliver } = slowDeps();
    renderWithProviders(<Probe deps={deps} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download ID card' }));
    expect(deps.openWindow).toHaveBeenCalledOnce();
    await waitFor(() => expect(deps.fetchPdf).toHaveBeenCalledOnce());
    expect(screen.getByRole('button', { name: 'Opening your ID card…' })).toHaveAttribute('data-busy', 'true');

    deliver();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download ID card' })).toHaveAttribute('data-busy', 'false'));
    expect(deps.download).toHaveBeenCalledWith('blob:card', 'id-card.pdf');

    await userEvent.click(screen.getByRole('button', { name: 'Download ID card' }));
    expect(deps.openWindow).toHaveBeenCalledTimes(2);
  });
});
