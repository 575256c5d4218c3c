import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../manifest/edit/content-types';
import { AuditPanel } from './AuditPanel';
import { mockGateway, publisher } from './gateway.fixture';

afterEach(() => vi.unstubAllGlobals());

const base = '/api/studio/content/partner/audit';
const entry = (id: number, change: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: `2026-11-26T1${id % 10}:00:00Z`,
  actor: 'publisher',
  action: 'draft.published',
  brand: 'partner',
  draftId: 'd1',
  version: 4,
  detail: { message: 'Claims first' },
  ...change,
});

describe('AuditPanel', () => {
  it('shows who, when, action and what, newest first, and pages to older entries', async () => {
    const calls = mockGateway({
      [`GET ${base}`]: { body: { entries: [entry(9), entry(8, { actor: 'editor', action: 'draft.submitted', version: null, detail: {} })], next: 8 } },
      [`GET ${base}?before=8`]: { body: { entries: [entry(7, { action: 'action.refused', draftId: null, version: null, detail: { reason: 'role' } })], next: null } },
    });
    render(<AuditPanel brand={publisher} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'What happened to this brand, newest first' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['When', 'Who', 'Action', 'What']);
    let rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('26 Nov 2026, 19:00 UTC');
    expect(rows[0]).toHaveTextContent('Published');
    expect(rows[0]).toHaveTextContent('version 4; draft d1; message: Claims first');
    expect(rows[1]).toHaveTextContent('editor');
    expect(rows[1]).toHaveTextContent('Submitted for review');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Older entries' }));
    });
    rows = within(await screen.findByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent('Refused');
    expect(rows[2]).toHaveTextContent('reason: role');
    expect(calls.map((c) => c.path)).toEqual([base, `${base}?before=8`]);
    expect(screen.queryByRole('button', { name: 'Older entries' })).not.toBeInTheDocument();
  });

  it('says when nothing is recorded, and shows a failed load with Try again', async () => {
    mockGateway({ [`GET ${base}`]: { body: { entries: [], next: null } } });
    const { unmount } = render(<AuditPanel brand={publisher} />);
    expect(await screen.findByText('Nothing recorded yet.')).toBeInTheDocument();
    unmount();
    mockGateway({ [`GET ${base}`]: { status: 403, body: { message: 'You have no role for this brand.' } } });
    render(<AuditPanel brand={publisher} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You have no role for this brand.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
