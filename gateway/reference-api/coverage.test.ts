import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverageDocumentsResponseSchema, planDocumentsResponseSchema } from '../../schemas/api/documents';
import { createHarness, type Harness } from '../testing/gateway-harness';
import { pdfTextLines } from './pdf/pdf-text';
import { createAjv } from '../shared/validation';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
const ajv = createAjv();

describe('GET medicare-materials', () => {
  it('answers the Medicare member’s materials, newest year first', async () => {
    const token = await h.login('medicare');
    const answer = await h.get('/api/medicare-materials', token);
    expect(answer.statusCode).toBe(200);
    const materials = answer.json<{ title: string; year: number }[]>();
    expect(materials[0]?.title).toBe('Annual Notice of Change');
    expect(materials.map((m) => m.year)).toEqual([...materials.map((m) => m.year)].sort((a, b) => b - a));
  });

  it('answers 403 to a member who gets none (spec §6: the app shows an empty list)', async () => {
    const token = await h.login('subscriber');
    expect((await h.get('/api/medicare-materials', token)).statusCode).toBe(403);
    expect((await h.get('/api/medicare-materials')).statusCode).toBe(401);
  });
});

describe('GET plan-documents, forms and prior-authorizations', () => {
  it.each(['subscriber', 'medicare', 'partnerdep', 'hospital', 'termed'])('answers %s’s handbooks, certificates, forms and prior authorization lists', async (username) => {
    const token = await h.login(username, undefined);
    const plan = await h.get('/api/plan-documents', token);
    expect(plan.statusCode).toBe(200);
    const body = plan.json<{ documents: { kind: string }[] }>();
    expect(ajv.validate(planDocumentsResponseSchema, body), ajv.errorsText()).toBe(true);
    expect(new Set(body.documents.map((d) => d.kind))).toEqual(new Set(['handbook', 'certificateOfCoverage']));
    for (const path of ['/api/forms', '/api/prior-authorizations']) {
      const answer = await h.get(path, token);
      expect(answer.statusCode).toBe(200);
      expect(ajv.validate(coverageDocumentsResponseSchema, answer.json()), `${path}: ${ajv.errorsText()}`).toBe(true);
      expect(answer.json<{ documents: unknown[] }>().documents.length).toBeGreaterThan(0);
    }
  });

  it('names the member’s own plan', async () => {
    const token = await h.login('medicare');
    const titles = async (path: string) => (await h.get(path, token)).json<{ documents: { title: string }[] }>().documents.map((d) => d.title);
    expect(await titles('/api/plan-documents')).toContain('Evidence of coverage: Riverbend Medicare Advantage PPO');
    expect(await titles('/api/prior-authorizations')).toEqual(['Medicare Advantage prior authorization list']);
    expect(await titles('/api/forms')).toEqual(['Coverage determination request']);
  });

  it.each(['/api/plan-documents', '/api/forms', '/api/prior-authorizations'])('%s needs a full session', async (path) => {
    expect((await h.get(path)).statusCode).toBe(401);
    expect((await h.get(path, await h.login('noemail'))).statusCode).toBe(401);
  });
});

describe('GET documents/{id} (/resource-download)', () => {
  it("answers one of the member's plan documents as a PDF with its title, never cached", async () => {
    const response = await h.get('/api/documents/coc-medical', await h.login('subscriber'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfTextLines(response.rawPayload).join(' ')).toContain('Certificate of coverage: Summit Individual PPO $500');
  });

  it("answers a Medicare member's materials too, and a dependent the family plan's documents", async () => {
    const anoc = await h.get('/api/documents/anoc', await h.login('medicare'));
    expect(pdfTextLines(anoc.rawPayload).join(' ')).toContain('Annual Notice of Change');
    expect((await h.get('/api/documents/member-handbook', await h.login('minordep'))).statusCode).toBe(200);
  });

  it.each([
    ["another plan's document", 'medicare', 'coc-medical'],
    ['a Medicare material of a member who has none', 'subscriber', 'anoc'],
    ['an unknown id', 'subscriber', 'no-such-document'],
  ])('answers 404 to %s', async (_case, username, id) => {
    const response = await h.get(`/api/documents/${id}`, await h.login(username));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: 'No such document for this member.' });
  });

  it('needs a full session', async () => {
    expect((await h.get('/api/documents/coc-medical')).statusCode).toBe(401);
    expect((await h.get('/api/documents/coc-medical', await h.login('noemail'))).statusCode).toBe(401);
  });

  it.each([
    ['a path out of the folder', '..%2F..%2Fetc%2Fpasswd'],
    ['a NUL byte', 'coc%00medical'],
    ['an id of 61 characters', 'a'.repeat(61)],
    ['spaces and quotes', '%22coc%20medical%22'],
  ])('refuses %s with 400, never a 500', async (_case, id) => {
    const response = await h.get(`/api/documents/${id}`, await h.login('subscriber'));
    expect(response.statusCode).toBe(400);
  });
});
