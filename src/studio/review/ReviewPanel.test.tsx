import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Draft } from '../../manifest/edit/content-types';
import { draft, editor, mockGateway, publisher, summary, version, whoFor } from './gateway.fixture';
import { ReviewPanel } from './ReviewPanel';

afterEach(() => vi.unstubAllGlobals());

const base = '/api/studio/content/partner';
const drafts = (...list: ReturnType<typeof summary>[]) => ({ body: { drafts: list } });

async function open(title = 'Recent claims first') {
  fireEvent.click(await screen.findByRole('button', { name: `Open draft "${title}"` }));
  return screen.findByRole('article', { name: title });
}
const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

describe('ReviewPanel', () => {
  it('lists the open drafts with status, author, updated and the stale flag; loading first', async () => {
    mockGateway({
      [`GET ${base}/drafts`]: drafts(
        summary(),
        summary({ id: 'd2', title: 'Old theme', status: 'changes_requested', stale: true, updatedAt: '2026-11-25T08:00:00Z' }),
        summary({ id: 'd3', title: 'Done', status: 'published' }),
      ),
    });
    render(<ReviewPanel brand={publisher} who={whoFor('publisher', publisher)} onPreviewDraft={() => {}} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Review' })).toBeInTheDocument();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Open drafts' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Recent claims first');
    expect(items[0]).toHaveTextContent('In review');
    expect(items[0]).toHaveTextContent('by editor, updated 26 Nov 2026, 11:30 UTC');
    expect(items[1]).toHaveTextContent('Changes requested');
    expect(items[1]).toHaveTextContent('Stale');
    expect(screen.queryByText('Done')).not.toBeInTheDocument();
  });

  it('says so when no draft is open, and shows a failed load with Try again', async () => {
    mockGateway({ [`GET ${base}/drafts`]: drafts(summary({ status: 'discarded' })) });
    const { unmount } = render(<ReviewPanel brand={publisher} who={whoFor('publisher', publisher)} onPreviewDraft={() => {}} />);
    expect(await screen.findByText('No open drafts: nothing waits for review.')).toBeInTheDocument();
    unmount();
    mockGateway({ [`GET ${base}/drafts`]: { status: 500, body: { message: 'The store is down.' } } });
    render(<ReviewPanel brand={publisher} who={whoFor('publisher', publisher)} onPreviewDraft={() => {}} />);
    expect(await screen.findByText('The store is down.')).toBeInTheDocument();
    expect(screen.getByText('The store is down.').closest('[role=alert]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("shows a chosen draft's readable changes and problems, and previews it", async () => {
    mockGateway({
      [`GET ${base}/drafts`]: drafts(summary()),
      [`GET ${base}/drafts/d1`]: { body: draft({ problems: [{ severity: 'warning', file: 'brands/partner.json', pointer: '/theme', message: 'Low contrast.' }] }) },
    });
    const onPreviewDraft = vi.fn();
    render(<ReviewPanel brand={publisher} who={whoFor('publisher', publisher)} onPreviewDraft={onPreviewDraft} />);
    const article = await open();
    const changes = within(article).getByRole('list', { name: 'Changes' });
    expect(within(changes).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      "tile 'recent-claims' moved from 8 to 1",
      'copy programs.tools.title changed from "Tools" to "Member tools"',
    ]);
    expect(within(article).getByRole('list', { name: 'Problems' })).toHaveTextContent('warning: brands/partner.json /theme: Low contrast.');
    fireEvent.click(within(article).getByRole('button', { name: 'Preview this draft' }));
    expect(onPreviewDraft).toHaveBeenCalledWith('d1');
    fireEvent.click(within(article).getByRole('button', { name: 'Stop previewing the draft' }));
    expect(onPreviewDraft).toHaveBeenLastCalledWith(null);
  });

  it('disables Approve, with the reason, for a publisher who changed the draft', async () => {
    mockGateway({ [`GET ${base}/drafts`]: drafts(summary()), [`GET ${base}/drafts/d1`]: { body: draft({ changedBy: ['editor', 'publisher'] }) } });
    render(<ReviewPanel brand={publisher} who={whoFor('publisher', publisher)} onPreviewDraft={() => {}} />);
    const article = await open();
    const approve = within(article).getByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription('You changed this draft: someone who did not change it approves it.');
  });

  it('disables Approve for a draft not in review', async () => {
    mockGateway({ [`GET ${base}/drafts`]: drafts(summary({ status: 'draft' })), [`GET ${base}/drafts/d1`]: { body: draft({ status: 'draft' }) } });
    render(<ReviewPanel brand={publisher} who={whoFor('publisher', publisher)} onPreviewDraft={() => {}} />);
    const approve = within(await open()).getByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription('Only a draft in review can be approved.');
  });

  it('approves, says so in a status, and refreshes the list', async () => {
    let current: Draft = draft();
    const calls = mockGateway({
      [`GET ${base}/drafts`]: () => drafts(summary({ status: current.status })),
      [`GET ${base}/drafts/d1`]: () => ({ body: current }),
      [`POST ${base}/drafts/d1/approve`]: () => {
        current = draft({ status: 'approved' });
        return { body: current };
      },
    });
    render(<ReviewPanel brand={publisher} who={whoFor('publisher', publisher)} onPreviewDraft={() => {}} />);
    const article = await open();
    expect(within(article).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    await click(within(article).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Approved "Recent claims first".');
    expect(await within(article).findByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/approve'))?.body).toEqual({ revision: 3 });
    expect(calls.filter((c) => c.path === `${base}/drafts`).length).toBeGreaterThan(1);
  });

  it('approves the revision it shows; when the draft changed meanwhile (409 revision), says so and reloads it', async () => {
    let current: Draft = draft();
    const calls = mockGateway({
      [`GET ${base}/drafts`]: () => drafts(summary({ revision: current.revision })),
      [`GET ${base}/drafts/d1`]: () => ({ body: current }),
      [`POST ${base}/drafts/d1/approve`]: (body) =>
        body.revision === current.revision
          ? { body: (current = draft({ status: 'approved', revision: current.revision })) }
          : { status: 409, body: { status: 409, reason: 'revision', message: 'editor changed this draft.', current } },
    });
    render(<ReviewPanel brand={publisher} who={whoFor('publisher', publisher)} onPreviewDraft={() => {}} />);
    const article = await open();
    // The editor saves and resubmits while the publisher reads revision 3.
    current = draft({ revision: 5, changes: [{ kind: 'changed', path: '/brand/name', text: '/brand/name changed from "A" to "B"' }] });
    await click(within(article).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('"Recent claims first" changed after you opened it, so it was not approved. It has been reloaded');
    expect(await screen.findByText('/brand/name changed from "A" to "B"')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/approve')).map((c) => c.body)).toEqual([{ revision: 3 }]);
    await click(within(await screen.findByRole('article')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Approved "Recent claims first".');
    expect(calls.filter((c) => c.path.endsWith('/approve')).map((c) => c.body)).toEqual([{ revision: 3 }, { revision: 5 }]);
  });

  it('needs a comment to send back, then sends it', async () => {
    const calls = mockGateway({
      [`GET ${base}/drafts`]: drafts(summary()),
      [`GET ${base}/drafts/d1`]: { body: draft() },
      [`POST ${base}/drafts/d1/request-changes`]: { body: draft({ status: 'changes_requested' }) },
    });
    render(<ReviewPanel brand={publisher} who={whoFor('publisher', publisher)} onPreviewDraft={() => {}} />);
    const article = await open();
    await click(within(article).getByRole('button', { name: 'Send back' }));
    expect(within(article).getByRole('alert')).toHaveTextContent('Write what should change before sending the draft back.');
    const comment = within(article).getByLabelText('What should change (required)');
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.path.endsWith('/request-changes'))).toBe(false);
    fireEvent.change(comment, { target: { value: 'Keep the welcome tile first.' } });
    await click(within(article).getByRole('button', { name: 'Send back' }));
    expect(calls.find((c) => c.path.endsWith('/request-changes'))?.body).toEqual({ comment: 'Keep the welcome tile first.' });
    expect(await screen.findByRole('status')).toHaveTextContent('Sent "Recent claims first" back to its editor.');
  });

  it('publishes an approved draft with a message: "Published as version 4."', async () => {
    const calls = mockGateway({
      [`GET ${base}/drafts`]: drafts(summary({ status: 'approved' })),
      [`GET ${base}/drafts/d1`]: { body: draft({ status: 'approved' }) },
      [`POST ${base}/drafts/d1/publish`]: { body: { version: version(4) } },
    });
    render(<ReviewPanel brand={publisher} who={whoFor('publisher', publisher)} onPreviewDraft={() => {}} />);
    const article = await open();
    const message = within(article).getByLabelText('Publication message');
    fireEvent.change(message, { target: { value: '' } });
    await click(within(article).getByRole('button', { name: 'Publish' }));
    expect(within(article).getByRole('alert')).toHaveTextContent('Write a message for the version history.');
    fireEvent.change(message, { target: { value: 'Claims first on partner home' } });
    await click(within(article).getByRole('button', { name: 'Publish' }));
    expect(calls.find((c) => c.path.endsWith('/publish'))?.body).toEqual({ message: 'Claims first on partner home' });
    expect(await screen.findByRole('status')).toHaveTextContent('Published as version 4.');
  });

  it("shows the server's refusal as it comes", async () => {
    mockGateway({
      [`GET ${base}/drafts`]: drafts(summary({ status: 'approved' })),
      [`GET ${base}/drafts/d1`]: { body: draft({ status: 'approved' }) },
      [`POST ${base}/drafts/d1/publish`]: { status: 409, body: { reason: 'stale', message: 'Version 5 was published since: rebase the draft first.' } },
    });
    render(<ReviewPanel brand={publisher} who={whoFor('publisher', publisher)} onPreviewDraft={() => {}} />);
    await click(within(await open()).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Refused: Version 5 was published since: rebase the draft first.')).toBeInTheDocument();
  });

  it('an editor sees no decision buttons; of a stale draft, "Rebase on version N" and its conflicts', async () => {
    const calls = mockGateway({
      [`GET ${base}/drafts`]: drafts(summary({ stale: true, status: 'draft' })),
      [`GET ${base}/drafts/d1`]: { body: draft({ stale: true, status: 'draft' }) },
      [`GET ${base}`]: { body: { brand: 'partner', version: version(5), base: {}, defaults: {}, published: { manifest: {}, copy: {} }, repoDiffers: false } },
      [`POST ${base}/drafts/d1/rebase`]: {
        status: 409,
        body: { reason: 'conflict', message: 'The rebase found conflicts.', conflicts: ["tile 'tools': this draft changes it, but the publication since removed it."] },
      },
    });
    render(<ReviewPanel brand={editor} who={whoFor('editor', editor)} onPreviewDraft={() => {}} />);
    const article = await open();
    expect(within(article).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    const rebase = await within(article).findByRole('button', { name: 'Rebase on version 5' });
    await click(rebase);
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/rebase'))).toBe(true);
    expect(await within(article).findByText("tile 'tools': this draft changes it, but the publication since removed it.")).toBeInTheDocument();
    expect(screen.getByText('Refused: The rebase found conflicts.')).toBeInTheDocument();
  });

  it('rebases a stale draft: "Rebased on version 5."', async () => {
    mockGateway({
      [`GET ${base}/drafts`]: drafts(summary({ stale: true, status: 'draft' })),
      [`GET ${base}/drafts/d1`]: { body: draft({ stale: true, status: 'draft' }) },
      [`GET ${base}`]: { body: { version: version(5) } },
      [`POST ${base}/drafts/d1/rebase`]: { body: draft({ stale: false, baseVersion: 5, status: 'draft' }) },
    });
    render(<ReviewPanel brand={editor} who={whoFor('editor', editor)} onPreviewDraft={() => {}} />);
    await click(await within(await open()).findByRole('button', { name: 'Rebase on version 5' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Rebased on version 5.');
  });
});
