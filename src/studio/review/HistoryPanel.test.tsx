import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editor, mockGateway, publisher, version } from './gateway.fixture';
import { HistoryPanel } from './HistoryPanel';

afterEach(() => vi.unstubAllGlobals());

const base = '/api/studio/content/partner';
const versions = {
  body: {
    versions: [
      { ...version(1, { message: 'Seeded from the repository' }), changes: [] },
      { ...version(3, { restoredFrom: 1, message: 'Back to the seed' }), changes: [{ kind: 'moved', path: '/pages/home/sections/recent-claims', text: "tile 'recent-claims' moved from 1 to 8" }] },
      { ...version(2), changes: [{ kind: 'moved', path: '/pages/home/sections/recent-claims', text: "tile 'recent-claims' moved from 8 to 1" }] },
    ],
  },
};
const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

describe('HistoryPanel', () => {
  it('says when members are not served the live version: which one, and why', async () => {
    const reason = 'Members are served version 2, not the live version 3: version 3 does not validate against the base.';
    mockGateway({ [`GET ${base}/versions`]: { body: { ...versions.body, served: { live: 3, version: 2, reason } } } });
    render(<HistoryPanel brand={publisher} />);
    expect(await screen.findByRole('note', { name: 'What members are served' })).toHaveTextContent(reason);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Version 3 (live)', 'Version 2  (served to members)', 'Version 1 ']);
  });

  it('lists versions newest first with author, time, message, restored-from and collapsible changes', async () => {
    mockGateway({ [`GET ${base}/versions`]: versions });
    render(<HistoryPanel brand={publisher} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Version 3 (live)', 'Version 2 ', 'Version 1 ']);
    const items = screen.getAllByRole('listitem').filter((li) => li.classList.contains('review-version'));
    expect(items[0]).toHaveTextContent('Published by publisher, 23 Nov 2026, 09:00 UTC');
    expect(items[0]).toHaveTextContent('Back to the seed');
    expect(items[0]).toHaveTextContent('Restored from version 1');
    expect(within(items[0]!).getByText('Changes (1)').tagName).toBe('SUMMARY');
    expect(within(items[2]!).getByText('No changes.')).toBeInTheDocument();
    // The live version is not restored onto itself.
    expect(within(items[0]!).queryByRole('button', { name: 'Restore version 3' })).not.toBeInTheDocument();
  });

  it('asks to confirm a restore, with a message, then says which version it made', async () => {
    const calls = mockGateway({
      [`GET ${base}/versions`]: versions,
      [`POST ${base}/versions/2/restore`]: { body: { version: version(4, { restoredFrom: 2 }) } },
    });
    render(<HistoryPanel brand={publisher} />);
    await click(await screen.findByRole('button', { name: 'Restore version 2' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    const form = screen.getByRole('form', { name: 'Restore version 2 as a new version?' });
    const message = within(form).getByLabelText('Message');
    expect(message).toHaveValue('Restore version 2');
    fireEvent.change(message, { target: { value: '' } });
    await click(within(form).getByRole('button', { name: 'Restore and publish' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Write a message for the version history.');
    fireEvent.change(message, { target: { value: 'Undo the claims move' } });
    await click(within(form).getByRole('button', { name: 'Restore and publish' }));
    expect(calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', path: `${base}/versions/2/restore`, body: { message: 'Undo the claims move' } });
    expect(await screen.findByRole('status')).toHaveTextContent('Restored version 2 as version 4.');
  });

  it('cancels a restore without a call', async () => {
    const calls = mockGateway({ [`GET ${base}/versions`]: versions });
    render(<HistoryPanel brand={publisher} />);
    await click(await screen.findByRole('button', { name: 'Restore version 1' }));
    await click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('offers no restore to an editor; shows a refusal and an empty history', async () => {
    mockGateway({ [`GET ${base}/versions`]: versions });
    const { unmount } = render(<HistoryPanel brand={editor} />);
    await screen.findAllByRole('heading', { level: 3 });
    expect(screen.queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
    unmount();
    mockGateway({ [`GET ${base}/versions`]: { body: { versions: [] } } });
    render(<HistoryPanel brand={publisher} />);
    expect(await screen.findByText('No version has been published yet.')).toBeInTheDocument();
  });

  it("shows the server's refusal of a restore", async () => {
    mockGateway({ [`GET ${base}/versions`]: versions, [`POST ${base}/versions/1/restore`]: { status: 403, body: { message: 'Only a publisher restores.' } } });
    render(<HistoryPanel brand={publisher} />);
    await click(await screen.findByRole('button', { name: 'Restore version 1' }));
    await click(screen.getByRole('button', { name: 'Restore and publish' }));
    expect(await screen.findByText('Refused: Only a publisher restores.')).toBeInTheDocument();
  });
});
