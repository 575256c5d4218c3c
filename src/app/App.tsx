import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { setGlobalErrorHandler } from '../api/error-channel';
import { lazyQueryLayer, type QueryLayer } from '../api/query-layer';
import type { Clock } from '../engine/clock';
import { createI18n } from '../engine/i18n/create-i18n';
import { DEFAULT_LANGUAGE, type Language } from '../../schemas/generic/languages';
import type { BrandManifest } from '../manifest/manifest-types';
import { AppProviders } from './AppProviders';
import { reportUnhandledApiError } from './error/global-error';
import { routeContentState } from './route-content';
import { RouteContentContext } from './RouteContent';
import { AppRoutes } from './routes';

const realClock = () => new Date();
const loadQueryClient = () => import('../api/query-client').then(({ createQueryClient }) => createQueryClient());

setGlobalErrorHandler(reportUnhandledApiError);

/**
 * The composition root: the app's providers, then the route table over the browser's history (or, in the gateway's
 * server render of a first frame, over the requested URL).
 */
export function App({
  manifest,
  copy,
  language = DEFAULT_LANGUAGE,
  contentRoute,
  queries: givenQueries,
  onFirstCommit,
  Router = BrowserRouter,
  clock = realClock,
}: {
  manifest: BrandManifest;
  copy: Record<string, unknown>;
  /** The language of `copy` (the boot's). */
  language?: Language;
  /** The route whose copy and page the boot holds beside the shell's (a page's boot); absent: all of them. */
  contentRoute?: string | undefined;
  /** The query client's layer (main.tsx's seeds the member's first data); by default one that loads when needed. */
  queries?: QueryLayer;
  /** Called once the first render has committed. */
  onFirstCommit?: () => void;
  Router?: ComponentType<{ children: ReactNode }>;
  /** "Today": the real time, or a date the studio's preview pins (src/studio/frame/). */
  clock?: Clock;
}) {
  const [i18n] = useState(() => createI18n(copy, language));
  const [routeContent] = useState(() => routeContentState(i18n, manifest, contentRoute));
  const [queries] = useState(() => givenQueries ?? lazyQueryLayer(loadQueryClient));

  useEffect(() => onFirstCommit?.(), [onFirstCommit]);

  return (
    <AppProviders clock={clock} manifest={manifest} i18n={i18n} queries={queries}>
      <RouteContentContext.Provider value={routeContent}>
        <Router>
          <AppRoutes />
        </Router>
      </RouteContentContext.Provider>
    </AppProviders>
  );
}
