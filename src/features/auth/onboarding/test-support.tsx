/** Unit-test support for the onboarding step pages: their render, snackbar spy and temporary session. */
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { renderWithProviders, type RenderOptions } from '../../../../test/render-with-providers';
import { fakeToken } from '../../../../test/stub-gateway';
import { refreshSession, startTemporarySession } from '../../../member/session';
import { SnackbarContext } from '../../../ui/snackbar/snackbar-context';

/** The snackbar notifications of the page under test. */
export const notify = vi.fn();

/** Renders a step page at `path`, beside the /home stand-in routing continues to. */
export function renderStepPage(path: string, page: ReactElement, options: Omit<RenderOptions, 'route'> = {}) {
  return renderWithProviders(
    <SnackbarContext.Provider value={{ notify }}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="/home" element={<h1>Home page</h1>} />
      </Routes>
    </SnackbarContext.Provider>,
    { ...options, route: path },
  );
}

/** Each test starts with clean storage and a temporary session of `claims`; stubbed globals are undone after. */
export function withTemporarySession(claims: Parameters<typeof fakeToken>[0]): void {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    startTemporarySession(fakeToken({ ...claims, temporary: true }), new Date());
    notify.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    refreshSession();
  });
}
