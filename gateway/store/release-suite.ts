import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandContent, JsonObject } from '../../src/manifest/edit/content-types';
import { createContentStore, openContentStore, type ContentStore } from './content-store';
import type { Database } from './database';
import { editor, publisher, refusalOf, repoRoot, viewer, withFooterLine as footer, withName as named } from './suite-helpers';

/*
 * Scheduled releases (scheduling.ts), a function of a database factory like store-suite.ts: on PGlite in memory and
 * on a real Postgres. The stores' clock is the suite's (`clock`), moved as a demo clock would be. `openAnother` gives
 * a second connection to the same database (another gateway): a due release is published by exactly one of them.
 */

const BRAND = 'hospital';
const MINUTE = 60_000;

export function releaseSuite(name: string, open: () => Promise<Database>, openAnother?: () => Promise<Database>) {
  describe(name, { timeout: 60_000 }, () => {
    let root: string;
    let store: ContentStore;
    // 2027-01-15 08:00 in Los Angeles (the default time zone).
    let clock = Date.parse('2027-01-15T16:00:00Z');
    const now = () => new Date(clock);

    beforeAll(async () => {
      root = await mkdtemp(join(tmpdir(), 'release-store-'));
      await cp(join(repoRoot, 'brands'), join(root, 'brands'), { recursive: true });
      await cp(join(repoRoot, 'content'), join(root, 'content'), { recursive: true });
      store = await openContentStore({ repoRoot: root, env: {}, db: await open(), now });
      await store.seed(BRAND);
    }, 60_000);
    afterAll(async () => {
      await store.close();
      await rm(root, { recursive: true, force: true });
    });

    async function approved(change: (content: BrandContent) => BrandContent, title: string) {
      const draft = await store.createDraft(editor, BRAND, title);
      const saved = await store.save(editor, BRAND, draft.id, draft.revision, change(draft.content));
      await store.submit(editor, BRAND, saved.id, saved.revision);
      return store.approve(publisher, BRAND, saved.id, saved.revision);
    }

    it('only a publisher schedules; bad times, unknown and unapproved drafts are refused (4xx), nothing scheduled', async () => {
      const draft = await approved((c) => named(c, 'Refused release'), 'Refused');
      const input = { drafts: [draft.id], localAt: '2027-01-15T09:00', message: '' };
      expect(await refusalOf(store.schedule(viewer, BRAND, input))).toMatchObject({ status: 403, reason: 'role' });
      expect(await refusalOf(store.schedule(editor, BRAND, input))).toMatchObject({ status: 403, reason: 'role' });
      for (const localAt of ['2027-01-15T07:59', '2027-02-30T09:00', '2027-03-14T02:30', 'soon']) {
        expect(await refusalOf(store.schedule(publisher, BRAND, { ...input, localAt }))).toMatchObject({ status: 422, reason: 'date' });
      }
      expect(await refusalOf(store.schedule(publisher, BRAND, { ...input, drafts: ['00000000-0000-4000-8000-000000000000'] }))).toMatchObject({ status: 404 });
      expect(await refusalOf(store.schedule(publisher, BRAND, { ...input, drafts: [] }))).toMatchObject({ status: 422 });
      const open = await store.createDraft(editor, BRAND, 'Not approved');
      expect(await refusalOf(store.schedule(publisher, BRAND, { ...input, drafts: [open.id] }))).toMatchObject({ status: 409, reason: 'status' });
      expect(await refusalOf(store.setTimeZone(publisher, BRAND, 'Mars/Olympus'))).toMatchObject({ status: 422 });
      expect(await refusalOf(store.move(publisher, BRAND, '00000000-0000-4000-8000-000000000000', '2027-01-16T09:00'))).toMatchObject({ status: 404 });
      expect((await store.releases(viewer, BRAND)).releases).toEqual([]);
      const refusals = (await store.audit(viewer, BRAND)).entries.filter((e) => e.action === 'action.refused' && e.detail.attempted === 'schedule');
      expect(refusals.length).toBeGreaterThan(5);
      await store.discard(editor, BRAND, draft.id);
      await store.discard(editor, BRAND, open.id);
    });

    it('two drafts as one release go live at their time, once, as one version; the preview of that day shows them first', async () => {
      const first = await approved((c) => named(c, 'Harbor Health, renamed'), 'Rename');
      const second = await approved((c) => footer(c, 'Scheduled footer.'), 'Footer');
      const release = await store.schedule(publisher, BRAND, { drafts: [first.id, second.id], localAt: '2027-01-15T09:00', message: 'January release' });
      expect(release).toMatchObject({ status: 'scheduled', localAt: '2027-01-15T09:00', timeZone: 'America/Los_Angeles', dueAt: '2027-01-15T17:00:00.000Z' });
      expect(await refusalOf(store.schedule(publisher, BRAND, { drafts: [first.id], localAt: '2027-01-16T09:00', message: '' }))).toMatchObject({ status: 409 });
      const before = (await store.live(BRAND))!.version.number;
      const heard: number[] = [];
      const stop = store.onPublished((e) => e.brand === BRAND && heard.push(e.version));
      expect(await store.contentAsOf(BRAND, '2027-01-14')).toBeNull();
      const future = await store.contentAsOf(BRAND, '2027-01-15');
      expect((future?.manifest.brand as JsonObject).name).toBe('Harbor Health, renamed');
      expect(future?.copy.footer).toMatchObject({ copyright: { line1: 'Scheduled footer.' } });

      expect(await store.runDue()).toEqual([]);
      clock += 61 * MINUTE;
      expect(await store.runDue()).toEqual([{ id: release.id, outcome: 'published' }]);
      expect(await store.runDue()).toEqual([]);
      stop();
      const live = (await store.live(BRAND))!;
      expect(live.version).toMatchObject({ number: before + 1, author: 'publisher', message: 'January release' });
      expect((live.content.manifest.brand as JsonObject).name).toBe('Harbor Health, renamed');
      expect(live.content.copy.footer).toMatchObject({ copyright: { line1: 'Scheduled footer.' } });
      expect(heard).toEqual([before + 1]);
      expect((await store.draft(viewer, BRAND, second.id)).status).toBe('published');
      expect((await store.releases(viewer, BRAND)).releases[0]).toMatchObject({ id: release.id, status: 'published', version: before + 1 });
      expect((await store.audit(viewer, BRAND)).entries[0]).toMatchObject({ action: 'release.published', actor: 'publisher', version: before + 1 });
    });

    it('a scheduled release is moved or cancelled until it goes live, never after', async () => {
      const draft = await approved((c) => named(c, 'Moved name'), 'Moved');
      const release = await store.schedule(publisher, BRAND, { drafts: [draft.id], localAt: '2027-01-16T09:00', message: '' });
      expect(await refusalOf(store.move(editor, BRAND, release.id, '2027-01-17T09:00'))).toMatchObject({ status: 403 });
      expect(await refusalOf(store.move(publisher, BRAND, release.id, '2026-01-17T09:00'))).toMatchObject({ status: 422, reason: 'date' });
      const moved = await store.move(publisher, BRAND, release.id, '2027-01-17T10:30');
      expect(moved).toMatchObject({ status: 'scheduled', localAt: '2027-01-17T10:30', dueAt: '2027-01-17T18:30:00.000Z' });
      expect(await refusalOf(store.cancel(viewer, BRAND, release.id))).toMatchObject({ status: 403 });
      expect((await store.cancel(publisher, BRAND, release.id)).status).toBe('cancelled');
      expect(await refusalOf(store.cancel(publisher, BRAND, release.id))).toMatchObject({ status: 409, reason: 'status' });
      expect(await refusalOf(store.move(publisher, BRAND, release.id, '2027-01-18T09:00'))).toMatchObject({ status: 409 });
      const before = (await store.live(BRAND))!.version.number;
      clock = Date.parse('2027-01-18T00:00:00Z');
      expect(await store.runDue()).toEqual([]);
      expect((await store.live(BRAND))!.version.number).toBe(before);
      const releaseEntries = (await store.audit(viewer, BRAND)).entries.filter((e) => e.action.startsWith('release.') && e.detail.release === release.id);
      expect(releaseEntries.map((e) => e.action)).toEqual(['release.cancelled', 'release.moved', 'release.scheduled']);
      await store.discard(editor, BRAND, draft.id);
    });

    it('a release that no longer validates when due is not published: failed, with why, in the list and the audit log', async () => {
      const draft = await approved((c) => named(c, 'Changed after'), 'Changed after scheduling');
      const release = await store.schedule(publisher, BRAND, { drafts: [draft.id], localAt: '2027-01-19T09:00', message: '' });
      // The editor saves it again: it goes back to draft, no longer the approved content.
      await store.save(editor, BRAND, draft.id, draft.revision, named(draft.content, 'Unreviewed name'));
      const before = (await store.live(BRAND))!.version.number;
      clock = Date.parse('2027-01-19T17:00:00Z');
      expect(await store.runDue()).toEqual([{ id: release.id, outcome: 'failed' }]);
      expect((await store.live(BRAND))!.version.number).toBe(before);
      const failed = (await store.releases(viewer, BRAND)).releases.find((r) => r.id === release.id);
      expect(failed).toMatchObject({ status: 'failed', version: null });
      expect(failed?.outcome).toMatch(/no longer approved/);
      expect((await store.audit(viewer, BRAND)).entries[0]).toMatchObject({ action: 'release.failed', detail: { reason: failed?.outcome } });
      await store.discard(editor, BRAND, draft.id);
    });

    it("the brand's time zone (a studio setting) is the one a release is scheduled in", async () => {
      await store.setTimeZone(publisher, BRAND, 'Europe/Madrid');
      const draft = await approved((c) => named(c, 'Madrid time'), 'Madrid');
      const release = await store.schedule(publisher, BRAND, { drafts: [draft.id], localAt: '2027-01-20T09:00', message: '' });
      expect(release).toMatchObject({ timeZone: 'Europe/Madrid', dueAt: '2027-01-20T08:00:00.000Z' });
      expect((await store.releases(viewer, BRAND)).timeZone).toBe('Europe/Madrid');
      await store.cancel(publisher, BRAND, release.id);
      await store.setTimeZone(publisher, BRAND, 'America/Los_Angeles');
      await store.discard(editor, BRAND, draft.id);
    });

    it('two gateways on one database: a due release goes live exactly once, and both serve it', async () => {
      const other = await createContentStore({ db: openAnother ? await openAnother() : store.db, repoRoot: root, now });
      try {
        const draft = await approved((c) => named(c, 'Once only'), 'Once');
        const release = await store.schedule(publisher, BRAND, { drafts: [draft.id], localAt: '2027-01-21T09:00', message: '' });
        const before = (await other.live(BRAND))!.version.number;
        clock = Date.parse('2027-01-21T17:00:00Z');
        const [a, b] = await Promise.all([store.runDue(), other.runDue()]);
        expect([...a, ...b]).toEqual([{ id: release.id, outcome: 'published' }]);
        expect((await store.versions(viewer, BRAND)).filter((v) => v.number > before)).toHaveLength(1);
        await expect.poll(async () => (await other.live(BRAND))!.version.number, { timeout: 5000 }).toBe(before + 1);
        expect(((await other.live(BRAND))!.content.manifest.brand as JsonObject).name).toBe('Once only');
      } finally {
        if (openAnother) await other.close();
      }
    });
  });
}
