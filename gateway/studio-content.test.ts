import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandContent, Draft, JsonObject } from '../src/manifest/edit/content-types';
import { createHarness, PASSWORD, type Harness } from './testing/gateway-harness';
import { createStudioStoreHarness, type StudioStoreHarness } from './testing/studio-store-harness';

/*
 * The studio's content calls over HTTP (inject), on a store in memory over a copy of the repository's brands/ and
 * content/ (the repo diff test edits a file of it); members read the store's live publication.
 */

const HOST = 'partner.localhost:4173';
const ORIGIN = `http://${HOST}`;
const API = '/api/studio/content';

let studio: StudioStoreHarness;
let root: string;
let h: Harness;
let cookies: Map<string, string>;

beforeAll(async () => {
  studio = await createStudioStoreHarness({ name: 'studio-content', users: ['viewer', 'editor', 'publisher', 'partnereditor'] });
  ({ root, h, cookies } = studio);
}, 60_000);
afterAll(() => studio.close());

const call = (...args: Parameters<StudioStoreHarness['call']>) => studio.call(...args);

const withFooterLine = (content: BrandContent, line1: string): BrandContent => {
  const footer = content.copy.footer ?? {};
  return { ...content, copy: { ...content.copy, footer: { ...footer, copyright: { ...(footer.copyright as JsonObject), line1 } } } };
};

async function newDraft(username: string, brand = 'partner'): Promise<Draft> {
  const response = await call(username, 'POST', `${API}/${brand}/drafts`, { title: 'A change' });
  expect(response.statusCode).toBe(201);
  return response.json<Draft>();
}

