// What scripts/lighthouse.ts measures: the targets named on its command line (or in PERF_TARGETS), and how many
// runs (RUNS). Pure: the caller checks personas and brands against the fixtures.

export type TargetKind = 'login' | 'home' | 'bare';

export interface PerfTarget {
  /** As written on the command line: `login:main`, `home:hospital`, `bare`. */
  id: string;
  kind: TargetKind;
  /** The brand host (`<brand>.localhost`); null for the bare app. */
  brand: string | null;
  /** Who logs in first (home only). */
  persona: string | null;
  /** The path Lighthouse loads, and where the run must end. */
  path: '/login' | '/home';
}

/** The brands of the repo (brands/*.json), each served at http://<brand>.localhost:<port>. */
export const BRANDS = ['main', 'regional', 'partner', 'hospital'] as const;

/** Who logs in for `home:<brand>` when no persona is named (`home:<brand>:<persona>`). */
export const HOME_PERSONAS: Readonly<Record<string, string>> = { main: 'subscriber', hospital: 'hospital' };

export const DEFAULT_SELECTION = ['login', 'home', 'bare'] as const;

const NAME = /^[a-z0-9][a-z0-9-]*$/i;

export const loginTarget = (brand: string): PerfTarget => ({ id: `login:${brand}`, kind: 'login', brand, persona: null, path: '/login' });

export const bareTarget: PerfTarget = { id: 'bare', kind: 'bare', brand: null, persona: null, path: '/login' };

export function homeTarget(brand: string, persona?: string): PerfTarget {
  const who = persona ?? HOME_PERSONAS[brand];
  if (!who) throw new Error(`home:${brand}: no default persona for ${brand}; name one: home:${brand}:<persona>.`);
  const id = persona && persona !== HOME_PERSONAS[brand] ? `home:${brand}:${persona}` : `home:${brand}`;
  return { id, kind: 'home', brand, persona: who, path: '/home' };
}

function expand(word: string): PerfTarget[] {
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
 * as subscriber, hospital as hospital), `home:<brand>`, `home:<brand>:<persona>`, `bare`, `all`. Words may also
 * be separated by commas. No words: every target (`all`).
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

/** RUNS: a positive whole number; 3 when unset. */
export function parseRuns(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 3;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`RUNS must be a positive whole number, not "${value}".`);
  return runs;
}
