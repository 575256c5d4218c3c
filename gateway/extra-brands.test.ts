import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brandOfDomain, createFileContentSource, featuresOfDomain } from './shared/content-source';
import { createHarness, type Harness } from './testing/gateway-harness';

/* A brand added with files only: the fifth test brand (test/fixtures/fifth-brand) served from an extra folder. */

const fifthRoot = fileURLToPath(new URL('../test/fixtures/fifth-brand', import.meta.url));
const realBase = JSON.parse(readFileSync(new URL('../brands/base.json', import.meta.url), 'utf8')) as unknown;

let h: Harness;
beforeEach(async () => {
  h = await createHarness({ extraBrandRoots: [fifthRoot] });
  // The fifth brand extends base: the throw-away repo gets the real one.
  await h.repo.write('brands/base.json', realBase);
});
afterEach(() => h.close());

function bootOf(html: string): { manifest: { brand: { id: string; name: string } }; copy: { footer: { copyright: { line1: string } } } } {
  const match = /<script type="application\/json" id="brand-boot">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('No brand boot in the page');
  return JSON.parse(match[1]) as ReturnType<typeof bootOf>;
}

describe('extra brand folders (EXTRA_BRANDS_DIR)', () => {
  it('serves the extra brand on its host: its manifest over brands/base.json, its copy overrides and its logo', async () => {
    const page = await h.get('/login', undefined, 'fifth.localhost:4173');
    expect(page.statusCode).toBe(200);
    const boot = bootOf(page.body);
    expect(boot.manifest.brand).toMatchObject({ id: 'fifth', name: 'Cedar Valley Health Plan' });
    expect(boot.copy.footer.copyright.line1).toBe('© Cedar Valley Health Plan. All rights reserved.');
    const logo = await h.get('/brand-assets/fifth-logo.svg', undefined, 'fifth.localhost:4173');
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain('Cedar Valley Health Plan');
    // The repo's own brands and assets are still there.
    expect(bootOf((await h.get('/login', undefined, 'partner.localhost')).body).manifest.brand.id).toBe('partner');
    expect((await h.get('/brand-assets/main-logo.svg')).statusCode).toBe(200);
  });
});

describe('brand resolution by domain id', () => {
  it('finds the brand whose manifest names the domain, and reads its feature switches', async () => {
    const content = createFileContentSource(h.repo.repoRoot, [fifthRoot]);
    expect((await brandOfDomain(content, 5))?.id).toBe('partner');
    expect((await brandOfDomain(content, 7))?.id).toBe('fifth');
    expect(await brandOfDomain(content, 99)).toBeNull();
    expect(await featuresOfDomain(content, 5)).toMatchObject({ eBillOffered: false, policiesOnlySignInFlow: true, staffSignInGoesToLoginAs: true });
    expect(await featuresOfDomain(content, 2)).toMatchObject({ extendedCommunicationPolicy: true, staffSignInGoesToLoginAs: true });
    expect(await featuresOfDomain(content, 7)).toMatchObject({ eBillOffered: true, policiesOnlySignInFlow: false, extendedCommunicationPolicy: false });
    await expect(featuresOfDomain(content, 99)).rejects.toThrow(/No brand manifest has "domainId": 99/);
  });
});
