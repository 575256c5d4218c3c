import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draft, editor, mockGateway, publisher } from './gateway.fixture';
import { RepoPanel } from './RepoPanel';

afterEach(() => vi.unstubAllGlobals());

const base = '/api/studio/content/partner/repo';
const differs = {
  body: {
    differs: true,
    version: 3,
    files: ['brands/partner.json', 'content/brands/partner/footer.json'],
    changes: [{ kind: 'changed', path: '/theme/colors/primary', text: 'theme colour primary changed from "#00605a" to "#004d48"' }],
  },
};

describe('RepoPanel', () => {
  it('says the files match the live publication', async () => {
    mockGateway({ [`GET ${base}`]: { body: { differs: false, version: 3, files: ['brands/partner.json'], changes: [] } } });
    render(<RepoPanel brand={publisher} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText("The repository's files match the live publication (version 3).")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adopt as a draft' })).not.toBeInTheDocument();
  });

  it('shows the files and their changes, and adopts them as a draft', async () => {
    const calls = mockGateway({ [`GET ${base}`]: differs, [`POST ${base}/adopt`]: { body: draft({ title: 'From the repository', status: 'draft' }) } });
    render(<RepoPanel brand={publisher} />);
    expect(await screen.findByText('brands/partner.json')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'What the files would change' })).toHaveTextContent('theme colour primary changed from "#00605a" to "#004d48"');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Adopt as a draft' }));
    });
    expect(calls.some((c) => c.method === 'POST' && c.path === `${base}/adopt`)).toBe(true);
    expect(await screen.findByRole('status')).toHaveTextContent('Adopted as the draft "From the repository": review it under Review.');
  });

  it("shows the server's refusal (it decides who may adopt)", async () => {
    mockGateway({ [`GET ${base}`]: differs, [`POST ${base}/adopt`]: { status: 403, body: { message: 'Only a publisher adopts the repository files.' } } });
    render(<RepoPanel brand={editor} />);
    const adopt = await screen.findByRole('button', { name: 'Adopt as a draft' });
    await act(async () => {
      fireEvent.click(adopt);
    });
    expect(await screen.findByText('Refused: Only a publisher adopts the repository files.')).toBeInTheDocument();
  });

  it('shows a failed load with Try again', async () => {
    mockGateway({ [`GET ${base}`]: { status: 500, body: { message: 'The repository could not be read.' } } });
    render(<RepoPanel brand={publisher} />);
    expect(await screen.findByText('The repository could not be read.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
