// `tsx scripts/lighthouse.ts` (after a production build): Lighthouse's mobile performance run on /home, signed in,
// for the main brand (subscriber) and the hospital brand (hospital). Prints score, LCP, FCP, TBT, CLS and JS
// bytes, writes reports/lighthouse-<brand>.json, and exits 1 below target (score ≥ 95, LCP ≤ 1.5 s): Lighthouse
// itself always exits 0. Gateway: PERF_PORT / DIST_DIR as in scripts/perf/gateway.ts. See docs/performance.md.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { personas } from '../test/fixtures/personas';
import { useGateway, type PerfGateway } from './perf/gateway';
import { formatTable, summarize, TARGETS, type LighthouseSummary } from './perf/lighthouse-summary';
import { CHROMIUM_PATH, chromiumArgs, logIn, waitForSettledHome } from './perf/session';

const runs = [personas.subscriber, personas.hospital];
const reportsDir = path.resolve(import.meta.dirname, '..', 'reports');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function audit(gateway: PerfGateway, brand: string, username: string): Promise<LighthouseSummary> {
  const debuggingPort = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), `lighthouse-${brand}-`));
  // The default (persistent) context: the tab Lighthouse opens shares its cookies and local storage, so the
  // session stored by logging in is there when Lighthouse loads /home.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await logIn(page, gateway, brand, username);
    await waitForSettledHome(page);
    // Lighthouse's own tab measures the load; this one would only add its timers to the browser's work. Keeping
    // storage also keeps the HTTP cache: emptied, so the figures are a first visit's, with every script fetched.
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();

    const url = gateway.url(brand, '/home');
    const result = await lighthouse(url, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Keeps the signed-in session (and, with it, /home rather than the login page).
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    mkdirSync(reportsDir, { recursive: true });
    const reportPath = path.join(reportsDir, `lighthouse-${brand}.json`);
    writeFileSync(reportPath, typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr));
    console.log(`${brand}: ${url} → ${path.relative(process.cwd(), reportPath)}`);
    return summarize(brand, result.lhr, '/home');
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const gateway = await useGateway();
const summaries: LighthouseSummary[] = [];
try {
  for (const { brand, username } of runs) summaries.push(await audit(gateway, brand, username));
} finally {
  await gateway.stop();
}

console.log(`\nLighthouse mobile, /home signed in (targets: score ≥ ${TARGETS.minScore}, LCP ≤ ${TARGETS.maxLcpMs} ms)`);
console.log(formatTable(summaries));
const failures = summaries.flatMap((s) => s.problems.map((problem) => `${s.brand}: ${problem}`));
for (const failure of failures) console.error(`  ✗ ${failure}`);
process.exit(failures.length === 0 ? 0 : 1);
