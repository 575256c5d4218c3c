import { delimiter, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildGateway } from './app';
import { describeProblem } from './content-source';
import { storeReadiness } from './readiness';
import { openContentStore, storeContentSource } from './store/content-store';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 4173);
const demo = process.env.GATEWAY_DEMO !== '0';
// EXTRA_BRANDS_DIR: folders of extra brands (brands/*.json, brands/assets/, content/brands/<id>/), e.g. a test brand.
const extraBrandRoots = (process.env.EXTRA_BRANDS_DIR ?? '').split(delimiter).filter(Boolean).map((dir) => resolve(repoRoot, dir));
// The content store: PGlite in CONTENT_DB_DIR (default .data/content-db, created on first start; memory:// keeps
// nothing), or Postgres when DATABASE_URL is set. Migrated, then every brand without a publication is seeded from its
// files; members read the live publications (a publication shows on their next page load, on every instance).
const store = await openContentStore({ repoRoot, env: process.env, extraBrandRoots });
const { seeded, skipped } = await store.seedAll();
for (const { brand, problems } of skipped) {
  for (const p of problems) console.error(describeProblem(brand, p));
  console.error(`[brand ${brand}] not seeded: its files do not load, so it is served from its files until they do.`);
}
const content = storeContentSource(store);
// DIST_DIR serves another build (parallel test runs each build into their own folder).
const distDir = process.env.DIST_DIR || undefined;

const app = await buildGateway({ repoRoot, distDir, content, store, extraBrandRoots, demo, secret: process.env.GATEWAY_SECRET, log: {}, readiness: [storeReadiness(store)] });
// Loopback only: browsers resolve every *.localhost name (one per brand) to it.
await app.listen({ host: '127.0.0.1', port });

const brands = (await content.listBrands()).sort((a, b) => (a.domainId ?? Infinity) - (b.domainId ?? Infinity));
if (brands.length === 0) console.log('No brand manifests in brands/: every page will explain what is missing.');
for (const brand of brands) {
  const host = brand.hosts.find((h) => h.endsWith('.localhost')) ?? `${brand.id}.localhost`;
  console.log(`${brand.id.padEnd(10)}http://${host}:${port}/login`);
}
const where = store.db.kind === 'postgres' ? 'Postgres (DATABASE_URL)' : `PGlite in ${process.env.CONTENT_DB_DIR || '.data/content-db'}`;
console.log(`Content store: ${where}${seeded.length > 0 ? `; seeded ${seeded.join(', ')} from the repository's files` : ''}.`);
console.log(demo ? 'Demo mode: POST /api/__demo/reset restores the personas.' : 'Demo mode off.');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => store.close())
      .then(() => process.exit(0));
  });
}
