import { randomUUID } from 'node:crypto';
import type { BrandContent, Release, ReleaseList } from '../../src/manifest/edit/content-types';
import type { Queryable } from './database';
import type { StoreParts } from './parts';
import { lockBrand, type StoreActor } from './permissions';
import { dueOf, draftsRefusal, releasableRefusal, stillScheduledRefusal } from './release-rules';
import { composeRelease, RELEASE_COLUMNS, releaseRow, timeZoneOf, toRelease } from './release-rows';
import { draftRow, requireLive } from './rows';
import { RefusedError, refuseIf } from './workflow-rules';
import { isTimeZone } from '../../src/manifest/edit/zoned-time';

/*
 * Scheduled releases (issue 31): a publisher schedules approved drafts of a brand to go live together at a date and
 * time in the brand's time zone, moves or cancels them until then. `runDue` publishes what is due by the store's
 * clock: each release in its own transaction under the brand's lock, claimed by `status = 'scheduled'` read FOR
 * UPDATE, so of several instances on one database exactly one publishes it (the others find it published, and hear
 * of the version through NOTIFY). It is checked again then: a release that no longer validates is marked failed,
 * with why, in the studio's list and the audit log.
 */

export function createScheduling(parts: StoreParts) {
  const { db, now, guard, pubs } = parts;
  const { act, permit } = guard;

  async function scheduledDraftIds(q: Queryable, brand: string, except?: string): Promise<Set<string>> {
    const rows = await q.query(`SELECT ${RELEASE_COLUMNS} FROM releases WHERE brand = $1 AND status = 'scheduled'`, [brand]);
    return new Set(rows.map(toRelease).filter((r) => r.id !== except).flatMap((r) => r.drafts.map((d) => d.id)));
  }

  async function scheduledOf(q: Queryable, brand: string): Promise<Release[]> {
    const rows = await q.query(`SELECT ${RELEASE_COLUMNS} FROM releases WHERE brand = $1 AND status = 'scheduled' ORDER BY due_at, created_at`, [brand]);
    return rows.map(toRelease);
  }

  /** One due release published (or failed), in one transaction; null when another instance did it first. */
  async function publishDue(brand: string, id: string): Promise<'published' | 'failed' | null> {
    let published: number | null = null;
    const outcome = await db.transaction(async (tx) => {
      await lockBrand(tx, brand);
      const [row] = await tx.query(`SELECT ${RELEASE_COLUMNS} FROM releases WHERE id = $1 AND status = 'scheduled' AND due_at <= $2 FOR UPDATE`, [id, now().toISOString()]);
      if (!row) return null;
      const release = toRelease(row);
      const ids = release.drafts.map((d) => d.id);
      const composed = await composeRelease(parts, tx, brand, ids, await requireLive(tx, brand));
      const at = now().toISOString();
      const entry = { actor: release.createdBy, brand, draftId: ids[0] ?? null };
      if (composed.problem !== null) {
        await tx.query(`UPDATE releases SET status = 'failed', outcome = $1, updated_at = $2 WHERE id = $3`, [composed.problem, at, id]);
        await guard.audit(tx, { ...entry, action: 'release.failed', detail: { release: id, localAt: release.localAt, timeZone: release.timeZone, reason: composed.problem } });
        return 'failed' as const;
      }
      const message = release.message || release.drafts.map((d) => d.title).join('; ');
      const version = await pubs.insertVersion(tx, brand, { content: composed.content, author: release.createdBy, message, draftId: ids[0] });
      for (const draft of ids) await tx.query(`UPDATE drafts SET status = 'published', updated_at = $1 WHERE id = $2`, [at, draft]);
      await tx.query(`UPDATE releases SET status = 'published', version = $1, updated_at = $2 WHERE id = $3`, [version.number, at, id]);
      await guard.audit(tx, { ...entry, action: 'release.published', version: version.number, detail: { release: id, localAt: release.localAt, timeZone: release.timeZone, drafts: release.drafts.map((d) => d.title) } });
      published = version.number;
      return 'published' as const;
    });
    if (published !== null) pubs.announce({ brand, version: published });
    return outcome;
  }

  return {
    /** A brand's releases, the newest due first, with its time zone and the store's clock. */
    async releases(actor: StoreActor, brand: string): Promise<ReleaseList> {
      guard.readable(actor, brand);
      const rows = await db.query(`SELECT ${RELEASE_COLUMNS} FROM releases WHERE brand = $1 ORDER BY due_at DESC, created_at DESC LIMIT 100`, [brand]);
      return { releases: rows.map(toRelease), timeZone: await timeZoneOf(db, brand), now: now().toISOString() };
    },

    /** Approved drafts (in this order) to go live at `localAt` (yyyy-mm-ddThh:mm) in the brand's time zone. */
    async schedule(actor: StoreActor, brand: string, input: { drafts: string[]; localAt: string; message: string }): Promise<Release> {
      await permit(actor, brand, 'schedule', input.drafts[0] ?? null);
      return act(actor, brand, 'schedule', input.drafts[0] ?? null, async (tx) => {
        refuseIf(draftsRefusal(input.drafts));
        const zone = await timeZoneOf(tx, brand);
        const due = dueOf(input.localAt, zone, now());
        if ('refusal' in due) throw new RefusedError(due.refusal);
        const taken = await scheduledDraftIds(tx, brand);
        const drafts = [];
        for (const id of input.drafts) {
          const row = await draftRow(tx, brand, id, true);
          refuseIf(releasableRefusal(row.title, row.status, taken.has(id)));
          drafts.push({ id, title: row.title });
        }
        // Checked now too, onto what is live: a release that would fail is refused at once (it is checked again when due).
        const composed = await composeRelease(parts, tx, brand, input.drafts, await requireLive(tx, brand));
        if (composed.problem !== null) throw new RefusedError({ status: 422, reason: 'invalid', message: `This release would not go live: ${composed.problem}` });
        const id = randomUUID();
        const at = now().toISOString();
        await tx.query(
          `INSERT INTO releases (id, brand, status, draft_ids, due_at, local_at, time_zone, message, created_by, created_at, updated_at) VALUES ($1, $2, 'scheduled', $3, $4, $5, $6, $7, $8, $9, $9)`,
          [id, brand, JSON.stringify(drafts), due.at.toISOString(), input.localAt, zone, input.message.trim(), actor.username, at],
        );
        await guard.audit(tx, { actor: actor.username, action: 'release.scheduled', brand, draftId: drafts[0]?.id ?? null, detail: { release: id, localAt: input.localAt, timeZone: zone, drafts: drafts.map((d) => d.title) } });
        return releaseRow(tx, brand, id);
      });
    },

    /** Another time (in the brand's time zone) for a release still scheduled. */
    async move(actor: StoreActor, brand: string, id: string, localAt: string): Promise<Release> {
      return act(actor, brand, 'schedule', null, async (tx) => {
        const release = await releaseRow(tx, brand, id, true);
        refuseIf(stillScheduledRefusal(release.status));
        const due = dueOf(localAt, release.timeZone, now());
        if ('refusal' in due) throw new RefusedError(due.refusal);
        await tx.query('UPDATE releases SET due_at = $1, local_at = $2, updated_at = $3 WHERE id = $4', [due.at.toISOString(), localAt, now().toISOString(), id]);
        await guard.audit(tx, { actor: actor.username, action: 'release.moved', brand, detail: { release: id, from: release.localAt, to: localAt, timeZone: release.timeZone } });
        return releaseRow(tx, brand, id);
      });
    },

    async cancel(actor: StoreActor, brand: string, id: string): Promise<Release> {
      return act(actor, brand, 'schedule', null, async (tx) => {
        const release = await releaseRow(tx, brand, id, true);
        refuseIf(stillScheduledRefusal(release.status));
        await tx.query(`UPDATE releases SET status = 'cancelled', updated_at = $1 WHERE id = $2`, [now().toISOString(), id]);
        await guard.audit(tx, { actor: actor.username, action: 'release.cancelled', brand, detail: { release: id, localAt: release.localAt, timeZone: release.timeZone } });
        return releaseRow(tx, brand, id);
      });
    },

    /** The brand's time zone for releases (an IANA name), a studio setting kept out of the manifest. */
    async setTimeZone(actor: StoreActor, brand: string, zone: string): Promise<{ timeZone: string }> {
      return act(actor, brand, 'schedule', null, async (tx) => {
        const named = zone.slice(0, 64);
        if (!isTimeZone(zone)) throw new RefusedError({ status: 422, reason: 'date', message: `"${named}" is not an IANA time zone (like America/Los_Angeles).` });
        await tx.query('INSERT INTO brand_settings (brand, time_zone) VALUES ($1, $2) ON CONFLICT (brand) DO UPDATE SET time_zone = $2', [brand, zone]);
        return { timeZone: zone };
      });
    },

    /** Publishes every release due by the store's clock (each exactly once across instances); what each became. */
    async runDue(): Promise<{ id: string; outcome: 'published' | 'failed' }[]> {
      const due = await db.query<{ id: string; brand: string }>(`SELECT id, brand FROM releases WHERE status = 'scheduled' AND due_at <= $1 ORDER BY due_at, created_at`, [now().toISOString()]);
      const done: { id: string; outcome: 'published' | 'failed' }[] = [];
      for (const { id, brand } of due) {
        const outcome = await publishDue(brand, id);
        if (outcome) done.push({ id, outcome });
      }
      return done;
    },

    /**
     * What will be live at the end of `date` (yyyy-mm-dd, the brand's days): the releases scheduled by then applied
     * in order onto the live publication (one that would fail is left out, as it would be). Null: none by then.
     */
    async contentAsOf(brand: string, date: string): Promise<BrandContent | null> {
      const upcoming = (await scheduledOf(db, brand)).filter((r) => r.localAt.slice(0, 10) <= date);
      if (upcoming.length === 0) return null;
      let onto = await requireLive(db, brand);
      for (const release of upcoming) {
        const composed = await composeRelease(parts, db, brand, release.drafts.map((d) => d.id), onto);
        // The next release is laid over this one as if it were a version after the live one.
        if (composed.problem === null) onto = { version: { ...onto.version, number: -1 }, content: composed.content };
      }
      return onto.version.number === -1 ? onto.content : null;
    },
  };
}

/** Runs `runDue` every `everyMs` (and at once); the returned function stops it. A failure is logged, never thrown. */
export function startReleaseTimer(runDue: () => Promise<unknown>, everyMs: number): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    runDue()
      .catch((error: unknown) => console.error(`[content store] scheduled releases: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (running = false));
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return () => clearInterval(timer);
}
