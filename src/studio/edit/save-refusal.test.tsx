import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrandContent } from '../../manifest/edit/content-types';
import { draft, editor, mockGateway } from '../review/gateway.fixture';
import { DraftStatusBar } from './DraftStatusBar';
import { useDraftSession } from './use-draft-session';

/* A save the server refuses with 403 (an editor adding an external host): its sentence shows, the typed content stays. */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let session: ReturnType<typeof useDraftSession> | null = null;

function Harness() {
  session = useDraftSession('partner', draft({ status: 'draft', revision: 3 }), () => {});
  return <DraftStatusBar brand={editor} session={session} onClosed={() => {}} />;
}

describe('a refused save', () => {
  it("shows the server's sentence and keeps what was typed", async () => {
    const message = 'Only a publisher can add an external host: evil.example.';
    const calls = mockGateway({ 'PUT /api/studio/content/partner/drafts/d1': { status: 403, body: { status: 403, reason: 'external_host', message } } });
    render(<Harness />);
    const typed: BrandContent = { manifest: { externalHosts: { links: ['evil.example'] } }, copy: {} };
    act(() => session!.edit(typed));
    await act(async () => {
      await session!.flush();
    });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT /api/studio/content/partner/drafts/d1']);
    expect(screen.getByText(`Not saved: ${message} Your changes are kept here.`)).toBeTruthy();
    expect(session!.state.content).toEqual(typed);
    expect(session!.state.pending).toBe(true);
  });
});
