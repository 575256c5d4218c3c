import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { brotliCompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBrandFile, type BrandFile } from '../../src/manifest/load-brand-manifest';
import { menuNames } from '../../schemas/menu.schema';
import { themeColourNames } from '../../schemas/generic/theme.schema';
import { pagesWith } from '../../src/manifest/manifest.fixture';

/*
 * A throw-away repository for gateway tests: four small valid brand manifests, copy files, a brand asset and a
 * built app (dist/index.html with the markers, one hashed asset). Tests edit it freely.
 */

export const TEMPLATE =
  '<!doctype html><html><head><title><!--brand-title--></title><!--brand-style--></head>' +
  '<body><div id="root"></div><!--brand-boot--><script type="module" src="/assets/app-abc123.js"></script></body></html>';

export const brandSpecs = [
  { id: 'main', name: 'Summit Health', domainId: 1, hosts: ['main.localhost', 'localhost'], background: '#ffffff' },
  { id: 'regional', name: 'Summit Medicare', domainId: 2, hosts: ['regional.localhost'], background: '#fdfaf3' },
  { id: 'partner', name: 'Partner <Dental> & Co', domainId: 5, hosts: ['partner.localhost'], background: '#f4f8fb' },
  { id: 'hospital', name: 'St. Brigid Health', domainId: 6, hosts: ['hospital.localhost'], background: '#fbf7fb' },
];

const repoBrands = fileURLToPath(new URL('../../brands/', import.meta.url));
const repoLayers: BrandFile[] = readdirSync(repoBrands)
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ file: `brands/${name}`, raw: JSON.parse(readFileSync(join(repoBrands, name), 'utf8')) as unknown }));

/** The repo's real brand (brands/<id>.json over the base): its feature switches and session policy, so the gateway behaves as it does. */
function repoManifest(brandId: string) {
  const own = repoLayers.find((layer) => layer.file === `brands/${brandId}.json`);
  const loaded = own && loadBrandFile(own, repoLayers);
  if (!loaded?.ok) throw new Error(`brands/${brandId}.json does not load`);
  return loaded.manifest;
}

export function fixtureManifest(spec: (typeof brandSpecs)[number]): Record<string, unknown> {
  const colors = Object.fromEntries(themeColourNames.map((name) => [name, name.startsWith('on') || name === 'background' || name === 'surface' ? spec.background : '#1a1a1a']));
  return {
    $schema: '../schemas/brand-manifest.schema.json',
    schemaVersion: 4,
    brand: { id: spec.id, name: spec.name, domainId: spec.domainId, hosts: spec.hosts },
    theme: {
      colors: { ...colors, text: '#1a1a1a', background: spec.background },
      fonts: { body: '"Source Sans 3", Arial, sans-serif', heading: 'Georgia, serif' },
      logo: { src: `/brand-assets/${spec.id}-logo.svg`, width: 120, height: 40 },
      radii: { small: 2, medium: 4, large: 8 },
    },
    features: repoManifest(spec.id).features,
    routes: { default: '/home' },
    menus: Object.fromEntries(menuNames.map((name) => [name, []])),
    footer: { siteMap: [], copyright: ['footer.copyright'], policyLinks: [] },
    alerts: [],
    rules: {},
    pages: pagesWith(),
    contact: { departments: [{ id: 'customer-service', label: 'contact.customerService', phone: '800-555-0100', hours: 'contact.hours' }] },
    session: repoManifest(spec.id).session,
  };
}

export interface FixtureRepo {
  repoRoot: string;
  distDir: string;
  write(path: string, content: unknown): Promise<void>;
  remove(path: string): Promise<void>;
  cleanup(): Promise<void>;
}

export async function createFixtureRepo(): Promise<FixtureRepo> {
  const repoRoot = await mkdtemp(join(tmpdir(), 'gateway-test-'));
  const write = async (path: string, content: unknown) => {
    const file = join(repoRoot, path);
    await mkdir(join(file, '..'), { recursive: true });
    await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  };
  for (const spec of brandSpecs) await write(`brands/${spec.id}.json`, fixtureManifest(spec));
  await write('brands/assets/main-logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await write('content/en/shell.json', { $schema: '../../schemas/content.schema.json', skipToMain: 'Welcome', footer: { copyright: 'Summit' } });
  await write('content/en/errors.json', { '404': { title: "Sorry, it looks like we can't find that page." } });
  await write('content/brands/partner/shell.json', { skipToMain: 'Welcome, partner' });
  await write('dist/index.html', TEMPLATE);
  await write('dist/assets/app-abc123.js', 'console.log("app");');
  // What the build's precompress step writes beside an asset (scripts/vite/precompress.ts).
  await writeFile(join(repoRoot, 'dist/assets/app-abc123.js.br'), brotliCompressSync('console.log("app");'));
  return {
    repoRoot,
    distDir: join(repoRoot, 'dist'),
    write,
    remove: (path) => rm(join(repoRoot, path), { force: true }),
    cleanup: () => rm(repoRoot, { recursive: true, force: true }),
  };
}
