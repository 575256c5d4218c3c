import type { Draft, VersionSummary } from '../../src/manifest/edit/content-types';
import { externalHostRefusal } from './external-host-rule';
import type { StoreParts } from './parts';
import type { StoreActor } from './permissions';
import { draftRow, requireLive, versionOf } from './rows';
import type { Workflow } from './workflow';
import { invalidRefusal, refuseIf, revisionRefusal, staleRefusal, statusRefusal } from './workflow-rules';

/*
 * What goes live (content-store.ts): a draft submitted for review and, approved, published as the next version; an
 * old version restored as a new one. Each checked again at that moment (the repository's base may have changed).
 */

export function createPublishing(parts: StoreParts, workflow: Workflow) {
  const { db, guard, checks, pubs } = parts;
  const { act, permit } = guard;

  return {
    async submit(actor: StoreActor, brand: string, id: string, revision: number): Promise<Draft> {
      await permit(actor, brand, 'submit', id);
      const fresh = await workflow.freshCheck(actor, brand, id, 'submit');
      return act(actor, brand, 'submit', id, async (tx) => {
        const row = await workflow.withProblems(tx, await draftRow(tx, brand, id, true), fresh);
        const current = await requireLive(tx, brand);
        refuseIf(
          statusRefusal(row.status, 'submit'),
          revisionRefusal(revision, { revision: row.revision, savedBy: await workflow.lastSaver(tx, row), savedAt: row.updatedAt }),
          invalidRefusal(row.problems),
          staleRefusal(row.baseVersion, current.version.number),
          externalHostRefusal(actor.role, await checks.hostsAdded(brand, row.content, current.content)),
        );
        return workflow.transition(tx, row, actor, 'in_review', 'draft.submitted', { revision });
      });
    },

    /** One transaction: the version, the draft's status and the audit entry; NOTIFY on commit, then this instance's listeners. */
    async publish(actor: StoreActor, brand: string, id: string, message: string): Promise<VersionSummary> {
      await permit(actor, brand, 'publish', id);
      const fresh = await workflow.freshCheck(actor, brand, id, 'publish');
      const version = await act(actor, brand, 'publish', id, async (tx) => {
        const row = await workflow.withProblems(tx, await draftRow(tx, brand, id, true), fresh);
        const current = await requireLive(tx, brand);
        refuseIf(
          statusRefusal(row.status, 'publish'),
          invalidRefusal(row.problems),
          staleRefusal(row.baseVersion, current.version.number),
          externalHostRefusal(actor.role, await checks.hostsAdded(brand, row.content, current.content)),
        );
        const text = message.trim() || row.title;
        const published = await pubs.insertVersion(tx, brand, { content: row.content, author: actor.username, message: text, draftId: id });
        await tx.query(`UPDATE drafts SET status = 'published', updated_at = $1 WHERE id = $2`, [parts.now().toISOString(), id]);
        await guard.audit(tx, { actor: actor.username, action: 'draft.published', brand, draftId: id, version: published.number, detail: { message: text, title: row.title } });
        return published;
      });
      pubs.announce({ brand, version: version.number });
      return version;
    },

    /** A NEW version with an old one's content: history is never rewritten. */
    async restore(actor: StoreActor, brand: string, number: number, message: string): Promise<VersionSummary> {
      await permit(actor, brand, 'restore', null);
      // The publish checks, against the repository's base as it is now: a version valid once may not be any more.
      const checked = await guard.audited(actor, brand, 'restore', null, async () => checks.check(brand, (await versionOf(db, brand, number)).content));
      const version = await act(actor, brand, 'restore', null, async (tx) => {
        const old = await versionOf(tx, brand, number);
        refuseIf(invalidRefusal(checked.problems, `Version ${number} does not validate against the repository's base as it is now`));
        const text = message.trim() || `Restored version ${number}`;
        const restored = await pubs.insertVersion(tx, brand, { content: old.content, author: actor.username, message: text, restoredFrom: number });
        await guard.audit(tx, { actor: actor.username, action: 'version.restored', brand, version: restored.number, detail: { restoredFrom: number, message: text } });
        return restored;
      });
      pubs.announce({ brand, version: version.number });
      return version;
    },
  };
}
