// What scripts/lighthouse.ts measures: the targets named on its command line (or in PERF_TARGETS), and how many
// runs (RUNS). Pure: a page target's brand is its persona's (test/fixtures/personas.ts); the caller checks the
// personas of home targets against the fixtures.
import { personas } from '../../test/fixtures/personas';

export type TargetKind = 'login' | 'home' | 'page' | 'bare';

export interface PerfTarget {
  /** As written on the command line: `login:main`, `home:hospital`, `page:/claims:subscriber`, `bare`. */
  id: string;
  kind: TargetKind;
  /** The brand host (`<brand>.localhost`); null for the bare app. */
  brand: string | null;
  /** Who logs in first (home and page). */
  persona: string | null;
  /** The path Lighthouse loads, and where the run must end. */
  path: string;
}

/** The brands of the repo (brands/*.json), each served at http://<brand>.localhost:<port>. */
export const BRANDS = ['main', 'regional', 'partner', 'hospital'] as const;

/** Who logs in for `home:<brand>` when no persona is named (`home:<brand>:<persona>`). */
export const HOME_PERSONAS: Readonly<Record<string, string>> = { main: 'subscriber', hospital: 'hospital' };

/** The signed-in pages of `pages` (issue 28), each measured as subscriber (main). */
export const PAGES = ['/claims', '/benefits/medical', '/id-card'] as const;
export const PAGES_PERSONA = 'subscriber';

export const DEFAULT_SELECTION = ['login', 'home', 'pages', 'bare'] as const;

const NAME = /^[a-z0-9][a-z0-9-]*$/i;
/** A path of the app: no query, no fragment, no dots (so no `..`), no empty segment. */
const PAGE_PATH = /^\/([A-Za-z0-9_-]+\/?)*$/;

export const loginTarget = (brand: string): PerfTarget => ({ id: `login:${brand}`, kind: 'login', brand, persona: null, path: '/login' });

export const bareTarget: PerfTarget = { id: 'bare', kind: 'bare', brand: null, persona: null, path: '/login' };

export function homeTarget(brand: string, persona?: string): PerfTarget {
  const who = persona ?? HOME_PERSONAS[brand];
  if (!who) throw new Error(`home:${brand}: no default persona for ${brand}; name one: home:${brand}:<persona>.`);
  const id = persona && persona !== HOME_PERSONAS[brand] ? `home:${brand}:${persona}` : `home:${brand}`;
  return { id, kind: 'home', brand, persona: who, path: '/home' };
}

export function pageTarget(path: string, persona: string): PerfTarget {
  if (!PAGE_PATH.test(path)) {
    throw new Error(`Not a target: "page:${path}:${persona}": ${path} is not a path of the app (/ then letters, digits, _, - and /; no query, no dots).`);
  }
  const known = NAME.test(persona) && Object.hasOwn(personas, persona);
  const brand = known ? (personas as Record<string, { brand: string }>)[persona]!.brand : undefined;
  if (brand === undefined) throw new Error(`Not a target: "page:${path}:${persona}": no persona "${persona}" in test/fixtures/personas.ts.`);
  return { id: `page:${path}:${persona}`, kind: 'page', brand, persona, path };
}

function expand(word: string): PerfTarget[] {
  if (word === 'pages') return PAGES.map((path) => pageTarget(path, PAGES_PERSONA));
  if (word.startsWith('page:')) {
    const [, path, persona, ...rest] = word.split(':');
    if (path === undefined || persona === undefined || rest.length > 0) throw new Error(`Not a target: "${word}" (page:<path>:<persona>).`);
    return [pageTarget(path, persona)];
  }
  const [kind, brand, persona, ...rest] = word.split(':');
  const names = [brand, persona].filter((part) => part !== undefined);
  if (rest.length > 0 || names.some((name) => !NAME.test(name!))) throw new Error(`Not a target: "${word}".`);
  switch (kind) {
    case 'all':
      if (names.length > 0) break;
      return DEFAULT_SELECTION.flatMap(expand);
    case 'bare':
      if (names.length > 0) break;
      return [bareTarget];
    case 'login':
      if (persona !== undefined) break;
      return brand === undefined ? BRANDS.map(loginTarget) : [loginTarget(brand)];
    case 'home':
      return brand === undefined ? Object.keys(HOME_PERSONAS).map((b) => homeTarget(b)) : [homeTarget(brand, persona)];
  }
  throw new Error(`Not a target: "${word}".`);
}

/**
 * The targets the words name, in the order given, each once: `login` (every brand), `login:<brand>`, `home` (main
 * as subscriber, hospital as hospital), `home:<brand>`, `home:<brand>:<persona>`, `page:<path>:<persona>`, `pages`
 * (PAGES as subscriber), `bare`, `all`. Words may also be separated by commas. No words: every target (`all`).
 */
export function parseTargets(words: readonly string[]): PerfTarget[] {
  const split = words.flatMap((word) => word.split(/[\s,]+/)).filter((word) => word !== '');
  const targets = (split.length > 0 ? split : ['all']).flatMap(expand);
  const seen = new Set<string>();
  return targets.filter((target) => {
    if (seen.has(target.id)) return false;
    seen.add(target.id);
    return true;
  });
}

/** A target's id as part of a file name: `page:/benefits/medical:subscriber` → `page-benefits-medical-subscriber`. */
export const fileNameOf = (id: string): string => id.replace(/[^A-Za-z0-9_-]+/g, '-');

/** RUNS: a positive whole number; 3 when unset. */
export function parseRuns(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 3;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`RUNS must be a positive whole number, not "${value}".`);
  return runs;
}