describe('studio content routes', () => {
  it('roles per brand: partnereditor edits partner and only reads main', async () => {
    const draft = await newDraft('partnereditor');
    expect(draft).toMatchObject({ brand: 'partner', status: 'draft', author: 'partnereditor' });
    const refused = await call('partnereditor', 'POST', `${API}/main/drafts`, { title: 'Not mine' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403, reason: 'role' });
    expect((await call('partnereditor', 'GET', `${API}/main`)).statusCode).toBe(200);
    expect((await call('partnereditor', 'GET', `${API}/main/versions`)).json<{ versions: unknown[] }>().versions).toHaveLength(1);
    expect((await call('viewer', 'POST', `${API}/partner/drafts`, { title: 'x' })).statusCode).toBe(403);
    expect((await call('partnereditor', 'DELETE', `${API}/partner/drafts/${draft.id}`)).statusCode).toBe(204);
  });

  it('the basis: base, defaults, the live publication', async () => {
    const basis = (await call('viewer', 'GET', `${API}/partner`)).json<JsonObject>();
    expect(basis).toMatchObject({ brand: 'partner', version: { number: 1, author: 'repository' }, repoDiffers: false });
    expect(Object.keys(basis.defaults as JsonObject)).toContain('footer');
    expect((basis.published as BrandContent).manifest.brand).toMatchObject({ id: 'partner' });
  });

  it('writes: same origin only; a bearer header is refused; no session is refused', async () => {
    const noOrigin = await h.app.inject({ method: 'POST', url: `${API}/partner/drafts`, headers: { host: HOST, cookie: cookies.get('editor')! }, payload: { title: 'x' } });
    expect(noOrigin.statusCode).toBe(403);
    const otherOrigin = await call('editor', 'POST', `${API}/partner/drafts`, { title: 'x' }, { origin: 'http://evil.example' });
    expect(otherOrigin.statusCode).toBe(403);
    const bearer = await call('editor', 'GET', `${API}/partner/drafts`, undefined, { authorization: 'Bearer abc' });
    expect(bearer.statusCode).toBe(401);
    expect((await h.app.inject({ method: 'GET', url: `${API}/partner/drafts`, headers: { host: HOST } })).statusCode).toBe(401);
  });

  it("lists a saved draft's problems as npm run validate does (file, pointer, sentence), theme contrast included", async () => {
    const draft = await newDraft('editor');
    const features = { ...(draft.content.manifest.features as Record<string, unknown>), eBillOffered: 'yes' };
    const broken = await call('editor', 'PUT', `${API}/partner/drafts/${draft.id}`, { revision: 1, content: { ...draft.content, manifest: { ...draft.content.manifest, features } } });
    expect(broken.json<Draft>().problems).toContainEqual(expect.objectContaining({ file: 'brands/partner.json', pointer: '/features/eBillOffered' }));
    const theme = draft.content.manifest.theme as { colors?: Record<string, string> } | undefined;
    const faint = { ...draft.content, manifest: { ...draft.content.manifest, theme: { ...theme, colors: { ...theme?.colors, text: '#cccccc' } } } };
    const contrast = await call('editor', 'PUT', `${API}/partner/drafts/${draft.id}`, { revision: 2, content: faint });
    expect(contrast.json<Draft>().problems).toContainEqual(
      expect.objectContaining({ file: 'brands/partner.json', pointer: '/theme/colors/text', message: expect.stringMatching(/needs at least 4.5:1/) }),
    );
  });

  it('409 revision carries the current draft; 422 carries the problems', async () => {
    const draft = await newDraft('editor');
    const first = await call('editor', 'PUT', `${API}/partner/drafts/${draft.id}`, { revision: 1, content: withFooterLine(draft.content, 'One') });
    expect(first.statusCode).toBe(200);
    const second = await call('publisher', 'PUT', `${API}/partner/drafts/${draft.id}`, { revision: 1, content: withFooterLine(draft.content, 'Two') });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ status: 409, reason: 'revision', current: { id: draft.id, revision: 2 } });
    const bad = { ...draft.content, manifest: { ...draft.content.manifest, routes: { default: 'home' } } };
    const saved = await call('editor', 'PUT', `${API}/partner/drafts/${draft.id}`, { revision: 2, content: bad });
    expect(saved.json<Draft>().valid).toBe(false);
    const submit = await call('editor', 'POST', `${API}/partner/drafts/${draft.id}/submit`, { revision: 3 });
    expect(submit.statusCode).toBe(422);
    expect(submit.json<{ problems: unknown[] }>().problems.length).toBeGreaterThan(0);
    // A stored draft that does not load previews as its problems.
    const preview = await call('editor', 'GET', `/api/studio/matrix?brand=partner&date=2025-06-15&draft=${draft.id}`);
    expect(preview.statusCode).toBe(422);
    expect(preview.json<{ problems: unknown[] }>().problems.length).toBeGreaterThan(0);
    expect((await call('editor', 'PUT', `${API}/partner/drafts/${draft.id}`, { revision: 3, content: { manifest: {} } })).statusCode).toBe(400);
    const traversal = { ...draft.content, copy: { '../../brands/main': {} } };
    expect((await call('editor', 'PUT', `${API}/partner/drafts/${draft.id}`, { revision: 3, content: traversal })).statusCode).toBe(400);
  });

  it("a publication shows in the member's next page load of that brand; a stored draft previews", async () => {
    const draft = await newDraft('editor');
    const saved = (await call('editor', 'PUT', `${API}/partner/drafts/${draft.id}`, { revision: 1, content: withFooterLine(draft.content, 'Published through the studio.') })).json<Draft>();
    expect(saved.changes.some((c) => c.path === 'copy:footer.copyright.line1')).toBe(true);
    const matrix = await call('viewer', 'GET', `/api/studio/matrix?brand=partner&date=2025-06-15&draft=${draft.id}`);
    expect(matrix.statusCode).toBe(200);
    expect((await h.get('/', undefined, HOST)).body).not.toContain('Published through the studio.');
    expect((await call('editor', 'POST', `${API}/partner/drafts/${draft.id}/submit`, { revision: saved.revision })).statusCode).toBe(200);
    expect((await call('editor', 'POST', `${API}/partner/drafts/${draft.id}/publish`, { message: 'x' })).statusCode).toBe(403);
    expect((await call('publisher', 'POST', `${API}/partner/drafts/${draft.id}/approve`, {})).statusCode).toBe(400);
    expect((await call('publisher', 'POST', `${API}/partner/drafts/${draft.id}/approve`, { revision: saved.revision })).statusCode).toBe(200);
    const published = await call('publisher', 'POST', `${API}/partner/drafts/${draft.id}/publish`, { message: 'Footer' });
    expect(published.statusCode).toBe(200);
    const { version } = published.json<{ version: { number: number } }>();
    expect((await h.get('/', undefined, HOST)).body).toContain('Published through the studio.');
    const restored = await call('publisher', 'POST', `${API}/partner/versions/1/restore`, { message: 'Back' });
    expect(restored.json()).toMatchObject({ version: { number: version.number + 1, restoredFrom: 1 } });
    expect((await h.get('/', undefined, HOST)).body).not.toContain('Published through the studio.');
    const history = (await call('viewer', 'GET', `${API}/partner/versions`)).json<{ versions: { number: number; changes: unknown[] }[] }>();
    expect(history.versions.map((v) => v.number)).toEqual([version.number + 1, version.number, 1]);
    expect((await call('viewer', 'GET', `${API}/partner/versions/1`)).json()).toMatchObject({ version: { number: 1 } });
  });

  it('approve names the revision reviewed: 409 revision with the draft as it is once the editor changed it', async () => {
    const draft = await newDraft('editor');
    const saved = (await call('editor', 'PUT', `${API}/partner/drafts/${draft.id}`, { revision: 1, content: withFooterLine(draft.content, 'Reviewed') })).json<Draft>();
    await call('editor', 'POST', `${API}/partner/drafts/${draft.id}/submit`, { revision: saved.revision });
    // The editor saves and resubmits while the publisher reads revision 2.
    const changed = (await call('editor', 'PUT', `${API}/partner/drafts/${draft.id}`, { revision: saved.revision, content: withFooterLine(draft.content, 'Unseen') })).json<Draft>();
    await call('editor', 'POST', `${API}/partner/drafts/${draft.id}/submit`, { revision: changed.revision });
    for (const who of ['viewer', 'editor', 'partnereditor']) {
      expect((await call(who, 'POST', `${API}/partner/drafts/${draft.id}/approve`, { revision: changed.revision })).statusCode, who).toBe(403);
    }
    const stale = await call('publisher', 'POST', `${API}/partner/drafts/${draft.id}/approve`, { revision: saved.revision });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ status: 409, reason: 'revision', current: { revision: changed.revision, status: 'in_review' } });
    expect(stale.json<{ message: string }>().message).toMatch(/read its changes again before approving/);
    for (const hostile of ['{"revision":"x"}', '{"revision":0}', '{"revision":1e309}', `{"revision":${saved.revision},"extra":1}`, '{}']) {
      const refused = await call('publisher', 'POST', `${API}/partner/drafts/${draft.id}/approve`, hostile, { 'content-type': 'application/json' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(/^Invalid request/);
    }
    expect((await call('publisher', 'POST', `${API}/partner/drafts/${draft.id}/approve`, { revision: changed.revision })).json()).toMatchObject({ status: 'approved' });
    await call('editor', 'DELETE', `${API}/partner/drafts/${draft.id}`);
  });

  it("the repository's files: compared by value, adopted only as a draft by a publisher", async () => {
    const file = join(root, 'brands', 'partner.json');
    const text = await readFile(file, 'utf8');
    // The same values in another layout: no difference.
    await writeFile(file, JSON.stringify(JSON.parse(text)));
    expect((await call('viewer', 'GET', `${API}/partner/repo`)).json()).toMatchObject({ differs: false, changes: [] });
    const changed = JSON.parse(text) as JsonObject;
    await writeFile(file, JSON.stringify({ ...changed, brand: { ...(changed.brand as JsonObject), name: 'Harbor from the repo' } }, null, 2));
    const diff = (await call('viewer', 'GET', `${API}/partner/repo`)).json<{ differs: boolean; files: string[]; changes: { text: string }[] }>();
    expect(diff.differs).toBe(true);
    expect(diff.files).toContain('brands/partner.json');
    expect(diff.changes.some((c) => c.text.includes('Harbor from the repo'))).toBe(true);
    expect((await call('editor', 'POST', `${API}/partner/repo/adopt`, {})).statusCode).toBe(403);
    const adopted = await call('publisher', 'POST', `${API}/partner/repo/adopt`, {});
    expect(adopted.statusCode).toBe(201);
    expect(adopted.json<Draft>()).toMatchObject({ status: 'draft', changedBy: [] });
    expect((await h.get('/', undefined, HOST)).body).not.toContain('Harbor from the repo');
    await writeFile(file, text);
  });

  it('the audit log: sign-ins, sign-outs, actions and refusals with who and what, never a password', async () => {
    // Recorded after the answer is sent (an onResponse hook): read until it is there.
    const latest = async (brand = 'partner') => (await call('viewer', 'GET', `${API}/${brand}/audit`)).json<{ entries: { actor: string; action: string }[] }>().entries[0];
    const signIn = await h.app.inject({ method: 'POST', url: '/api/studio/session', headers: { host: HOST, origin: ORIGIN }, payload: { username: 'Publisher', password: PASSWORD } });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0] as string;
    await expect.poll(latest).toMatchObject({ actor: 'publisher', action: 'session.signed_in' });
    expect((await h.app.inject({ method: 'DELETE', url: '/api/studio/session', headers: { host: HOST, origin: ORIGIN, cookie } })).statusCode).toBe(204);
    await expect.poll(latest).toMatchObject({ actor: 'publisher', action: 'session.signed_out' });
    // In the log of every brand the account has a role on (the publisher: all of them).
    await expect.poll(() => latest('main')).toMatchObject({ actor: 'publisher', action: 'session.signed_out' });
    const audit = await call('viewer', 'GET', `${API}/partner/audit`);
    expect(audit.statusCode).toBe(200);
    const { entries } = audit.json<{ entries: { actor: string; action: string; detail: JsonObject }[] }>();
    expect(entries.some((e) => e.actor === 'partnereditor' && e.action === 'session.signed_in')).toBe(true);
    expect(entries.slice(0, 2).map((e) => `${e.actor} ${e.action}`)).toEqual(['publisher session.signed_out', 'publisher session.signed_in']);
    expect(entries.some((e) => e.actor === 'publisher' && e.action === 'draft.published')).toBe(true);
    expect(entries.some((e) => e.actor === 'editor' && e.action === 'action.refused' && e.detail.attempted === 'publish')).toBe(true);
    expect(audit.body).not.toContain(PASSWORD);
    expect(audit.body).not.toContain('md_studio');
  });
});

describe('an app built without a store', () => {
  it('reads the files for members and gives the studio an in-memory store seeded from them', async () => {
    const plain = await createHarness({ repoRoot: root });
    try {
      const signIn = await plain.app.inject({ method: 'POST', url: '/api/studio/session', headers: { host: HOST, origin: ORIGIN }, payload: { username: 'viewer', password: PASSWORD } });
      const cookie = String(signIn.headers['set-cookie']).split(';')[0] as string;
      const basis = await plain.app.inject({ method: 'GET', url: `${API}/partner`, headers: { host: HOST, cookie } });
      expect(basis.statusCode).toBe(200);
      expect(basis.json()).toMatchObject({ version: { number: 1, author: 'repository' }, repoDiffers: false });
    } finally {
      await plain.close();
    }
  }, 30_000);
});
