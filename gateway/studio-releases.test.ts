import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandContent, Draft, JsonObject, Release, ReleaseList } from '../src/manifest/edit/content-types';
import { createStudioStoreHarness, type StudioStoreHarness } from './testing/studio-store-harness';

/*
 * The studio's release routes over HTTP (inject): only a publisher of the brand schedules, moves, cancels or sets
 * the brand's time zone; every other role is refused (403); hostile input (bad dates, unknown ids, wrong shapes) is a
 * 4xx with a sentence, never a 500; the preview of a date shows the releases scheduled by then.
 */

const API = '/api/studio/content/partner';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
let studio: StudioStoreHarness;
const call = (...args: Parameters<StudioStoreHarness['call']>) => studio.call(...args);

beforeAll(async () => {
  studio = await createStudioStoreHarness({ name: 'studio-releases', users: ['viewer', 'editor', 'publisher', 'partnereditor'], seed: ['partner'] });
}, 60_000);
afterAll(() => studio.close());

async function approvedDraft(name: string): Promise<Draft> {
  const draft = (await call('editor', 'POST', `${API}/drafts`, { title: name })).json<Draft>();
  const content: BrandContent = { ...draft.content, manifest: { ...draft.content.manifest, brand: { ...(draft.content.manifest.brand as JsonObject), name } } };
  const saved = (await call('editor', 'PUT', `${API}/drafts/${draft.id}`, { revision: 1, content })).json<Draft>();
  expect((await call('editor', 'POST', `${API}/drafts/${draft.id}/submit`, { revision: saved.revision })).statusCode).toBe(200);
  const approved = await call('publisher', 'POST', `${API}/drafts/${draft.id}/approve`, { revision: saved.revision });
  expect(approved.statusCode).toBe(200);
  return approved.json<Draft>();
}

