import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandContent, JsonObject } from '../../src/manifest/edit/content-types';
import { createContentStore, openContentStore, type ContentStore, type StoreActor } from './content-store';
import { migrate, type Database, type Queryable } from './database';
import { MAX_OPEN_DRAFTS } from './workflow-rules';
import { editor, publisher, refusalOf, repoRoot, viewer, withFooterLine, withName } from './suite-helpers';

/*
 * The content store's suite, a function of a database factory: content-store.test.ts runs it on PGlite (memory://);
 * the same suite runs against a real Postgres when one is given. `open` must give an empty database.
 * The repository's brands/ and content/ are copied to a temporary folder (the repo diff test edits a file there).
 */

const publisher2: StoreActor = { username: 'publisher2', role: 'publisher' };

/**
 * `open` gives an empty database; `openAnother`, where there is one, a second connection to the same database (as
 * another gateway would open: Postgres), to prove a publication reaches it through NOTIFY.
 */
export function storeSuite(name: string, open: () => Promise<Database>, openAnother?: () => Promise<Database>) {
  // Each test checks content several times: seconds on a loaded 2-core machine.
  describe(name, { timeout: 30_000 }, () => {
    let root: string;
    let db: Database;
    let store: ContentStore;
    let other: ContentStore;

    beforeAll(async () => {
      root = await mkdtemp(join(tmpdir(), 'content-store-'));
      await cp(join(repoRoot, 'brands'), join(root, 'brands'), { recursive: true });
      await cp(join(repoRoot, 'content'), join(root, 'content'), { recursive: true });
      db = await open();
      store = await openContentStore({ repoRoot: root, env: {}, db });
      // A second gateway on the same database.
      other = await createContentStore({ db, repoRoot: root });
    }, 60_000);
    afterAll(async () => {
      await store.close();
      await rm(root, { recursive: true, force: true });
    });

    /** A draft of partner with `change` saved by `by`, over the live publication. */
    async function savedDraft(by: StoreActor, change: (content: BrandContent) => BrandContent, title = 'A change') {
      const draft = await store.createDraft(by, 'partner', title);
      return store.save(by, 'partner', draft.id, draft.revision, change(draft.content));
    }
    /** Saved by the editor, submitted, approved by a publisher who did not change it. */
    async function approvedDraft(change: (content: BrandContent) => BrandContent, title?: string) {
      const saved = await savedDraft(editor, change, title);
      await store.submit(editor, 'partner', saved.id, saved.revision);
      return store.approve(publisher, 'partner', saved.id, saved.revision);
    }

    it('migrations: a second run applies nothing', async () => {
      expect(await migrate(db)).toEqual([]);
      const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
      expect(rows.map((r) => r.name)).toEqual(['001_content.sql', '002_drafts_by_author.sql', '003_releases.sql']);
    });

    it('seed: two gateways starting at once publish version 1 once, from the repository files', async () => {
      const [a, b] = await Promise.all([store.seed('partner'), other.seed('partner')]);
      expect([a, b].filter((v) => v !== null)).toHaveLength(1);
      const { seeded } = await store.seedAll();
      expect(seeded.sort()).toEqual(['hospital', 'main', 'regional']);
      expect((await store.seedAll()).seeded).toEqual([]);
      const live = await store.live('partner');
      expect(live?.version).toMatchObject({ number: 1, author: 'repository', restoredFrom: null, draftId: null });
      expect(live?.content).toEqual((await store.files.repoContent('partner')).content);
      const audit = await store.audit(viewer, 'partner');
      expect(audit.entries.filter((e) => e.action === 'content.seeded')).toHaveLength(1);
      expect((await store.repoDiff(viewer, 'partner')).differs).toBe(false);
    });

    it('draft → submit → approve → publish: a new version, the draft published, every step audited', async () => {
      const before = (await store.live('partner'))!.version.number;
      const heard: number[] = [];
      const elsewhere: number[] = [];
      const stop = store.onPublished((e) => e.brand === 'partner' && heard.push(e.version));
      const stopOther = other.onPublished((e) => e.brand === 'partner' && elsewhere.push(e.version));
      const draft = await store.createDraft(editor, 'partner', 'New footer line');
      expect(draft).toMatchObject({ status: 'draft', revision: 1, baseVersion: before, stale: false, valid: true, changedBy: [], changes: [] });
      const saved = await store.save(editor, 'partner', draft.id, 1, withFooterLine(draft.content, 'Harbor, now with more.'));
      expect(saved).toMatchObject({ revision: 2, changedBy: ['editor'], valid: true });
      expect(saved.changes.map((c) => c.path)).toContain('copy:footer.copyright.line1');
      const submitted = await store.submit(editor, 'partner', draft.id, 2);
      expect(submitted.status).toBe('in_review');
      const approved = await store.approve(publisher, 'partner', draft.id, 2);
      expect(approved.status).toBe('approved');
      expect(approved.review).toMatchObject({ by: 'publisher', decision: 'approved' });
      const version = await store.publish(publisher, 'partner', draft.id, 'Footer line');
      expect(version).toMatchObject({ number: before + 1, author: 'publisher', message: 'Footer line', draftId: draft.id });
      expect((await store.live('partner'))!.content.copy.footer).toMatchObject({ copyright: { line1: 'Harbor, now with more.' } });
      expect((await store.draft(viewer, 'partner', draft.id)).status).toBe('published');
      expect((await store.drafts(viewer, 'partner')).map((d) => d.id)).not.toContain(draft.id);
      await expect.poll(() => elsewhere).toEqual([before + 1]);
      expect(heard).toEqual([before + 1]);
      stop();
      stopOther();
      const actions = (await store.audit(viewer, 'partner')).entries.filter((e) => e.draftId === draft.id).map((e) => `${e.actor} ${e.action}`);
      expect(actions.reverse()).toEqual(['editor draft.created', 'editor draft.saved', 'editor draft.submitted', 'publisher draft.approved', 'publisher draft.published']);
      const versions = await store.versions(viewer, 'partner');
      expect(versions[0]?.changes.map((c) => c.path)).toContain('copy:footer.copyright.line1');
    });

    it('roles: a viewer reads only, an editor neither approves nor publishes; refusals are audited', async () => {
      expect(await refusalOf(store.createDraft(viewer, 'partner', 'x'))).toMatchObject({ status: 403, reason: 'role' });
      const saved = await savedDraft(editor, (c) => withName(c, 'Harbor Partner'));
      await store.submit(editor, 'partner', saved.id, saved.revision);
      expect(await refusalOf(store.approve(editor, 'partner', saved.id, saved.revision))).toMatchObject({ status: 403, reason: 'role' });
      await store.approve(publisher, 'partner', saved.id, saved.revision);
      const refused = await refusalOf(store.publish(editor, 'partner', saved.id, ''));
      expect(refused.status).toBe(403);
      expect(refused.message).toMatch(/publisher/);
      const entry = (await store.audit(viewer, 'partner')).entries.find((e) => e.action === 'action.refused' && e.draftId === saved.id);
      expect(entry).toMatchObject({ actor: 'editor', detail: { attempted: 'publish', reason: 'role' } });
      await store.discard(editor, 'partner', saved.id);
    });

    it('nobody approves a draft they changed', async () => {
      const saved = await savedDraft(publisher, (c) => withName(c, 'Harbor by the publisher'));
      await store.submit(publisher, 'partner', saved.id, saved.revision);
      const refused = await refusalOf(store.approve(publisher, 'partner', saved.id, saved.revision));
      expect(refused).toMatchObject({ status: 403, reason: 'own_change', message: 'You changed this draft, so another publisher must approve it.' });
      expect((await store.approve(publisher2, 'partner', saved.id, saved.revision)).status).toBe('approved');
      await store.discard(editor, 'partner', saved.id);
    });

    it('an approval is of the revision reviewed: a save and resubmission since is refused (409 revision), not approved', async () => {
      const saved = await savedDraft(editor, (c) => withName(c, 'Harbor as reviewed'));
      await store.submit(editor, 'partner', saved.id, saved.revision);
      const reviewed = await store.draft(publisher, 'partner', saved.id);
      // The editor changes it and submits again while the publisher reads the review.
      const changed = await store.save(editor, 'partner', saved.id, reviewed.revision, withName(reviewed.content, 'Harbor, changed unseen'));
      await store.submit(editor, 'partner', saved.id, changed.revision);
      const refused = await refusalOf(store.approve(publisher, 'partner', saved.id, reviewed.revision));
      expect(refused).toMatchObject({ status: 409, reason: 'revision', current: { revision: changed.revision, status: 'in_review' } });
      expect(refused.message).toMatch(/^editor changed this draft at .* after the revision \d+ you reviewed/);
      expect((await store.draft(viewer, 'partner', saved.id)).status).toBe('in_review');
      expect((await store.approve(publisher, 'partner', saved.id, changed.revision)).status).toBe('approved');
      await store.discard(editor, 'partner', saved.id);
    });

    // 21 drafts each checked: slow on a loaded machine.
    it('open drafts per author per brand are capped (409 limit); a discarded one makes room', { timeout: 30_000 }, async () => {
      const prolific: StoreActor = { username: 'prolific', role: 'editor' };
      const made = [];
      for (let i = 0; i < MAX_OPEN_DRAFTS; i++) made.push(await store.createDraft(prolific, 'regional', `Draft ${i}`));
      const refused = await refusalOf(store.createDraft(prolific, 'regional', 'One too many'));
      expect(refused).toMatchObject({ status: 409, reason: 'limit' });
      expect(refused.message).toMatch(/^You have 20 open drafts of regional/);
      // Other brands and other authors are not affected.
      await store.discard(prolific, 'hospital', (await store.createDraft(prolific, 'hospital', 'Elsewhere')).id);
      await store.discard(editor, 'regional', (await store.createDraft(editor, 'regional', 'Someone else')).id);
      await store.discard(prolific, 'regional', made[0]!.id);
      const room = await store.createDraft(prolific, 'regional', 'Room again');
      for (const draft of [...made.slice(1), room]) await store.discard(prolific, 'regional', draft.id);
    });

    it('refusals: at most 20 audited per actor a minute, the rest counted into the next audited one', async () => {
      const flood: StoreActor = { username: 'flood', role: 'viewer' };
      for (let i = 0; i < 25; i++) await refusalOf(store.createDraft(flood, 'hospital', 'x'));
      const rows = (await store.audit(viewer, 'hospital')).entries.filter((e) => e.actor === 'flood');
      expect(rows).toHaveLength(20);
      expect(rows.every((e) => e.action === 'action.refused' && e.detail.unrecordedBefore === undefined)).toBe(true);
    });

    it("sign-ins are in the log of each brand the account has a role on, and in no other brand's", async () => {
      await store.record('partner-only', 'session.signed_in', { host: 'studio.localhost' }, ['partner']);
      await store.record('nobody', 'session.signed_out', { host: 'studio.localhost' }, []);
      const actors = async (brand: string) => (await store.audit(viewer, brand)).entries.filter((e) => e.action.startsWith('session.')).map((e) => e.actor);
      expect(await actors('partner')).toContain('partner-only');
      expect(await actors('main')).not.toContain('partner-only');
      expect([...(await actors('main')), ...(await actors('partner'))]).not.toContain('nobody');
    });

    it('a save over another revision is refused with the current draft and who saved when', async () => {
      const draft = await store.createDraft(editor, 'partner', 'Two editors');
      await store.save(publisher, 'partner', draft.id, 1, withName(draft.content, 'First'));
      const refused = await refusalOf(store.save(editor, 'partner', draft.id, 1, withName(draft.content, 'Second')));
      expect(refused).toMatchObject({ status: 409, reason: 'revision' });
      expect(refused.message).toMatch(/^publisher saved this draft at .* \(revision 2\)/);
      expect(refused.current).toMatchObject({ id: draft.id, revision: 2 });
      expect((refused.current!.content.manifest.brand as JsonObject).name).toBe('First');
      await store.discard(editor, 'partner', draft.id);
    });

    it('a save to a draft in review or approved sends it back to draft', async () => {
      const approved = await approvedDraft((c) => withName(c, 'Reviewed'));
      const again = await store.save(editor, 'partner', approved.id, approved.revision, withName(approved.content, 'Changed after review'));
      expect(again.status).toBe('draft');
      expect(await refusalOf(store.publish(publisher, 'partner', approved.id, ''))).toMatchObject({ status: 409, reason: 'status' });
      await store.submit(editor, 'partner', again.id, again.revision);
      const inReview = await store.save(editor, 'partner', again.id, again.revision, withName(again.content, 'Changed in review'));
      expect(inReview.status).toBe('draft');
      await store.discard(editor, 'partner', again.id);
    });

    it('an invalid draft is kept with its problems, and cannot be submitted', async () => {
      const saved = await savedDraft(editor, (c) => ({ ...c, manifest: { ...c.manifest, routes: { default: 'home' } } }));
      expect(saved.valid).toBe(false);
      expect(saved.problems.some((p) => p.severity === 'error' && p.file === 'brands/partner.json')).toBe(true);
      const refused = await refusalOf(store.submit(editor, 'partner', saved.id, saved.revision));
      expect(refused).toMatchObject({ status: 422, reason: 'invalid' });
      expect(refused.problems?.length).toBeGreaterThan(0);
      const badCopy = await store.save(editor, 'partner', saved.id, saved.revision, { ...saved.content, manifest: (await store.live('partner'))!.content.manifest, copy: { footer: { copyright: 5 } } });
      expect(badCopy.valid).toBe(false);
      expect(badCopy.problems.some((p) => p.file === 'content/brands/partner/footer.json')).toBe(true);
      await store.discard(editor, 'partner', saved.id);
    });

    it('request changes needs a comment', async () => {
      const saved = await savedDraft(editor, (c) => withName(c, 'Needs work'));
      await store.submit(editor, 'partner', saved.id, saved.revision);
      expect(await refusalOf(store.requestChanges(publisher, 'partner', saved.id, '  '))).toMatchObject({ status: 422, reason: 'comment' });
      const back = await store.requestChanges(publisher, 'partner', saved.id, 'Shorter name, please.');
      expect(back).toMatchObject({ status: 'changes_requested', review: { by: 'publisher', decision: 'changes_requested', comment: 'Shorter name, please.' } });
      await store.discard(editor, 'partner', saved.id);
    });

    it('stale: submit refused until rebased; a rebase merges both changes; a conflict leaves the draft unchanged', async () => {
      const mine = await savedDraft(editor, (c) => withFooterLine(c, 'Mine, merged.'), 'Mine');
      const clash = await savedDraft(editor, (c) => withName(c, 'Clashing name'), 'Clash');
      const theirs = await approvedDraft((c) => withName(c, 'Their name'), 'Theirs');
      const published = await store.publish(publisher, 'partner', theirs.id, '');
      const stale = (await store.drafts(viewer, 'partner')).find((d) => d.id === mine.id);
      expect(stale?.stale).toBe(true);
      const refused = await refusalOf(store.submit(editor, 'partner', mine.id, mine.revision));
      expect(refused).toMatchObject({ status: 409, reason: 'stale' });
      expect(refused.message).toContain(`version ${mine.baseVersion}`);
      expect(refused.message).toContain(`version ${published.number}`);
      const rebased = await store.rebase(editor, 'partner', mine.id);
      expect(rebased).toMatchObject({ baseVersion: published.number, stale: false, revision: mine.revision + 1 });
      expect((rebased.content.manifest.brand as JsonObject).name).toBe('Their name');
      expect(rebased.content.copy.footer).toMatchObject({ copyright: { line1: 'Mine, merged.' } });
      expect((await store.submit(editor, 'partner', mine.id, rebased.revision)).status).toBe('in_review');
      const conflict = await refusalOf(store.rebase(editor, 'partner', clash.id));
      expect(conflict).toMatchObject({ status: 409, reason: 'conflict' });
      expect(conflict.conflicts?.length).toBeGreaterThan(0);
      expect(await store.draft(viewer, 'partner', clash.id)).toMatchObject({ revision: clash.revision, baseVersion: clash.baseVersion, stale: true });
      await store.discard(editor, 'partner', mine.id);
      await store.discard(editor, 'partner', clash.id);
    });

    it('restore: a new version with the old content; history kept', async () => {
      const count = (await store.versions(viewer, 'partner')).length;
      const first = await store.version(viewer, 'partner', 1);
      expect(await refusalOf(store.restore(editor, 'partner', 1, ''))).toMatchObject({ status: 403 });
      const restored = await store.restore(publisher, 'partner', 1, 'Back to the files');
      expect(restored).toMatchObject({ number: count + 1, restoredFrom: 1, author: 'publisher', message: 'Back to the files' });
      expect((await store.live('partner'))!.content).toEqual(first.content);
      expect((await store.versions(viewer, 'partner')).map((v) => v.number)).toEqual(Array.from({ length: count + 1 }, (_, i) => count + 1 - i));
      expect((await store.audit(viewer, 'partner')).entries[0]).toMatchObject({ actor: 'publisher', action: 'version.restored', version: count + 1, detail: { restoredFrom: 1 } });
    });

    it('a failure in the middle of publishing leaves the previous publication live and the draft approved', async () => {
      const approved = await approvedDraft((c) => withName(c, 'Never live'));
      const before = (await store.live('partner'))!.version.number;
      const failing: Database = {
        ...db,
        transaction: (fn) =>
          db.transaction((tx) =>
            fn({
              ...tx,
              query: (sql, params) => (sql.includes("SET status = 'published'") ? Promise.reject(new Error('disk full')) : tx.query(sql, params)),
            } satisfies Queryable),
          ),
      };
      const crashing = await createContentStore({ db: failing, repoRoot: root });
      const heard: number[] = [];
      store.onPublished((e) => heard.push(e.version));
      await expect(crashing.publish(publisher, 'partner', approved.id, '')).rejects.toThrow('disk full');
      expect((await store.versions(viewer, 'partner'))[0]?.number).toBe(before);
      expect((await store.draft(viewer, 'partner', approved.id)).status).toBe('approved');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toEqual([]);
      expect((await store.publish(publisher, 'partner', approved.id, '')).number).toBe(before + 1);
    });

    it.skipIf(!openAnother)('another gateway on its own connection hears a publication at once (NOTIFY)', async () => {
      const elsewhere = await createContentStore({ db: await openAnother!(), repoRoot: root });
      try {
        const heard: number[] = [];
        elsewhere.onPublished((e) => e.brand === 'partner' && heard.push(e.version));
        const cached = (await elsewhere.live('partner'))!.version.number;
        const restored = await store.restore(publisher, 'partner', 1, 'Heard elsewhere');
        await expect.poll(() => heard, { timeout: 5000 }).toEqual([restored.number]);
        expect(restored.number).toBe(cached + 1);
        expect((await elsewhere.live('partner'))!.version.number).toBe(restored.number);
      } finally {
        await elsewhere.close();
      }
    });

    it("the repository's files that differ are shown as changes and adopted only as a draft", async () => {
      const file = join(root, 'content', 'brands', 'partner', 'footer.json');
      const text = await readFile(file, 'utf8');
      const footer = JSON.parse(text) as JsonObject;
      await writeFile(file, JSON.stringify({ ...footer, copyright: { ...(footer.copyright as JsonObject), line1: 'Edited in the repository.' } }));
      const repo = await store.repoDiff(viewer, 'partner');
      expect(repo.differs).toBe(true);
      expect(repo.files).toEqual(['brands/partner.json', 'content/brands/partner/footer.json', 'content/brands/partner/es/footer.json']);
      expect(repo.changes.map((c) => c.path)).toContain('copy:footer.copyright.line1');
      const live = (await store.live('partner'))!.version.number;
      expect(await refusalOf(store.adopt(editor, 'partner'))).toMatchObject({ status: 403 });
      const adopted = await store.adopt(publisher, 'partner');
      expect(adopted).toMatchObject({ status: 'draft', changedBy: [], baseVersion: live });
      expect(adopted.content).toEqual((await store.files.repoContent('partner')).content);
      expect((await store.live('partner'))!.version.number).toBe(live);
      await store.discard(publisher, 'partner', adopted.id);
      await writeFile(file, text);
    });
  });
}
