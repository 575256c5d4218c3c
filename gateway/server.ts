import { fileURLToPath } from 'node:url';
import { buildGateway } from './app';
import { describeProblem } from './shared/content-source';
import { storeReadiness, upstreamReadiness } from './shared/readiness';
import { readRuntimeConfig } from './shared/runtime-config';
import { demoStudioAccounts } from './studio/accounts';
import { readStudioAccounts } from './studio/account-file';
import { drainOnSignals } from './shared/shutdown';
import { openContentStore, storeContentSource } from './store/content-store';
import { createDemoClock } from './shared/demo-clock';

// The process `npm start` (development) and `npm run serve` (a deployment, README "Deploy") run.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// Every variable is read and checked here (gateway/shared/runtime-config.ts); nothing starts while one is wrong.
const configured = readRuntimeConfig(process.env, repoRoot);
if (!configured.ok) {
  console.error('The gateway did not start:');
  for (const problem of configured.problems) console.error(`- ${problem}`);
  process.exit(1);
}
const config = configured.config;
const studio = config.studioAccountsFile === undefined ? { ok: true as const, accounts: demoStudioAccounts } : readStudioAccounts(config.studioAccountsFile);
if (!studio.ok) {
  console.error('The gateway did not start:');
  for (const problem of studio.problems) console.error(`- ${problem}`);
  process.exit(1);
}
const { port, extraBrandRoots } = config;

// The content store: PGlite in CONTENT_DB_DIR (default .data/content-db, created on first start; memory:// keeps
// nothing), or Postgres when DATABASE_URL is set. Migrated, then every brand without a publication is seeded from its
// files; members read the live publications (a publication shows on their next page load, on every instance).
// Scheduled releases due are published every few seconds by the store's clock (in demo mode, one the browser tests
// move on: shared/demo-clock.ts); on Postgres each by exactly one instance (store/scheduling.ts).
const storeClock = config.demo ? createDemoClock() : undefined;
const store = await openContentStore({ repoRoot, env: process.env, extraBrandRoots, now: storeClock?.now, releaseTickMs: 5_000 });
const { seeded, skipped } = await store.seedAll();
for (const { brand, problems } of skipped) {
  for (const p of problems) console.error(describeProblem(brand, p));
  console.error(`[brand ${brand}] not seeded: its files do not load, so it is served from its files until they do.`);
}
const content = storeContentSource(store);

const app = await buildGateway({
  repoRoot,
  // DIST_DIR serves another build (parallel test runs each build into their own folder).
  distDir: config.distDir,
  content,
  store,
  extraBrandRoots,
  demo: config.demo,
  secret: config.secret,
  trustProxy: config.trustProxy,
  studioAccounts: studio.accounts,
  storeClock,
  log: { level: config.logLevel },
  // An upstream's check (the member API) goes beside the store's.
  memberApiUrl: config.memberApiUrl,
  readiness: [storeReadiness(store), ...(config.memberApiUrl ? [upstreamReadiness(config.memberApiUrl)] : [])],
});
for (const warning of config.warnings) app.log.warn(warning);
drainOnSignals(app, { closeStore: () => store.close(), timeoutMs: config.shutdownTimeoutMs });
// Loopback unless HOST says otherwise: browsers resolve every *.localhost name (one per brand) to it.
await app.listen({ host: config.host, port });

const brands = (await content.listBrands()).sort((a, b) => (a.domainId ?? Infinity) - (b.domainId ?? Infinity));
const where = store.db.kind === 'postgres' ? 'Postgres (DATABASE_URL)' : `PGlite in ${process.env.CONTENT_DB_DIR || '.data/content-db'}`;
if (config.production) {
  app.log.info({ brands: brands.map((brand) => brand.id), store: store.db.kind, seeded, demo: config.demo }, 'gateway ready');
} else {
  if (brands.length === 0) console.log('No brand manifests in brands/: every page will explain what is missing.');
  for (const brand of brands) {
    const host = brand.hosts.find((h) => h.endsWith('.localhost')) ?? `${brand.id}.localhost`;
    console.log(`${brand.id.padEnd(10)}http://${host}:${port}/login`);
  }
  console.log(`Content store: ${where}${seeded.length > 0 ? `; seeded ${seeded.join(', ')} from the repository's files` : ''}.`);
  console.log(config.demo ? 'Demo mode: POST /api/__demo/reset restores the personas.' : 'Demo mode off.');
}
