import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandContent, Draft, JsonObject } from '../src/manifest/edit/content-types';
import { createStudioStoreHarness, type StudioStoreHarness } from './testing/studio-store-harness';

/* The studio edits a brand's Spanish copy like its English (issue 30): content.translations.es, checked and published. */

const API = '/api/studio/content';
const HOST = 'partner.localhost:4173';
let studio: StudioStoreHarness;

beforeAll(async () => {
  studio = await createStudioStoreHarness({ name: 'studio-translations', users: ['viewer', 'editor', 'publisher'] });
}, 240_000);
afterAll(() => studio?.close());

const call = (...args: Parameters<StudioStoreHarness['call']>) => studio.call(...args);
const withSpanishLine = (content: BrandContent, footer: JsonObject): BrandContent => ({ ...content, translations: { es: { footer } } });

async function newDraft(): Promise<Draft> {
  const response = await call('editor', 'POST', `${API}/partner/drafts`, { title: 'Spanish footer' });
  expect(response.statusCode).toBe(201);
  return response.json<Draft>();
}

describe("the studio's Spanish copy", () => {
  it('the basis carries the Spanish defaults beside the English', async () => {
    const basis = (await call('viewer', 'GET', `${API}/partner`)).json<{ translationDefaults: { es: Record<string, JsonObject> } }>();
    expect(Object.keys(basis.translationDefaults.es)).toContain('footer');
  });

  it('saves a Spanish override, checks it like the files, and publishes it to Spanish pages only', { timeout: 60_000 }, async () => {
    const draft = await newDraft();
    const unknown = await call('editor', 'PUT', `${API}/partner/drafts/${draft.id}`, { revision: 1, content: withSpanishLine(draft.content, { nope: 'x' }) });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json<Draft>().valid).toBe(false);
    expect(unknown.json<Draft>().problems).toContainEqual(expect.objectContaining({ file: 'content/brands/partner/es/footer.json', pointer: '/nope' }));

    const line = 'Publicado desde el estudio.';
    const saved = await call('editor', 'PUT', `${API}/partner/drafts/${draft.id}`, { revision: 2, content: withSpanishLine(draft.content, { copyright: { line1: line } }) });
    const good = saved.json<Draft>();
    expect(good.valid).toBe(true);
    expect(good.content.translations?.es?.footer).toEqual({ copyright: { line1: line } });
    expect((await call('editor', 'POST', `${API}/partner/drafts/${draft.id}/submit`, { revision: good.revision })).statusCode).toBe(200);
    expect((await call('publisher', 'POST', `${API}/partner/drafts/${draft.id}/approve`, { revision: good.revision })).statusCode).toBe(200);
    expect((await call('publisher', 'POST', `${API}/partner/drafts/${draft.id}/publish`, { message: 'Spanish footer' })).statusCode).toBe(200);
    expect((await studio.h.get('/home?lang=es', undefined, HOST)).body).toContain(line);
    expect((await studio.h.get('/home', undefined, HOST)).body).not.toContain(line);
  });

  it('refuses a language there is none of, or a namespace that is no file name (400)', async () => {
    const draft = await newDraft();
    for (const translations of [{ fr: { footer: {} } }, { es: { '../../brands/main': {} } }, { es: 'footer' }]) {
      const response = await call('editor', 'PUT', `${API}/partner/drafts/${draft.id}`, { revision: 1, content: { ...draft.content, translations } });
      expect(response.statusCode, JSON.stringify(translations)).toBe(400);
    }
  });
});
