// `tsx scripts/lighthouse.ts [target...]` (after a production build of the app and of the bare app): Lighthouse's
// mobile performance run, RUNS times (default 3) per target, on
//   login:<brand>  /login signed out, fresh profile, for main, regional, partner and hospital;
//   home:<brand>   /home signed in, main as subscriber and hospital as hospital (home:<brand>:<persona> for others);
//   page:<path>:<persona>  any signed-in page as a persona, on the persona's brand (`pages`: /claims,
//                  /benefits/medical and /id-card as subscriber);
//   bare           the bare app of the same stack (test/fixtures/bare-app), served from its build.
// Prints each run, then the MEDIAN score, LCP, FCP, TBT, CLS and JS bytes of each target with their ratios to the
// bare app's, and exits 1 when a median misses its target (lighthouse-summary.ts) or a run failed: Lighthouse itself
// always exits 0. Words: `login`, `home`, `pages`, `bare`, `all` (default), `login:main`... or
// PERF_TARGETS="login:main bare". Gateway: PERF_PORT / DIST_DIR as in scripts/perf/gateway.ts (PERF_PORT unset: a
// gateway of its own on a free port, its content store in memory); the bare app's build: BARE_DIST (default
// dist-bare/).
// See docs/performance.md.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { personas } from '../test/fixtures/personas';
import { freePort, useGateway, type PerfGateway } from './perf/gateway';
import {
  describeTargets,
  failedRun,
  formatRun,
  formatTable,
  medianFigures,
  runFigures,
  summarizeTarget,
  thresholdsFor,
  type RunFigures,
} from './perf/lighthouse-summary';
import { CHROMIUM_PATH, chromiumArgs } from '../test/fixtures/chromium';
import { logIn, waitForSettledHome } from './perf/session';
import { serveStatic, type StaticServer } from './perf/static-server';
import { fileNameOf, parseRuns, parseTargets, type PerfTarget } from './perf/targets';

const repoRoot = path.resolve(import.meta.dirname, '..');
const reportsDir = path.join(repoRoot, 'reports');

function fail(message: string): never {
  console.error(`lighthouse: ${message}`);
  process.exit(1);
}

let targets: PerfTarget[];
let runs: number;
try {
  const words = process.argv.slice(2);
  targets = parseTargets(words.length > 0 ? words : (process.env.PERF_TARGETS ?? '').split(/\s+/));
  runs = parseRuns(process.env.RUNS);
} catch (error) {
  fail(`${(error as Error).message} Targets: login, login:<brand>, home, home:<brand>[:<persona>], page:<path>:<persona>, pages, bare, all.`);
}
for (const target of targets) {
  if (target.persona === null) continue;
  const persona = (personas as Record<string, { username: string; brand: string }>)[target.persona];
  if (!persona) fail(`${target.id}: no persona "${target.persona}" in test/fixtures/personas.ts.`);
  if (persona.brand !== target.brand) fail(`${target.id}: ${target.persona} is a member of ${persona.brand}, not ${target.brand}.`);
}

interface Servers {
  gateway: PerfGateway | null;
  bare: StaticServer | null;
}

const urlOf = (target: PerfTarget, servers: Servers): string =>
  target.kind === 'bare' ? servers.bare!.url('bare.localhost', target.path) : servers.gateway!.url(target.brand!, target.path);

/** One Lighthouse run of a target, in a browser of its own with a fresh profile. */
async function audit(target: PerfTarget, run: number, servers: Servers): Promise<RunFigures> {
  const debuggingPort = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), `lighthouse-${fileNameOf(target.id)}-`));
  // The default (persistent) context: the tab Lighthouse opens shares its cookies and local storage, so the
  // session stored by logging in is there when Lighthouse loads /home or another signed-in page.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    if (target.persona !== null) {
      const { username } = (personas as Record<string, { username: string }>)[target.persona]!;
      await logIn(page, servers.gateway!, target.brand!, username);
      // Wherever the app takes the member after login, settled: the session is stored by then.
      if (target.kind === 'home') await waitForSettledHome(page);
      else await page.waitForLoadState('networkidle');
      // Lighthouse's own tab measures the load; this one would only add its timers to the browser's work. Keeping
      // storage also keeps the HTTP cache: emptied, so the figures are a first visit's, with every script fetched.
      await page.goto('about:blank');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }

    const url = urlOf(target, servers);
    const result = await lighthouse(url, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // A signed-in page: keeps the session (and, with it, the page rather than the login page). The other
      // targets are signed out in a fresh profile: Lighthouse may clear what little there is.
      disableStorageReset: target.persona !== null,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    mkdirSync(reportsDir, { recursive: true });
    const reportPath = path.join(reportsDir, `lighthouse-${fileNameOf(target.id)}-${run}.json`);
    writeFileSync(reportPath, typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr));
    return runFigures(result.lhr, target.path);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const servers: Servers = { gateway: null, bare: null };
const results = new Map<string, RunFigures[]>(targets.map((t) => [t.id, []]));
try {
  if (targets.some((t) => t.kind !== 'bare')) servers.gateway = await useGateway();
  if (targets.some((t) => t.kind === 'bare')) {
    const bareDist = path.resolve(repoRoot, process.env.BARE_DIST ?? 'dist-bare');
    servers.bare = await serveStatic(bareDist, Number(process.env.PERF_BARE_PORT ?? 0));
    console.log(`Serving the bare app from ${path.relative(repoRoot, bareDist) || '.'} on port ${servers.bare.port}.`);
  }
  console.log(`${targets.length} target(s) × ${runs} run(s): ${targets.map((t) => t.id).join(', ')}`);
  // Round after round, each target once per round: a slow spell of the machine spreads over all targets.
  for (let run = 1; run <= runs; run++) {
    for (const target of targets) {
      let figures: RunFigures;
      try {
        figures = await audit(target, run, servers);
      } catch (error) {
        figures = failedRun((error as Error).message.split('\n')[0]!);
      }
      results.get(target.id)!.push(figures);
      console.log(`${target.id} run ${run}/${runs} (${urlOf(target, servers)}): ${formatRun(figures)}`);
    }
  }
} finally {
  await servers.gateway?.stop();
  await servers.bare?.stop();
}

const bareTarget = targets.find((t) => t.kind === 'bare');
const bare = bareTarget ? medianFigures(results.get(bareTarget.id)!) : null;
const summaries = targets.map((t) => summarizeTarget(t.id, t.kind, results.get(t.id)!, thresholdsFor(t), bare));
console.log(`\nLighthouse mobile, median of ${runs} run(s) per target; reports in reports/lighthouse-<target>-<run>.json`);
console.log(`Targets: ${describeTargets()}`);
console.log(formatTable(summaries));
if (!bareTarget) console.log('(no ratios, and no targets relative to the bare app judged: add the target `bare`)');
const failures = summaries.flatMap((s) => s.problems.map((problem) => `${s.target}: ${problem}`));
for (const failure of failures) console.error(`  ✗ ${failure}`);
process.exit(failures.length === 0 ? 0 : 1);
