import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { holdCallsUntilFirstPaint } from '../api/first-paint-hold';
import { trustBootManifest } from '../manifest/trust-boot-manifest';
import { App } from './App';
import { readAccessToken, readSessionCookie } from '../member/token-storage';
import { readBootData, readFirstResponses } from './boot-data';
import { hydratesFirstFrame } from './first-frame-markers';
import { preloadRoute } from './preload-route';
import { BootFailure } from './BootFailure';

// The studio's pages (src/studio/) load this chunk for what they share with the app, and have no #root: nothing starts.
const container = document.getElementById('root');
const boot = readBootData(document);
const loaded = boot ? trustBootManifest(boot.manifest) : null;
// The gateway read them with the session cookie's token: they are this session's only if it is the stored one.
const sessionToken = readSessionCookie();
const firstResponses = sessionToken && sessionToken === readAccessToken(new Date()) ? readFirstResponses(document) : null;

/** Rendering waits this long at most for the first page's code (its own loading frames cover the rest). */
const PRELOAD_WAIT_MS = 2_000;

if (container && boot && loaded?.ok) {
  const { manifest } = loaded;
  const releaseCalls = holdCallsUntilFirstPaint();
  // The seeding of the member's first data loads with the signed-in shell's chunk (the login page has none).
  let seedCache: ((client: QueryClient) => void) | undefined;
  const seeding = firstResponses
    ? import('../member/first-round-calls').then(({ seedFirstRound }) => {
        seedCache = (client) => seedFirstRound(client, firstResponses);
      })
    : null;
  // The gateway's server-rendered first frame is taken over as it is; otherwise the page renders afresh (React
  // replaces what the root holds at its first commit), in a transition: in slices, yielding to the browser.
  const hydrate = hydratesFirstFrame(container, window.history.state);
  const render = () => {
    const app = (
      <StrictMode>
        <App manifest={manifest} copy={boot.copy} contentRoute={boot.contentRoute} seedCache={seedCache} onFirstCommit={releaseCalls} />
      </StrictMode>
    );
    if (hydrate) hydrateRoot(container, app);
    else startTransition(() => createRoot(container).render(app));
  };
  void Promise.race([
    Promise.all([preloadRoute(window.location.pathname, manifest), seeding]),
    new Promise((resolve) => setTimeout(resolve, PRELOAD_WAIT_MS)),
  ]).then(render, render);
} else if (container) {
  createRoot(container).render(<BootFailure problems={loaded && !loaded.ok ? loaded.problems : []} />);
}
