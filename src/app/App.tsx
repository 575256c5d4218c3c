import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { setGlobalErrorHandler } from '../api/error-channel';
import { createQueryClient } from '../api/query-client';
import type { Clock } from '../engine/clock';
import { createI18n } from '../engine/i18n/create-i18n';
import type { BrandManifest } from '../manifest/manifest-types';
import { AppProviders } from './AppProviders';
import { reportUnhandledApiError } from './error/global-error';
import { routeContentState } from './route-content';
import { RouteContentContext } from './RouteContent';
import { AppRoutes } from './routes';

const realClock = () => new Date();

setGlobalErrorHandler(reportUnhandledApiError);

/**
 * The composition root: the app's providers, then the route table over the browser's history (or, in the gateway's
 * server render of a first frame, over the requested URL).
 */
export function App({
  manifest,
  copy,
  contentRoute,
  seedCache,
  onFirstCommit,
  Router = BrowserRouter,
  clock = realClock,
}: {
  manifest: BrandManifest;
  copy: Record<string, unknown>;
  /** The route whose copy and page the boot holds beside the shell's (a page's boot); absent: all of them. */
  contentRoute?: string | undefined;
  /** Puts the member's first data the gateway inlined in the query cache (src/member/first-round-calls.ts). */
  seedCache?: (client: QueryClient) => void;
  /** Called once the first render has committed. */
  onFirstCommit?: () => void;
  Router?: ComponentType<{ children: ReactNode }>;
  /** "Today": the real time, or a date the studio's preview pins (src/studio/frame/). */
  clock?: Clock;
}) {
  const [i18n] = useState(() => createI18n(copy));
  const [routeContent] = useState(() => routeContentState(i18n, manifest, contentRoute));
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedCache?.(client);
    return client;
  });

  useEffect(() => onFirstCommit?.(), [onFirstCommit]);

  return (
    <AppProviders clock={clock} manifest={manifest} i18n={i18n} queryClient={queryClient}>
      <RouteContentContext.Provider value={routeContent}>
        <Router>
          <AppRoutes />
        </Router>
      </RouteContentContext.Provider>
    </AppProviders>
  );
}