describe('studio release routes', { timeout: 30_000 }, () => {
  it('a publisher schedules, moves and cancels; the list shows the time zone and the clock', async () => {
    const draft = await approvedDraft('Partner, scheduled');
    const scheduled = await call('publisher', 'POST', `${API}/releases`, { drafts: [draft.id], at: '2031-06-01T09:00', message: 'June' });
    expect(scheduled.statusCode).toBe(201);
    const release = scheduled.json<Release>();
    expect(release).toMatchObject({ status: 'scheduled', timeZone: 'America/Los_Angeles', localAt: '2031-06-01T09:00', dueAt: '2031-06-01T16:00:00.000Z' });
    const moved = await call('publisher', 'PUT', `${API}/releases/${release.id}`, { at: '2031-06-02T10:15' });
    expect(moved.json<Release>()).toMatchObject({ localAt: '2031-06-02T10:15' });
    const list = (await call('viewer', 'GET', `${API}/releases`)).json<ReleaseList>();
    expect(list).toMatchObject({ timeZone: 'America/Los_Angeles', releases: [{ id: release.id, status: 'scheduled' }] });
    expect(Date.parse(list.now)).not.toBeNaN();
    expect((await call('publisher', 'POST', `${API}/releases/${release.id}/cancel`, {})).json<Release>().status).toBe('cancelled');
  });

  it('viewer, editor and partnereditor may not schedule, move, cancel or set the time zone (403)', async () => {
    const draft = await approvedDraft('Partner, refused');
    const release = (await call('publisher', 'POST', `${API}/releases`, { drafts: [draft.id], at: '2031-07-01T09:00' })).json<Release>();
    for (const who of ['viewer', 'editor', 'partnereditor']) {
      const attempts = [
        await call(who, 'POST', `${API}/releases`, { drafts: [draft.id], at: '2031-07-02T09:00' }),
        await call(who, 'PUT', `${API}/releases/${release.id}`, { at: '2031-07-03T09:00' }),
        await call(who, 'POST', `${API}/releases/${release.id}/cancel`, {}),
        await call(who, 'PUT', `${API}/releases-time-zone`, { timeZone: 'Europe/Madrid' }),
      ];
      for (const response of attempts) {
        expect(response.statusCode, who).toBe(403);
        expect(response.json()).toMatchObject({ status: 403, reason: 'role' });
      }
    }
    const other = await call('publisher', 'POST', '/api/studio/content/main/releases', { drafts: [draft.id], at: '2031-07-02T09:00' });
    expect(other.statusCode).toBe(404);
    expect((await call('publisher', 'GET', `${API}/releases`)).json<ReleaseList>().releases.find((r) => r.id === release.id)?.status).toBe('scheduled');
    await call('publisher', 'POST', `${API}/releases/${release.id}/cancel`, {});
  });

  it('hostile input: bad dates, unknown ids and wrong shapes are a 4xx with a sentence, never a 500', async () => {
    const draft = await approvedDraft('Partner, hostile');
    const cases: [string, string, unknown][] = [
      ['POST', `${API}/releases`, { drafts: [draft.id], at: '2031-02-30T09:00' }],
      ['POST', `${API}/releases`, { drafts: [draft.id], at: '2020-01-01T09:00' }],
      ['POST', `${API}/releases`, { drafts: [draft.id], at: '2031-03-09T02:30' }],
      ['POST', `${API}/releases`, { drafts: [draft.id], at: 'tomorrow' }],
      ['POST', `${API}/releases`, { drafts: [draft.id], at: 20310101 }],
      ['POST', `${API}/releases`, { drafts: [draft.id], at: '2031-01-01T09:00\u0000' }],
      ['POST', `${API}/releases`, { drafts: [], at: '2031-01-01T09:00' }],
      ['POST', `${API}/releases`, { drafts: [draft.id, draft.id], at: '2031-01-01T09:00' }],
      ['POST', `${API}/releases`, { drafts: [UNKNOWN], at: '2031-01-01T09:00' }],
      ['POST', `${API}/releases`, { drafts: ['../../etc'], at: '2031-01-01T09:00' }],
      ['POST', `${API}/releases`, { drafts: Array.from({ length: 21 }, () => draft.id), at: '2031-01-01T09:00' }],
      ['POST', `${API}/releases`, { drafts: [draft.id], at: '2031-01-01T09:00', extra: 1 }],
      ['POST', `${API}/releases`, '{"drafts":'],
      ['PUT', `${API}/releases/${UNKNOWN}`, { at: '2031-01-01T09:00' }],
      ['PUT', `${API}/releases/${UNKNOWN}`, { at: '9999-99-99T99:99' }],
      ['POST', `${API}/releases/${UNKNOWN}/cancel`, {}],
      ['POST', `${API}/releases/not%20an%20id/cancel`, {}],
      ['PUT', `${API}/releases-time-zone`, { timeZone: 'Mars/Olympus' }],
      ['PUT', `${API}/releases-time-zone`, { timeZone: "'; DROP TABLE releases; --" }],
      ['GET', '/api/studio/content/NOT_A_BRAND/releases', undefined],
    ];
    for (const [method, url, payload] of cases) {
      const response = await call('publisher', method as 'POST', url, payload, typeof payload === 'string' ? { 'content-type': 'application/json' } : {});
      const shown = `${method} ${url} ${JSON.stringify(payload)?.slice(0, 80)}`;
      expect(response.statusCode, shown).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, shown).toBeLessThan(500);
      expect(String(response.json<{ message?: unknown }>().message).length, shown).toBeGreaterThan(10);
    }
    expect((await call('publisher', 'GET', `${API}/releases`)).json<ReleaseList>().releases.filter((r) => r.status === 'scheduled')).toEqual([]);
  });

  // The frame itself (it needs a build) is the browser test's: test/e2e/studio-releases.spec.ts.
  it('what the preview shows as of a date: the releases scheduled by then; the day before, or once cancelled, what is live', async () => {
    const draft = await approvedDraft('Partner of the future');
    const release = (await call('publisher', 'POST', `${API}/releases`, { drafts: [draft.id], at: '2031-08-01T09:00' })).json<Release>();
    const preview = await studio.store.contentAsOf('partner', '2031-08-01');
    expect((preview?.manifest.brand as JsonObject).name).toBe('Partner of the future');
    expect(await studio.store.contentAsOf('partner', '2031-07-31')).toBeNull();
    await call('publisher', 'POST', `${API}/releases/${release.id}/cancel`, {});
    expect(await studio.store.contentAsOf('partner', '2031-08-01')).toBeNull();
  });
});
