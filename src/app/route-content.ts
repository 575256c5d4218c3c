import type { i18n } from 'i18next';
import type { BrandManifest } from '../manifest/manifest-types';

/*
 * What a route shows beyond the shell (issue 28): its copy areas and its manifest page. A page's boot carries the
 * shell's and its own route's (gateway/routes/pages.ts, src/app/copy-areas.ts); another route's come from the server
 * the first time the app goes there (load-route-content.ts, itself loaded then), into the one i18next instance and
 * the one manifest, and are kept. Until then the manifest lacks that route's page: RouteContent.tsx waits for it.
 * React-free; only what the first page needs is here.
 */

export interface RouteContentState {
  i18n: i18n;
  manifest: BrandManifest;
  /** The boot holds the brand's whole copy and pages (the studio's frame, a first frame rendered on the server, tests). */
  complete: boolean;
  /** Routes (patterns as the pages declare them, e.g. `claims/:claimtype/...`) whose content is in. */
  loaded: Set<string>;
  /** Routes whose last load failed, until loaded again. */
  failed: Set<string>;
  /** Loads under way, so concurrent asks share one request. */
  loading: Map<string, Promise<void>>;
}

/** `firstRoute`: the route whose content the boot holds beside the shell's; undefined when it holds all of it. */
export const routeContentState = (instance: i18n, manifest: BrandManifest, firstRoute: string | undefined): RouteContentState => ({
  i18n: instance,
  manifest,
  complete: firstRoute === undefined,
  loaded: new Set(firstRoute === undefined ? [] : [firstRoute]),
  failed: new Set(),
  loading: new Map(),
});

export const isRouteContentReady = (state: RouteContentState, route: string): boolean => state.complete || state.loaded.has(route);
