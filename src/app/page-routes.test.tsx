import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * The other pages' routes come after the first page (page-routes.ts). The tests' setup loads them up front
 * (test/setup-units.ts); here each test starts from fresh modules, without them.
 */
vi.mock('../member/session', async () => (await import('./shell/test-member')).sessionModule);
vi.mock('../features/auth/LogoutPage', () => ({ default: () => <h1>Logout page</h1> }));
vi.mock('../features/auth/LoginPage', () => ({ default: () => <h1>Log in page</h1> }));

beforeEach(() => {
  vi.resetModules();
  vi.doUnmock('./generated/later-routes');
});

const fresh = async () => ({ ...(await import('./page-routes')), ...(await import('../../test/render-with-providers')) });

describe("the other pages' routes", () => {
  it('are not needed by a first page', async () => {
    const { renderApp, laterRoutesLoaded, isFirstPagePath } = await fresh();
    expect(isFirstPagePath('/login')).toBe(true);
    expect(isFirstPagePath('/claims')).toBe(false);
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Log in page' })).toBeInTheDocument();
    expect(laterRoutesLoaded()).toBe(false);
  });

  it('are waited for by a page among them, which then renders at its address', async () => {
    const { renderApp, laterRoutesLoaded, knownPageRoutes } = await fresh();
    const { router } = renderApp('/logout');
    expect(await screen.findByRole('heading', { name: 'Logout page' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/logout');
    expect(laterRoutesLoaded()).toBe(true);
    expect(knownPageRoutes().map((route) => route.path)).toContain('claims');
  });

  it('decide that a path none of them has is the 404 page', async () => {
    const { renderApp } = await fresh();
    const { router } = renderApp('/no-such-page');
    await vi.waitFor(() => expect(router.location.pathname).toBe('/error/404'));
  });

  it("say so with 'Try again' when their chunk cannot be loaded, and load on the retry", async () => {
    vi.doMock('./generated/later-routes', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { renderApp } = await fresh();
    renderApp('/logout');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    vi.doUnmock('./generated/later-routes');
    await act(() => userEvent.click(retry));
    expect(await screen.findByRole('heading', { name: 'Logout page' })).toBeInTheDocument();
  });
});
