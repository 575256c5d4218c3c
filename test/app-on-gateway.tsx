import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, type ReactNode } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, unstable_HistoryRouter as HistoryRouter, useLocation } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { createQueryClient } from '../src/api/query-client';
import { lazyQueryLayer } from '../src/api/query-layer';
import { App } from '../src/app/App';
import { getSession, refreshSession, startSession } from '../src/member/session';
import { clearAllStorage } from '../src/member/token-storage';
import { brandCopy, brandManifest } from './brand-fixtures';
import { DEMO_PASSWORD } from './fixtures/personas';
import type { BrowserFetch, MadeCall, MemberApi } from './member-api-process';

/*
 * The whole app in jsdom as a member's browser runs it: `App` (the composition root: its providers, query client and
 * global error handling, the route table) with a brand's real manifest and copy, its calls answered by the reference
 * gateway (test/member-api-process.ts), a session stored as the login page stores it. `whatTheMemberSees` sums up
 * the page once it has settled, in the words of spec §8.
 */

/** What a member sees once a page has settled (spec §8's outcomes). */
export type Seen =
  | { page: 'error'; status: string; title: string; at: string }
  | { page: 'login'; message: string | null; signedIn: boolean }
  | { page: 'loaded'; heading: string; at: string; tileErrors: string[] };

export interface AppView {
  /** Every call the page made, in order. */
  calls: MadeCall[];
  /** How many calls were made before the app first left `path`. */
  callsBeforeLeaving(): number;
  submitLogin(username: string): Promise<void>;
  seen(): Seen;
  unmount(): void;
}

/** A tile that could not load: src/ui/TileError.tsx. */
const TILE_ERROR = "We couldn't load this section right now.";
const TRY_AGAIN = 'Try again';
/** A tile whose code broke (its error boundary). */
const TILE_BROKE = 'This section could not be loaded.';
const LOGIN_PATH = '/login';

/** Nothing in flight and nothing busy for this long counts as settled (a lazy section's call would have started). */
const QUIET_MS = 50;

function LocationProbe({ onChange }: { onChange: (at: string) => void }) {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => onChange(pathname + search), [pathname, search, onChange]);
  return null;
}

/** Opens `path` on `brand`'s app, signed in with `token` (or signed out), and waits until it has settled. */
export async function openApp(api: MemberApi, options: { brand: string; path: string; token: string | null }): Promise<AppView> {
  const browser = api.fetchAs(options.brand);
  vi.stubGlobal('fetch', browser.fetch);
  vi.stubGlobal('scrollTo', () => undefined);
  await clearAllStorage();
  if (options.token) startSession(options.token, new Date());
  else refreshSession();

  // A memory history of its own: the app navigates in a transition (as over the browser's history), so the page
  // shown lags behind the address until the next page is ready; the page has settled once they agree.
  const history = createMemoryHistory({ initialEntries: [options.path], v5Compat: true });
  const addressOf = ({ pathname, search }: { pathname: string; search: string }) => pathname + search;
  let shown = options.path;
  let leftAfter: number | null = null;
  // In the commit that shows another page: before that page's effects make its calls.
  const onShown = (at: string) => {
    shown = at;
    if (leftAfter === null && at !== options.path) leftAfter = browser.calls.length;
  };
  const queries = lazyQueryLayer(async () => createQueryClient());
  const Router = ({ children }: { children: ReactNode }) => (
    <HistoryRouter history={history}>
      <LocationProbe onChange={onShown} />
      {children}
    </HistoryRouter>
  );
  const view = render(
    <App
      manifest={brandManifest(options.brand)}
      copy={brandCopy(options.brand)}
      Router={Router}
      queries={queries}
    />,
  );
  const settled = () => settle(browser, () => queries.current() ?? undefined, () => shown === addressOf(history.location));
  await settled();
  return {
    calls: browser.calls,
    callsBeforeLeaving: () => leftAfter ?? browser.calls.length,
    async submitLogin(username) {
      fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
      fireEvent.change(screen.getByLabelText('Password'), { target: { value: DEMO_PASSWORD } });
      const logIn = screen.getByRole('button', { name: 'Log in' });
      // Enabled once the page is hydrated (src/ui/hydration.ts) and the form is filled in.
      await waitFor(() => expect(logIn).toBeEnabled());
      fireEvent.click(logIn);
      await settled();
    },
    seen: () => whatTheMemberSees(shown),
    unmount: () => view.unmount(),
  };
}

async function settle(browser: BrowserFetch, client: () => QueryClient | undefined, shownIsAddress: () => boolean): Promise<void> {
  let quietSince: number | null = null;
  let calls = -1;
  await waitFor(
    () => {
      const queries = client();
      const busy =
        !shownIsAddress() ||
        browser.inFlight() > 0 ||
        (queries !== undefined && (queries.isFetching() > 0 || queries.isMutating() > 0)) ||
        document.querySelector('[aria-busy="true"], [data-testid="loading-overlay"]') !== null ||
        document.querySelector('h1') === null;
      if (busy || browser.calls.length !== calls) {
        calls = browser.calls.length;
        quietSince = null;
        throw new Error('The page is still loading.');
      }
      quietSince ??= Date.now();
      if (Date.now() - quietSince < QUIET_MS) throw new Error('The page is settling.');
    },
    { timeout: 15_000, interval: 10 },
  );
}

/** A region's accessible name: its aria-label, or the text of what labels it. */
function regionName(region: Element): string {
  const label = region.getAttribute('aria-label');
  if (label) return label;
  const ids = region.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' ');
}

/**
 * The regions (by name) where a tile says it could not load and offers Try again (src/ui/TileError.tsx); a tile that
 * says more than "We couldn't load this section right now." as `<name>: <what it says>`, and so a tile that broke
 * (src/engine/slots/SlotStates.tsx: no Try again).
 */
function tileErrors(): string[] {
  return [...document.querySelectorAll('[role="alert"]')]
    .filter((alert) => alert.textContent?.trim() === TILE_BROKE || [...alert.querySelectorAll('button')].some((button) => button.textContent?.trim() === TRY_AGAIN))
    .map((alert) => {
      const region = alert.closest('section[aria-labelledby], section[aria-label], [role="region"]');
      const name = region ? regionName(region) : '(no region)';
      const message = alert.querySelector('p')?.textContent?.trim() ?? '';
      return message === TILE_ERROR ? name : `${name}: ${message}`;
    })
    .sort();
}

export function whatTheMemberSees(at: string): Seen {
  const heading = document.querySelector('h1')?.textContent?.trim() ?? '';
  const errorPage = document.querySelector('[data-error-status]');
  if (errorPage) return { page: 'error', status: errorPage.getAttribute('data-error-status') ?? '', title: heading, at };
  if (at === LOGIN_PATH) {
    const message = [...document.querySelectorAll('main [role="alert"]')].map((alert) => alert.textContent?.trim() ?? '').join(' ');
    return { page: 'login', message: message || null, signedIn: getSession().token !== null };
  }
  return { page: 'loaded', heading, at, tileErrors: tileErrors() };
}
