import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BrandContent } from '../../src/manifest/edit/content-types';
import { createHarness, PASSWORD } from '../testing/gateway-harness';
import { createRepoCopyStore, type RepoCopyStore } from '../testing/repo-copy-store';
import { createContentStore, type ContentStore } from './content-store';

/*
 * A live version that stopped validating (a base file changed after it was published) is never served: a fresh
 * process (no last good boot) serves the last version that validates, else the brand's files, says why in the log
 * and the studio; restoring or adopting content that does not validate is refused (422) like publishing it.
 */

const HOST = 'partner.localhost:4173';
const ORIGIN = `http://${HOST}`;
let copy: RepoCopyStore;
let root: string;
let store: ContentStore;
let first: BrandContent;
const invalid = (content: BrandContent): BrandContent => ({ ...content, manifest: { ...content.manifest, routes: { default: 'home' } } });

/** A version row as a publication writes it: it validated then, and does not against the repository now. */
async function insertVersion(number: number, content: BrandContent) {
  await store.db.query(
    'INSERT INTO versions (brand, number, content, author, published_at, message, restored_from, draft_id) VALUES ($1, $2, $3, $4, $5, $6, NULL, NULL)',
    ['partner', number, JSON.stringify(content), 'publisher', new Date().toISOString(), `Version ${number}`],
  );
}

/** A new gateway process on the same database: a store and a member content source with nothing cached. */
async function freshGateway() {
  const fresh = await createContentStore({ db: store.db, repoRoot: root });
  const h = await createHarness({ repoRoot: root, store: fresh });
  const signIn = await h.app.inject({ method: 'POST', url: '/api/studio/session', headers: { host: HOST, origin: ORIGIN }, payload: { username: 'publisher', password: PASSWORD } });
  const cookie = String(signIn.headers['set-cookie']).split(';')[0] as string;
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    h.app.inject({ method, url, headers: { host: HOST, origin: ORIGIN, cookie }, ...(payload ? { payload } : {}) });
  return { fresh, h, call };
}

beforeAll(async () => {
  copy = await createRepoCopyStore('served-at-start');
  ({ root, store } = copy);
  first = (await store.live('partner'))!.content;
}, 60_000);
afterAll(() => copy.close());

describe('a live version that does not validate', () => {
  it('is not served: a fresh process serves the last valid version, logs why once, and the studio says so', async () => {
    await insertVersion(2, invalid(first));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fresh, h, call } = await freshGateway();
    try {
      for (const path of ['/', '/home', '/claims']) expect((await h.get(path, undefined, HOST)).statusCode, path).toBe(200);
      const served = await fresh.served('partner');
      expect(served.version?.number).toBe(1);
      const logged = errors.mock.calls.map((c) => String(c[0])).filter((line) => line.includes('live version 2'));
      expect(logged).toEqual([expect.stringMatching(/^\[brand partner\] live version 2 does not validate \(\d+ problems?, the first at .*\): serving version 1\.$/)]);
      const basis = (await call('GET', '/api/studio/content/partner')).json<{ version: { number: number }; served: { live: number; version: number; reason: string } }>();
      expect(basis.version.number).toBe(2);
      expect(basis.served).toMatchObject({ live: 2, version: 1, reason: expect.stringMatching(/^Members are served version 1, not the live version 2/) });
      expect((await call('GET', '/api/studio/content/partner/versions')).json()).toMatchObject({ served: { live: 2, version: 1 } });
      expect((await call('GET', '/api/studio/content/main/versions')).json()).toMatchObject({ served: null });
    } finally {
      errors.mockRestore();
      await h.close();
    }
  }, 60_000);

  it('restoring a version that does not validate now is refused with its problems (422), nothing published', async () => {
    const { h, call } = await freshGateway();
    try {
      const refused = await call('POST', '/api/studio/content/partner/versions/2/restore', { message: 'Back to 2' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ status: 422, reason: 'invalid', message: expect.stringMatching(/^Version 2 does not validate/) });
      expect(refused.json<{ problems: unknown[] }>().problems.length).toBeGreaterThan(0);
      const versions = (await call('GET', '/api/studio/content/partner/versions')).json<{ versions: { number: number }[] }>();
      expect(versions.versions.map((v) => v.number)).toEqual([2, 1]);
      // Restoring the valid one is a publication like any other, and members get it.
      expect((await call('POST', '/api/studio/content/partner/versions/1/restore', { message: 'Back to 1' })).json()).toMatchObject({ version: { number: 3, restoredFrom: 1 } });
      expect((await call('GET', '/api/studio/content/partner')).json()).toMatchObject({ version: { number: 3 }, served: null });
    } finally {
      await h.close();
    }
  }, 60_000);

  it("with no valid version, the brand's files are served; adopting files that do not validate is refused (422)", async () => {
    await insertVersion(4, invalid(first));
    await store.db.query('UPDATE versions SET content = $1 WHERE brand = $2', [JSON.stringify(invalid(first)), 'partner']);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { h, call } = await freshGateway();
    try {
      expect((await h.get('/', undefined, HOST)).statusCode).toBe(200);
      expect((await call('GET', '/api/studio/content/partner')).json<{ served: unknown }>().served).toMatchObject({ live: 4, version: null, reason: expect.stringMatching(/repository files/) });
      await writeFile(join(root, 'brands', 'partner.json'), JSON.stringify(invalid(first).manifest, null, 2));
      const adopted = await call('POST', '/api/studio/content/partner/repo/adopt', {});
      expect(adopted.statusCode).toBe(422);
      expect(adopted.json()).toMatchObject({ status: 422, reason: 'invalid', message: expect.stringMatching(/^The repository's files of this brand do not validate/) });
      expect((await call('GET', '/api/studio/content/partner/drafts')).json()).toEqual({ drafts: [] });
    } finally {
      errors.mockRestore();
      await h.close();
    }
  }, 60_000);
});
