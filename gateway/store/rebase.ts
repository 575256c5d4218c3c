import type { Draft, RepoDiff } from '../../src/manifest/edit/content-types';
import { jsonEqual } from '../../src/engine/manifest/layer-diff';
import { rebaseContent } from '../../src/manifest/edit/rebase';
import type { StoreParts } from './parts';
import type { StoreActor } from './permissions';
import { draftRow, requireLive, versionOf } from './rows';
import type { Workflow } from './workflow';
import { conflictRefusal, invalidRefusal, RefusedError, refuseIf, statusAfterSave, statusRefusal } from './workflow-rules';

/*
 * Catching up (content-store.ts): a stale draft's changes merged onto the live publication (three-way, conflicts
 * refuse it), and the repository's files compared with the live publication and adopted as a draft.
 */

export function createRebase(parts: StoreParts, workflow: Workflow) {
  const { db, now, files, guard, checks } = parts;
  const { act, permit } = guard;

  const methods = {
    /** A three-way merge of the draft's changes onto the live publication; conflicts refuse it (the draft unchanged). */
    async rebase(actor: StoreActor, brand: string, id: string): Promise<Draft> {
      await permit(actor, brand, 'rebase', id);
      const prepared = await guard.audited(actor, brand, 'rebase', id, () =>
        db.transaction(async (tx) => {
          const row = await draftRow(tx, brand, id);
          const current = await requireLive(tx, brand);
          const common = await versionOf(tx, brand, row.baseVersion);
          // Merged as members see them (resolved over the base), then turned back into the brand's layer.
          const basis = await checks.basisOf(brand, current.content);
          return { row, current, merged: rebaseContent(common.content, row.content, current.content, basis) };
        }),
      );
      const checked = await checks.check(brand, prepared.merged.content);
      return act(actor, brand, 'rebase', id, async (tx) => {
        const row = await draftRow(tx, brand, id, true);
        const current = await requireLive(tx, brand);
        refuseIf(statusRefusal(row.status, 'rebase'));
        // Changed meanwhile (a save, a publication): the merge is made again from what is there now.
        if (row.revision !== prepared.row.revision || current.version.number !== prepared.current.version.number) {
          throw new RefusedError({ status: 409, reason: 'revision', message: 'The draft or the publication changed while it was being rebased: rebase again.' });
        }
        if (row.baseVersion >= current.version.number) return checks.toDraft(tx, row);
        refuseIf(conflictRefusal(prepared.merged.conflicts, current.version.number));
        const status = statusAfterSave(row.status);
        await tx.query(
          `UPDATE drafts SET content = $1, problems = $2, valid = $3, base_version = $4, status = $5, revision = revision + 1, updated_at = $6 WHERE id = $7`,
          [JSON.stringify(prepared.merged.content), JSON.stringify(checked.problems), checked.valid, current.version.number, status, now().toISOString(), id],
        );
        await guard.audit(tx, { actor: actor.username, action: 'draft.rebased', brand, draftId: id, version: current.version.number, detail: { from: row.baseVersion, onto: current.version.number } });
        return checks.toDraft(tx, await draftRow(tx, brand, id));
      });
    },

    /** The repository's files of the brand against the live publication, by value (never by text). */
    async repoDiff(actor: StoreActor, brand: string): Promise<RepoDiff> {
      guard.readable(actor, brand);
      const current = await requireLive(db, brand);
      const repo = await files.repoContent(brand);
      const differs = !jsonEqual(repo.content, current.content);
      return { differs, version: current.version.number, files: repo.files, changes: differs ? await checks.changesBetween(brand, current.content, repo.content) : [] };
    },

    /** A draft of the repository's files (for a publisher to review and publish): never applied silently. */
    async adopt(actor: StoreActor, brand: string): Promise<Draft> {
      await permit(actor, brand, 'adopt', null);
      const repo = await files.repoContent(brand);
      const checked = await checks.check(brand, repo.content);
      return act(actor, brand, 'adopt', null, async (tx) => {
        refuseIf(invalidRefusal(checked.problems, "The repository's files of this brand do not validate"));
        const current = await requireLive(tx, brand);
        if (jsonEqual(repo.content, current.content)) {
          throw new RefusedError({ status: 409, reason: 'status', message: `The repository's files are version ${current.version.number} already: there is nothing to adopt.` });
        }
        const row = await workflow.insertDraft(tx, { brand, title: "The repository's files", author: actor.username, baseVersion: current.version.number, content: repo.content });
        await guard.audit(tx, { actor: actor.username, action: 'repo.adopted', brand, draftId: row.id, version: current.version.number, detail: { files: repo.files } });
        return checks.toDraft(tx, row);
      });
    },
  };
  return methods;
}
