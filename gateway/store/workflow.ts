import { randomUUID } from 'node:crypto';
import type { AuditAction, BrandContent, Draft, DraftReview, DraftStatus, JsonObject } from '../../src/manifest/edit/content-types';
import type { Problem } from '../../src/engine/manifest/problems';
import { jsonEqual } from '../../src/engine/manifest/layer-diff';
import type { Queryable } from './database';
import { externalHostRefusal } from './external-host-rule';
import type { StoreParts } from './parts';
import type { StoreActor } from './permissions';
import { draftRow, requireLive, type DraftRow } from './rows';
import {
  commentRefusal,
  draftLimitRefusal,
  ownChangeRefusal,
  RefusedError,
  refuseIf,
  revisionRefusal,
  reviewedRevisionRefusal,
  statusAfterSave,
  statusRefusal,
  type WorkflowAction,
} from './workflow-rules';

/*
 * A draft's workflow (content-store.ts): created from the live publication, saved over its revision, submitted,
 * approved or sent back, discarded. The rules are workflow-rules.ts's; publishing is publishing.ts's.
 */

export type Workflow = ReturnType<typeof createWorkflow>;

export function createWorkflow(parts: StoreParts) {
  const { db, now, guard, checks } = parts;
  const { act, permit } = guard;

  async function insertDraft(tx: Queryable, fields: { brand: string; title: string; author: string; baseVersion: number; content: BrandContent }) {
    const [open] = await tx.query<{ n: number }>(`SELECT COUNT(*) AS n FROM drafts WHERE brand = $1 AND author = $2 AND status NOT IN ('published', 'discarded')`, [
      fields.brand,
      fields.author,
    ]);
    refuseIf(draftLimitRefusal(Number(open?.n ?? 0), fields.brand));
    const { problems, valid } = await checks.check(fields.brand, fields.content);
    const id = randomUUID();
    const at = now().toISOString();
    await tx.query(
      `INSERT INTO drafts (id, brand, title, status, author, created_at, updated_at, revision, base_version, content, problems, valid, changed_by, review)
       VALUES ($1, $2, $3, 'draft', $4, $5, $5, 1, $6, $7, $8, $9, '[]', NULL)`,
      [id, fields.brand, fields.title, fields.author, at, fields.baseVersion, JSON.stringify(fields.content), JSON.stringify(problems), valid],
    );
    return draftRow(tx, fields.brand, id);
  }

  /**
   * The draft's problems checked again now (the repository's base may have changed since it was saved), with the
   * revision they are of.
   */
  async function freshCheck(actor: StoreActor, brand: string, id: string, action: WorkflowAction) {
    return guard.audited(actor, brand, action, id, async () => {
      const row = await draftRow(db, brand, id);
      return { revision: row.revision, ...(await checks.check(brand, row.content)) };
    });
  }

  /** The row with the fresh problems when they are of its revision (kept in the row too). */
  async function withProblems(tx: Queryable, row: DraftRow, fresh: { revision: number; problems: Problem[]; valid: boolean }): Promise<DraftRow> {
    if (fresh.revision !== row.revision) return row;
    if (fresh.valid !== row.valid || JSON.stringify(fresh.problems) !== JSON.stringify(row.problems)) {
      await tx.query('UPDATE drafts SET problems = $1, valid = $2 WHERE id = $3', [JSON.stringify(fresh.problems), fresh.valid, row.id]);
    }
    return { ...row, problems: fresh.problems, valid: fresh.valid };
  }

  async function lastSaver(q: Queryable, row: DraftRow): Promise<string> {
    const [saved] = await q.query<{ actor: string }>(`SELECT actor FROM audit WHERE draft_id = $1 AND action IN ('draft.saved', 'draft.created', 'draft.rebased', 'repo.adopted') ORDER BY id DESC LIMIT 1`, [row.id]);
    return saved?.actor ?? row.author;
  }

  async function transition(tx: Queryable, row: DraftRow, actor: StoreActor, status: DraftStatus, action: AuditAction, detail: JsonObject, review?: DraftReview) {
    await tx.query(`UPDATE drafts SET status = $1, updated_at = $2${review ? ', review = $4' : ''} WHERE id = $3`, [status, now().toISOString(), row.id, ...(review ? [JSON.stringify(review)] : [])]);
    await guard.audit(tx, { actor: actor.username, action, brand: row.brand, draftId: row.id, detail });
    return checks.toDraft(tx, await draftRow(tx, row.brand, row.id));
  }

  const methods = {
    async createDraft(actor: StoreActor, brand: string, title: string): Promise<Draft> {
      return act(actor, brand, 'create', null, async (tx) => {
        const current = await requireLive(tx, brand);
        const row = await insertDraft(tx, { brand, title: title.trim() || 'Untitled draft', author: actor.username, baseVersion: current.version.number, content: current.content });
        await guard.audit(tx, { actor: actor.username, action: 'draft.created', brand, draftId: row.id, version: current.version.number, detail: { title: row.title } });
        return checks.toDraft(tx, row);
      });
    },

    /**
     * Saves content over `revision`. Another revision: 409 'revision' (the refusal carries the current draft). A save
     * that changes nothing is answered with the draft as it is (an autosave never voids an approval for nothing).
     */
    async save(actor: StoreActor, brand: string, id: string, revision: number, content: BrandContent): Promise<Draft> {
      await permit(actor, brand, 'save', id);
      const checked = await checks.check(brand, content);
      return act(actor, brand, 'save', id, async (tx) => {
        const row = await draftRow(tx, brand, id, true);
        refuseIf(statusRefusal(row.status, 'save'));
        const revisionRefused = revisionRefusal(revision, { revision: row.revision, savedBy: await lastSaver(tx, row), savedAt: row.updatedAt });
        if (revisionRefused) throw new RefusedError({ ...revisionRefused, current: await checks.toDraft(tx, row) });
        // A host already in the draft came from a publisher's save (or the publication): only a new one is refused.
        refuseIf(externalHostRefusal(actor.role, await checks.hostsAdded(brand, content, (await requireLive(tx, brand)).content, row.content)));
        if (jsonEqual(row.content, content)) return checks.toDraft(tx, row);
        const changedBy = row.changedBy.includes(actor.username) ? row.changedBy : [...row.changedBy, actor.username];
        const status = statusAfterSave(row.status);
        await tx.query(
          `UPDATE drafts SET content = $1, problems = $2, valid = $3, changed_by = $4, status = $5, revision = revision + 1, updated_at = $6 WHERE id = $7`,
          [JSON.stringify(content), JSON.stringify(checked.problems), checked.valid, JSON.stringify(changedBy), status, now().toISOString(), id],
        );
        await guard.audit(tx, { actor: actor.username, action: 'draft.saved', brand, draftId: id, detail: { revision: row.revision + 1, ...(status !== row.status ? { status } : {}) } });
        return checks.toDraft(tx, await draftRow(tx, brand, id));
      });
    },

    /** Approves the revision the publisher reviewed (`revision`), only while it is still the one in review. */
    async approve(actor: StoreActor, brand: string, id: string, revision: number): Promise<Draft> {
      return act(actor, brand, 'approve', id, async (tx) => {
        const row = await draftRow(tx, brand, id, true);
        const changed = reviewedRevisionRefusal(revision, { revision: row.revision, savedBy: await lastSaver(tx, row), savedAt: row.updatedAt });
        if (changed) throw new RefusedError({ ...changed, current: await checks.toDraft(tx, row) });
        refuseIf(statusRefusal(row.status, 'approve'), ownChangeRefusal(actor.username, row.changedBy));
        const review: DraftReview = { by: actor.username, at: now().toISOString(), decision: 'approved', comment: '' };
        return transition(tx, row, actor, 'approved', 'draft.approved', { revision: row.revision }, review);
      });
    },

    async requestChanges(actor: StoreActor, brand: string, id: string, comment: string): Promise<Draft> {
      return act(actor, brand, 'request_changes', id, async (tx) => {
        const row = await draftRow(tx, brand, id, true);
        refuseIf(commentRefusal(comment), statusRefusal(row.status, 'request_changes'));
        const review: DraftReview = { by: actor.username, at: now().toISOString(), decision: 'changes_requested', comment: comment.trim() };
        return transition(tx, row, actor, 'changes_requested', 'draft.changes_requested', { comment: comment.trim() }, review);
      });
    },

    async discard(actor: StoreActor, brand: string, id: string): Promise<void> {
      await act(actor, brand, 'discard', id, async (tx) => {
        const row = await draftRow(tx, brand, id, true);
        refuseIf(statusRefusal(row.status, 'discard'));
        await transition(tx, row, actor, 'discarded', 'draft.discarded', { title: row.title });
      });
    },
  };

  return { methods, insertDraft, freshCheck, withProblems, lastSaver, transition };
}
