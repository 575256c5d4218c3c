import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setGlobalErrorHandler } from '../../api/error-channel';
import { refreshSession, startSession } from '../../member/session';
import { clearAllStorage } from '../../member/token-storage';
import { renderInRouter } from '../../../test/render-with-providers';
import { fakeToken, stubGateway, type Answer } from '../../../test/stub-gateway';
import ResourceDownloadPage from './ResourceDownloadPage';

const pdf = () => new Response('%PDF-1.3', { status: 200, headers: { 'content-type': 'application/pdf' } });
const failure = (status: number) => ({ status, body: { status, message: 'No' } });

beforeEach(() => {
  startSession(fakeToken(), new Date());
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://localhost/doc'), revokeObjectURL: vi.fn() });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  setGlobalErrorHandler(() => undefined);
  await clearAllStorage();
  refreshSession();
});

function renderPage(route: string, answers: Record<string, Answer>) {
  const gateway = stubGateway(answers);
  const { router } = renderInRouter(
    <Routes>
      <Route path="/resource-download" element={<ResourceDownloadPage />} />
      <Route path="/error/404" element={<h1>Not found page</h1>} />
    </Routes>,
    { route },
  );
  return { gateway, router, user: userEvent.setup() };
}

describe('/resource-download', () => {
  it("downloads the member's document the address names, then offers it to save", async () => {
    const { gateway } = renderPage('/resource-download?document=coc-medical', { 'GET documents/coc-medical': pdf });
    expect(screen.getByRole('heading', { level: 1, name: 'Downloading resource...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your document is ready' })).toBeInTheDocument();
    const save = screen.getByRole('link', { name: 'Save the document (PDF)' });
    expect(save).toHaveAttribute('href', 'blob:http://localhost/doc');
    expect(save).toHaveAttribute('download', 'coc-medical.pdf');
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(gateway.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET documents/coc-medical']);
    expect(gateway.calls[0]?.authorization).toMatch(/^Bearer /);
  });

  it("says when the download fails, and 'Try again' downloads it again", async () => {
    let answer: Answer = failure(500);
    const { user } = renderPage('/resource-download?document=coc-medical', { 'GET documents/coc-medical': () => answer });
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't download your document" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Temporarily unable to access resource. Please try again later.');
    answer = pdf();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Save the document (PDF)' })).toBeInTheDocument();
  });

  it('says so in place for a document that is not the member’s (404), without the error page', async () => {
    const handler = vi.fn();
    setGlobalErrorHandler(handler);
    renderPage('/resource-download?document=another-plan', { 'GET documents/another-plan': failure(404) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Temporarily unable to access resource.');
    expect(handler).not.toHaveBeenCalled();
  });

  it.each(['/resource-download', '/resource-download?document=', '/resource-download?document=..%2Fsecret', `/resource-download?document=${'a'.repeat(61)}`])(
    '%s names no document: the 404 page, and no call',
    async (route) => {
      const { gateway, router } = renderPage(route, {});
      expect(await screen.findByRole('heading', { name: 'Not found page' })).toBeInTheDocument();
      expect(router.location.pathname).toBe('/error/404');
      expect(gateway.calls).toEqual([]);
    },
  );
});
