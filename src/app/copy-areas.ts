import type { BrandManifest } from '../manifest/manifest-types';
import { coveringParts } from './copy-parts';
import { matchesRoute } from './first-page-modules';
import { featureCopyAreas, pageCopyAreas, pathFeatures, shellCopyParts, widgetFeatures } from './generated/copy-areas';
import { pageDeclarations } from './generated/pages';

/*
 * Which copy a page needs, so its boot carries that and no other page's (issue 28): the shell's parts on every page
 * (copy-parts.ts: an area's top-level keys, or a whole area), and a page's own areas (content/en/<area>.json, a
 * brand's overrides on top) on its route. From the areas the code
 * names (generated/copy-areas.ts, read from the sources by `npm run generate`) and the copy keys the manifest names
 * (menus, footer, alerts: the shell; a page's sections: that page). Pure: the server writes a page's boot with it
 * (gateway/routes/pages.ts) and answers a route's copy when the app goes there (src/app/copy-loader.ts).
 */

const COPY_KEY = /^([a-z][A-Za-z0-9]*)\.([A-Za-z0-9_-]+)/;

/** The copy keys anywhere in a manifest value (labels, titles, props), as parts (`area.topKey`) of the areas that exist. */
function partsNamedBy(value: unknown, areas: ReadonlySet<string>, found: Set<string>): Set<string> {
  if (typeof value === 'string') {
    const match = COPY_KEY.exec(value);
    if (match && areas.has(match[1]!)) found.add(`${match[1]}.${match[2]}`);
  } else if (Array.isArray(value)) {
    for (const item of value) partsNamedBy(item, areas, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) partsNamedBy(item, areas, found);
  }
  return found;
}

/** The areas of the copy keys anywhere in a manifest value. */
const areasNamedBy = (value: unknown, areas: ReadonlySet<string>, found: Set<string>): Set<string> => {
  for (const part of partsNamedBy(value, areas, new Set())) found.add(part.split('.', 1)[0]!);
  return found;
};

/**
 * The parts of the copy every page carries (copy-parts.ts): those the app's own code names, and the keys the manifest
 * names outside its pages (menus, footer, alerts), each only its top-level key of its area.
 */
export function shellCopyPartsOf(manifest: BrandManifest, areas: readonly string[]): string[] {
  const known = new Set(areas);
  const { pages: _pages, ...shell } = manifest;
  const fromCode = shellCopyParts.filter((part) => known.has(part.split('.', 1)[0]!));
  return coveringParts(partsNamedBy(shell, known, new Set(fromCode)));
}

const staticSegments = (pattern: string) => pattern.split('/').filter((segment) => !segment.startsWith(':')).length;

/**
 * The declared route of a path (`/claims/m/1/0` → `claims/:claimtype/:claimId/:memberSuffix`), or null; like the
 * router, a route with more fixed segments wins (`benefits/summary` over `benefits/:category`).
 */
export function routeOfPath(path: string): string | null {
  const matching = pageDeclarations.filter((page) => matchesRoute(`/${page.path}`, path)).map((page) => page.path);
  return matching.sort((a, b) => staticSegments(b) - staticSegments(a))[0] ?? null;
}

/** Whether a route pattern is one the pages declare. */
export const isDeclaredRoute = (route: string): boolean => pageDeclarations.some((page) => page.path === route);

/**
 * The areas a route needs beyond the shell's: its feature's, its sections' widgets' features', and those its
 * sections name. An unknown route (null, or not declared) needs them all.
 */
export function routeCopyAreasOf(route: string | null, manifest: BrandManifest, areas: readonly string[]): string[] {
  const declared = route === null ? undefined : pageDeclarations.find((page) => page.path === route);
  if (!declared) return [...areas].sort();
  const known = new Set(areas);
  const found = new Set<string>(pageCopyAreas[declared.path]?.filter((area) => known.has(area)) ?? []);
  // A page's own component carries what it reaches (pageCopyAreas); a composed page its feature's words.
  const features = Object.hasOwn(pageCopyAreas, declared.path) ? [] : [pathFeatures[declared.path]];
  const page = declared.page ? manifest.pages[declared.page] : undefined;
  if (page) {
    features.push(...page.sections.map((section) => widgetFeatures[section.widget]));
    areasNamedBy(page, known, found);
  }
  for (const feature of features) for (const area of (feature && featureCopyAreas[feature]) ?? []) if (known.has(area)) found.add(area);
  return [...found].sort();
}

/** The manifest page a declared route shows (its sections), if any. */
export const pageOfRoute = (route: string): string | undefined => pageDeclarations.find((page) => page.path === route)?.page;

/** The part of a copy object in these areas. */
export function copyInAreas(copy: Readonly<Record<string, unknown>>, areas: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(areas.filter((area) => Object.hasOwn(copy, area)).map((area) => [area, copy[area]]));
}
