import { delimiter, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildGateway } from './app';
import { createFileContentSource } from './content-source';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 4173);
const demo = process.env.GATEWAY_DEMO !== '0';
// EXTRA_BRANDS_DIR: folders of extra brands (brands/*.json, brands/assets/, content/brands/<id>/), e.g. a test brand.
const extraBrandRoots = (process.env.EXTRA_BRANDS_DIR ?? '').split(delimiter).filter(Boolean).map((dir) => resolve(repoRoot, dir));
const content = createFileContentSource(repoRoot, extraBrandRoots);
// DIST_DIR serves another build (parallel test runs each build into their own folder).
const distDir = process.env.DIST_DIR || undefined;

const app = await buildGateway({ repoRoot, distDir, content, extraBrandRoots, demo, secret: process.env.GATEWAY_SECRET, logRequests: true });
// Loopback only: browsers resolve every *.localhost name (one per brand) to it.
await app.listen({ host: '127.0.0.1', port });

const brands = (await content.listBrands()).sort((a, b) => (a.domainId ?? Infinity) - (b.domainId ?? Infinity));
if (brands.length === 0) console.log('No brand manifests in brands/: every page will explain what is missing.');
for (const brand of brands) {
  const host = brand.hosts.find((h) => h.endsWith('.localhost')) ?? `${brand.id}.localhost`;
  console.log(`${brand.id.padEnd(10)}http://${host}:${port}/login`);
}
console.log(demo ? 'Demo mode: POST /api/__demo/reset restores the personas.' : 'Demo mode off.');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
