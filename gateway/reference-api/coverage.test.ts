import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planDocumentsResponseSchema } from '../../schemas/api/documents';
import { createHarness, type Harness } from '../testing/gateway-harness';
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

describe('GET plan-documents', () => {
  it.each(['subscriber', 'medicare', 'partnerdep', 'hospital', 'termed'])('answers %s’s plan documents of every kind', async (username) => {
    const answer = await h.get('/api/plan-documents', await h.login(username, undefined));
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ documents: { kind: string; url: string }[] }>();
    expect(ajv.validate(planDocumentsResponseSchema, body), ajv.errorsText()).toBe(true);
    expect(new Set(body.documents.map((d) => d.kind))).toEqual(new Set(['handbook', 'certificateOfCoverage', 'priorAuthorization', 'form']));
  });

  it('names the member’s own plan', async () => {
    const body = (await h.get('/api/plan-documents', await h.login('medicare'))).json<{ documents: { title: string }[] }>();
    expect(body.documents.map((d) => d.title)).toContain('Evidence of coverage: Riverbend Medicare Advantage PPO');
  });
});
