import { render, type RenderResult } from '@testing-library/react';
import { useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location, type NavigateFunction, type NavigateOptions, type To } from 'react-router-dom';
import { createQueryClient } from '../src/api/query-client';
import { readyQueryLayer } from '../src/api/query-layer';
import { AppProviders } from '../src/app/AppProviders';
import { AppRoutes } from '../src/app/routes';
import { widgetRegistry } from '../src/app/widget-registry';
import { WidgetRegistryProvider } from '../src/engine/slots/registry-context';
import type { Clock } from '../src/engine/clock';
import { createI18n } from '../src/engine/i18n/create-i18n';
import { setCurrentLanguage } from '../src/engine/i18n/language';
import type { Language } from '../schemas/generic/languages';
import type { BrandManifest } from '../src/manifest/manifest-types';
import { testCopy, testManifest } from '../src/ui/test-fixtures';
import { brandCopy, brandManifest } from './brand-fixtures';

/*
 * The one harness of component tests: the app's own providers (src/app/AppProviders.tsx), with a fresh query
 * client whose unhandled failures go nowhere (no global handler is registered in tests), and the widget registry
 * the app's composed pages get from their layout route (so a page or tile renders on its own too).
 */

export interface RenderOptions {
  /** A repo brand: its real manifest and copy (default main). */
  brand?: string;
  /** Instead of the brand's manifest (its copy stays the brand's unless `copy` is given too). */
  manifest?: BrandManifest;
  copy?: Record<string, unknown>;
  /** The page's language (default English): the brand's copy in it, and what the formatters read. */
  language?: Language;
  route?: string;
  routeState?: unknown;
  /** The injected clock's moment (default 2026-11-21 noon). */
  now?: Date;
}

/** The test manifest and copy of src/ui/test-fixtures.ts, for components tested apart from any brand. */
export const testBrand = { manifest: testManifest, copy: testCopy } as const satisfies RenderOptions;

/** The app's providers with this test's brand and clock; the same instances across `rerender`. */
function appProvidersFor(manifest: BrandManifest, copy: Record<string, unknown>, clock: Clock, language: Language) {
  const i18n = createI18n(copy, language);
  const queries = readyQueryLayer(createQueryClient(() => undefined));
  return function TestAppProviders({ children }: { children: ReactNode }) {
    return (
      <AppProviders clock={clock} manifest={manifest} i18n={i18n} queries={queries}>
        <WidgetRegistryProvider registry={widgetRegistry}>{children}</WidgetRegistryProvider>
      </AppProviders>
    );
  };
}

function providersOf(options: RenderOptions) {
  const brand = options.brand ?? 'main';
  const manifest = options.manifest ?? brandManifest(brand);
  const language = options.language ?? 'en';
  const copy = options.copy ?? brandCopy(brand, language);
  const now = options.now ?? new Date('2026-11-21T12:00:00');
  // The page's language, as src/app/main.tsx sets it at boot: each render sets its own.
  setCurrentLanguage(language);
  return appProvidersFor(manifest, copy, () => now, language);
}

/** Renders `ui` inside the app's providers and a memory router at `route`. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  const Providers = providersOf(options);
  const { pathname, search, hash } = new URL(options.route ?? '/', 'http://localhost');
  const entry = { pathname, search, hash, state: options.routeState };
  return render(ui, {
    wrapper: ({ children }) => (
      <Providers>
        <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>
      </Providers>
    ),
  });
}

/** Renders `ui` as the one route of a memory router (as the app's pages are), inside the app's providers. */
export function renderInRoute(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  const path = options.route ?? '/';
  return render(
    <MemoryRouter initialEntries={[{ pathname: path, state: options.routeState }]}>
      <Routes>
        <Route path={path} element={ui} />
      </Routes>
    </MemoryRouter>,
    { wrapper: providersOf(options) },
  );
}

/** The memory router of a test: where it is now (as last rendered) and how to go elsewhere. */
export interface TestRouter {
  readonly location: Location;
  navigate(to: To, options?: NavigateOptions): void | Promise<void>;
}

interface RouterView {
  location?: Location;
  navigate?: NavigateFunction;
}

/** Inside the router: keeps `view` on the rendered location and the router's navigate. */
function RouterProbe({ view }: { view: RouterView }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    view.location = location;
    view.navigate = navigate;
  }, [view, location, navigate]);
  return null;
}

function testRouter(view: RouterView): TestRouter {
  return {
    get location() {
      if (!view.location) throw new Error('The router has not rendered yet.');
      return view.location;
    },
    navigate(to, options) {
      if (!view.navigate) throw new Error('The router has not rendered yet.');
      return view.navigate(to, options);
    },
  };
}

/** `ui` inside a memory router at `entries`, with a TestRouter on it. */
function withTestRouter(ui: ReactNode, entries: Array<string | { pathname: string; search?: string; hash?: string; state?: unknown }>) {
  const view: RouterView = {};
  const element = (
    <MemoryRouter initialEntries={entries}>
      <RouterProbe view={view} />
      {ui}
    </MemoryRouter>
  );
  return { element, router: testRouter(view) };
}

/**
 * Renders `ui` (its own `<Routes>`) inside the app's providers and a memory router at `route`, with a TestRouter
 * to see where it is and to navigate.
 */
export function renderInRouter(ui: ReactNode, options: RenderOptions = {}) {
  const { pathname, search, hash } = new URL(options.route ?? '/', 'http://localhost');
  const { element, router } = withTestRouter(ui, [{ pathname, search, hash, state: options.routeState }]);
  const view = render(element, { wrapper: providersOf(options) });
  return { router, ...view };
}

const realClock = () => new Date();

/** Renders the whole route table at `path` inside the app's providers (the test manifest and copy by default). */
export function renderApp(path: string, manifest: BrandManifest = testManifest, copy: Record<string, unknown> = testCopy) {
  const { element, router } = withTestRouter(<AppRoutes />, [path]);
  setCurrentLanguage('en');
  const Providers = appProvidersFor(manifest, copy, realClock, 'en');
  const view = render(element, { wrapper: Providers });
  return { router, ...view };
}
