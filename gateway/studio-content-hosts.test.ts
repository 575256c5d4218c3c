import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, BrandContent, Draft, JsonObject } from '../src/manifest/edit/content-types';
import { createStudioStoreHarness, type StudioStoreHarness } from './testing/studio-store-harness';

/*
 * Over HTTP (inject), on a store in memory: adding an external host is a publisher's change, flagged in review
 * (external-host-rule.ts); a theme font that could write CSS is a draft's problem (the schema's font list pattern).
 */

const API = '/api/studio/content/partner';

let studio: StudioStoreHarness;

beforeAll(async () => {
  studio = await createStudioStoreHarness({ name: 'studio-content-hosts', users: ['editor', 'publisher'], seed: ['partner'] });
}, 60_000);
afterAll(() => studio.close());

const call = (...args: Parameters<StudioStoreHarness['call']>) => studio.call(...args);

async function newDraft(username: string): Promise<Draft> {
  const response = await call(username, 'POST', `${API}/drafts`, { title: 'A change' });
  expect(response.statusCode).toBe(201);
  return response.json<Draft>();
}

const save = (username: string, draft: Draft, content: BrandContent) => call(username, 'PUT', `${API}/drafts/${draft.id}`, { revision: draft.revision, content });

const manifestWith = (content: BrandContent, change: (manifest: JsonObject) => JsonObject): BrandContent => ({ ...content, manifest: change(structuredClone(content.manifest)) });

/** Partner's content with `host` added to its links' hosts and a footer link going there. */
const withHost = (content: BrandContent, host: string) =>
  manifestWith(content, (manifest) => {
    const hosts = manifest.externalHosts as { links: string[] };
    const footer = manifest.footer as { policyLinks: JsonObject[] };
    return {
      ...manifest,
      externalHosts: { ...hosts, links: [...hosts.links, host] },
      footer: { ...footer, policyLinks: [...footer.policyLinks, { ...footer.policyLinks[0], id: 'win', href: `https://${host}/win` }] },
    };
  });
const withName = (content: BrandContent, name: string) => manifestWith(content, (manifest) => ({ ...manifest, brand: { ...(manifest.brand as JsonObject), name } }));

describe('external hosts: a publisher-only change, flagged in review', () => {
  it("an editor's save adding a host is refused with 403 and the sentence; nothing is stored", async () => {
    const draft = await newDraft('editor');
    const refused = await save('editor', draft, withHost(draft.content, 'evil.example'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403, reason: 'external_host', message: 'Only a publisher can add an external host: evil.example.' });
    const stored = (await call('editor', 'GET', `${API}/drafts/${draft.id}`)).json<Draft>();
    expect(stored.revision).toBe(draft.revision);
    expect(stored.content).toEqual(draft.content);
    const audit = (await call('editor', 'GET', `${API}/audit`)).json<{ entries: AuditEntry[] }>().entries;
    expect(audit[0]).toMatchObject({ action: 'action.refused', actor: 'editor', detail: { attempted: 'save', reason: 'external_host' } });
  });

  it("an editor's save that keeps the hosts as they are goes through", async () => {
    const draft = await newDraft('editor');
    const saved = await save('editor', draft, withName(draft.content, 'Partner Plus'));
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Draft>().changes.map((c) => c.text).join('\n')).not.toContain('external host');
  });

  it("a publisher's save adding a host goes through and the review flags it; the editor may go on editing, not submit it", async () => {
    const draft = await newDraft('publisher');
    const saved = await save('publisher', draft, withHost(draft.content, 'evil.example'));
    expect(saved.statusCode).toBe(200);
    const flagged = saved.json<Draft>();
    expect(flagged.valid).toBe(true);
    expect(flagged.changes[0]).toEqual({ kind: 'added', path: '/externalHosts/links', text: 'new external host evil.example' });
    expect((await call('editor', 'GET', `${API}/drafts/${draft.id}`)).json<Draft>().changes[0]?.text).toBe('new external host evil.example');

    // The host is the draft's already (a publisher put it there): the editor's further change is not refused...
    const edited = await save('editor', flagged, withName(flagged.content, 'Partner Plus'));
    expect(edited.statusCode).toBe(200);
    // ...but handing the draft to review is the publisher's.
    const submit = await call('editor', 'POST', `${API}/drafts/${draft.id}/submit`, { revision: edited.json<Draft>().revision });
    expect(submit.statusCode).toBe(403);
    expect(submit.json()).toMatchObject({ reason: 'external_host', message: 'Only a publisher can add an external host: evil.example.' });
    expect((await call('publisher', 'POST', `${API}/drafts/${draft.id}/submit`, { revision: edited.json<Draft>().revision })).statusCode).toBe(200);
  });
});

describe('theme fonts: CSS in a font is a problem of the draft', () => {
  it('a draft saved with a font that writes rules gets its problem at /theme/fonts/heading', async () => {
    const draft = await newDraft('editor');
    const attack = 'Arial} body::before{content:"call 1-900-555-0100"} nav{display:none} h1{';
    const content = manifestWith(draft.content, (manifest) => {
      const theme = manifest.theme as JsonObject;
      return { ...manifest, theme: { ...theme, fonts: { ...(theme.fonts as JsonObject), heading: attack } } };
    });
    const saved = await save('editor', draft, content);
    expect(saved.statusCode).toBe(200);
    const result = saved.json<Draft>();
    expect(result.valid).toBe(false);
    expect(result.problems).toContainEqual(expect.objectContaining({ severity: 'error', pointer: '/theme/fonts/heading', message: expect.stringContaining('is not a list of font names') }));
    const submit = await call('editor', 'POST', `${API}/drafts/${draft.id}/submit`, { revision: result.revision });
    expect(submit.statusCode).toBe(422);
  });
});
