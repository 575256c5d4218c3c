import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { lazyQueryLayer } from '../api/query-layer';
import { trustBootManifest } from '../manifest/trust-boot-manifest';
import { App } from './App';
import { readAccessToken, readSessionCookie } from '../member/token-storage';
import { readBootData, readFirstResponses } from './boot-data';
import { hydratesFirstFrame } from './first-frame-markers';
import { preloadRoute } from './preload-route';
import { setCurrentLanguage } from '../engine/i18n/language';
import { isServerRenderedPath } from './routes';

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
  // The formatters write dates, money and numbers in the page's language (the gateway chose it).
  setCurrentLanguage(boot.language);
  let firstCommitted = false;
  let releaseCalls: (() => void) | undefined;
  // The query client and its library load before the first render of a page that needs them, with the seeding of
  // the member's first data the gateway inlined; a server-rendered page (the login page) starts without them.
  const queries = lazyQueryLayer(async () => {
    const [{ createQueryClient }, { holdCallsUntilFirstPaint }, seeding] = await Promise.all([
      import('../api/query-client'),
      import('../api/first-paint-hold'),
      firstResponses ? import('../member/first-round-calls') : null,
    ]);
    if (!firstCommitted) releaseCalls = holdCallsUntilFirstPaint();
    const client = createQueryClient();
    if (seeding && firstResponses) seeding.seedFirstResponses(client, firstResponses);
    return client;
  });
  const onFirstCommit = () => {
    firstCommitted = true;
    releaseCalls?.();
  };
  // The gateway's server-rendered first frame is taken over as it is; otherwise the page renders afresh (React
  // replaces what the root holds at its first commit).
  const hydrate = hydratesFirstFrame(container, window.history.state);
  const render = () => {
    const app = (
      <StrictMode>
        <App manifest={manifest} copy={boot.copy} language={boot.language} contentRoute={boot.contentRoute} queries={queries} onFirstCommit={onFirstCommit} />
      </StrictMode>
    );
    // Both in a transition: React then hydrates or renders in slices, yielding to the browser between them, so
    // neither is one long task on the main thread (a server-rendered page stays as it is until it is taken over).
    startTransition(() => {
      if (hydrate) hydrateRoot(container, app);
      else createRoot(container).render(app);
    });
  };
  // Finding the route's code is a task of its own, after this module's (the start's first task) has let go.
  const preload = () => Promise.all([preloadRoute(window.location.pathname, manifest), isServerRenderedPath(window.location.pathname) ? null : queries.load()]);
  void Promise.race([
    new Promise((resolve) => setTimeout(resolve, 0)).then(preload),
    new Promise((resolve) => setTimeout(resolve, PRELOAD_WAIT_MS)),
  ]).then(render, render);
} else if (container) {
  // A broken deployment only: its page is not in the entry.
  const problems = loaded && !loaded.ok ? loaded.problems : [];
  void import('./BootFailure').then(({ BootFailure }) => createRoot(container).render(<BootFailure problems={problems} />));
}
