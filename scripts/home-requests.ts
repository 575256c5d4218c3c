// `tsx scripts/home-requests.ts [persona...]` (after a production build): the gateway calls the home page makes
// once a persona has logged in, their timing, the depth of their waterfall, and the JS/CSS files loaded.
// Exits 1 when the waterfall after login is deeper than 2 (issue 4's target). Personas default to
// subscriber (main) and hospital (hospital). Uses the gateway answering on PERF_PORT when that is set, else runs its own
// (on a free port, its store in memory); DIST_DIR picks the build it serves. See docs/performance.md.
import { chromium } from '@playwright/test';
import { personas } from '../test/fixtures/personas';
import { useGateway } from './perf/gateway';
import { issuedTimes, PageRecorder, type AssetLoad } from './perf/recorder';
import { CHROMIUM_PATH, chromiumArgs } from '../test/fixtures/chromium';
import { logIn, waitForSettledHome } from './perf/session';
import { maxDepth, repeatedLabels, waterfallDepths, type TimedRequest } from './perf/waterfall';

const MAX_DEPTH = 2;
/**
 * Every gateway call is answered this much later (the demo gateway's latency fault), as a real network would: on
 * loopback a call answers in ~10 ms, less than the app takes to issue a batch of calls, and the depth would count
 * the app's own JavaScript as waiting. API_LATENCY_MS=0 measures loopback as it is.
 */
const API_LATENCY_MS = Number(process.env.API_LATENCY_MS ?? 100);
const defaultPersonas = ['subscriber', 'hospital'];

type PersonaName = keyof typeof personas;
const isPersona = (name: string): name is PersonaName => name in personas;

function formatCalls(title: string, calls: TimedRequest[]): string {
  const origin = Math.min(...calls.map((c) => c.start));
  const lines = [`${title}: ${calls.length} gateway request(s), waterfall depth ${maxDepth(calls)}`];
  lines.push('    start      end  depth  request');
  for (const call of waterfallDepths(calls)) {
    const start = `${Math.round(call.start - origin)}ms`.padStart(9);
    const end = `${Math.round(call.end - origin)}ms`.padStart(8);
    lines.push(`${start} ${end}  ${String(call.depth).padStart(5)}  ${call.label}`);
  }
  const repeated = repeatedLabels(calls);
  if (repeated.length > 0) lines.push(`  asked more than once: ${repeated.join(', ')}`);
  return lines.join('\n');
}

function formatAssets(assets: AssetLoad[], loginAt: number): string {
  const total = assets.reduce((sum, a) => sum + a.bytes, 0);
  const lines = [`JS/CSS files loaded: ${assets.length}, ${(total / 1024).toFixed(1)} kB transferred (* after login)`];
  for (const asset of [...assets].sort((a, b) => a.start - b.start)) {
    const marker = asset.start >= loginAt ? '*' : ' ';
    lines.push(`  ${marker} ${`${(asset.bytes / 1024).toFixed(1)} kB`.padStart(9)}  ${asset.path}`);
  }
  return lines.join('\n');
}

interface Measured {
  persona: string;
  afterLogin: number;
  onTheWire: number;
  reload: number;
}

async function measure(name: PersonaName, gateway: Awaited<ReturnType<typeof useGateway>>): Promise<Measured> {
  const { brand, username } = personas[name];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const recorder = new PageRecorder(page);

    await logIn(page, gateway, brand, username);
    await waitForSettledHome(page);
    const token = recorder.calls.find((call) => call.label === 'POST /api/token');
    if (!token) throw new Error(`no POST /api/token was seen while ${username} logged in`);
    // Everything the browser asked the gateway for once it had sent the credentials, the token call aside.
    const afterLogin = recorder.callsSince(token.start, (label) => label === 'POST /api/token');
    const afterLoginIssued = await issuedTimes(page, afterLogin);
    console.log(formatCalls(`\n${username} (${brand}), home load after login, as the app issues them`, afterLoginIssued));
    console.log(formatCalls(`\n${username} (${brand}), home load after login, on the wire (6 connections per host)`, afterLogin));
    console.log(formatAssets(recorder.assets, token.start));

    // A cold start of /home with the session already stored: what a member who comes back, or reloads, waits for.
    const reloadAt = Date.now();
    await page.reload();
    await waitForSettledHome(page);
    const reload = await issuedTimes(page, recorder.callsSince(reloadAt));
    console.log(formatCalls(`\n${username} (${brand}), reload of /home, as the app issues them`, reload));
    return { persona: username, afterLogin: maxDepth(afterLoginIssued), onTheWire: maxDepth(afterLogin), reload: maxDepth(reload) };
  } finally {
    await browser.close();
  }
}

const requested = process.argv.slice(2);
const names = requested.length > 0 ? requested : defaultPersonas;
const unknown = names.filter((name) => !isPersona(name));
if (unknown.length > 0) {
  console.error(`Unknown persona(s): ${unknown.join(', ')}. Known: ${Object.keys(personas).join(', ')}.`);
  process.exit(2);
}

const gateway = await useGateway();
const results: Measured[] = [];
// Node does not resolve *.localhost the way browsers do: the faults endpoint is the same on any host.
const faults = `http://127.0.0.1:${gateway.port}/api/__demo/faults`;
try {
  if (API_LATENCY_MS > 0) {
    const added = await fetch(faults, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/*', latencyMs: API_LATENCY_MS }),
    });
    if (!added.ok) throw new Error(`POST /api/__demo/faults answered ${added.status}: is the gateway in demo mode?`);
    console.log(`Every gateway call answers ${API_LATENCY_MS} ms late (API_LATENCY_MS), like a real network.`);
  }
  for (const name of names.filter(isPersona)) results.push(await measure(name, gateway));
} finally {
  if (API_LATENCY_MS > 0) await fetch(faults, { method: 'DELETE' }).catch(() => undefined);
  await gateway.stop();
}

console.log(`\nWaterfall depth after login (target ≤ ${MAX_DEPTH}):`);
for (const r of results) {
  const verdict = r.afterLogin <= MAX_DEPTH ? 'ok' : 'TOO DEEP';
  console.log(`  ${r.persona.padEnd(12)} after login ${r.afterLogin}  (on the wire ${r.onTheWire}, reload ${r.reload})  ${verdict}`);
}
process.exit(results.every((r) => r.afterLogin <= MAX_DEPTH) ? 0 : 1);
