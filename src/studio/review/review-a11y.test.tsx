import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAccessibility } from '../frame/axe-check';
import { AuditPanel } from './AuditPanel';
import { draft, mockGateway, publisher, summary, version, whoFor } from './gateway.fixture';
import { HistoryPanel } from './HistoryPanel';
import { RepoPanel } from './RepoPanel';
import { ReviewPanel } from './ReviewPanel';

afterEach(() => vi.unstubAllGlobals());

const base = '/api/studio/content/partner';
/** Axe (WCAG 2.2 AA) on what the panel shows, in a page with its h1 as the studio has. */
async function violations() {
  const report = await checkAccessibility(document, 'section');
  return report.findings.map((f) => `${f.rule}: ${f.help}`);
}
const inPage = (panel: React.ReactNode) => (
  <main>
    <h1>Studio</h1>
    {panel}
  </main>
);

describe('the review panels have no axe violations', () => {
  it('ReviewPanel with a draft open, its errors shown', async () => {
    mockGateway({
      [`GET ${base}/drafts`]: { body: { drafts: [summary(), summary({ id: 'd2', title: 'Other', stale: true })] } },
      [`GET ${base}/drafts/d1`]: { body: draft({ problems: [{ severity: 'error', pointer: '/theme', message: 'Low contrast.' }], changedBy: ['editor', 'publisher'] }) },
    });
    render(inPage(<ReviewPanel brand={publisher} who={whoFor('publisher', publisher)} onPreviewDraft={() => {}} />));
    fireEvent.click(await screen.findByRole('button', { name: 'Open draft "Recent claims first"' }));
    await screen.findByRole('article');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send back' }));
    });
    expect(await violations()).toEqual([]);
  });

  it('HistoryPanel with a restore being confirmed', async () => {
    const served = { live: 2, version: 1, reason: 'Members are served version 1, not the live version 2.' };
    mockGateway({ [`GET ${base}/versions`]: { body: { versions: [{ ...version(2), changes: [] }, { ...version(1), changes: [] }], served } } });
    render(inPage(<HistoryPanel brand={publisher} />));
    fireEvent.click(await screen.findByRole('button', { name: 'Restore version 1' }));
    expect(await violations()).toEqual([]);
  });

  it('AuditPanel and RepoPanel', async () => {
    mockGateway({
      [`GET ${base}/audit`]: { body: { entries: [{ id: 1, at: '2026-11-26T10:00:00Z', actor: 'editor', action: 'draft.saved', brand: 'partner', draftId: 'd1', version: null, detail: {} }], next: 1 } },
      [`GET ${base}/repo`]: { body: { differs: true, version: 3, files: ['brands/partner.json'], changes: [{ kind: 'changed', path: '/a', text: '/a changed from 1 to 2' }] } },
    });
    render(inPage(<><AuditPanel brand={publisher} /><RepoPanel brand={publisher} /></>));
    await screen.findByRole('table');
    await screen.findByRole('button', { name: 'Adopt as a draft' });
    expect(await violations()).toEqual([]);
  });
});
