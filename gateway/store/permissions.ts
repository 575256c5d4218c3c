import type { AuditAction, JsonObject } from '../../src/manifest/edit/content-types';
import type { StudioRole } from '../studio/accounts';
import { STORE_LOCK, type Database, type Queryable } from './database';
import { createRefusalLimiter } from './refusal-limiter';
import { RefusedError, refuseIf, roleRefusal, type Refusal, type WorkflowAction } from './workflow-rules';

/*
 * Who may do what (content-store.ts): the role check before every change, the change in one transaction under the
 * brand's lock, and every refusal written to the audit log (at most 20 an actor a minute) and thrown as RefusedError.
 */

/** Who acts, with their role on the brand acted on (the routes read it from the studio account). */
export interface StoreActor {
  username: string;
  role: StudioRole;
}

export interface AuditInput {
  actor: string;
  action: AuditAction;
  brand: string | null;
  draftId?: string | null;
  version?: number | null;
  detail?: JsonObject;
}

export type Guard = ReturnType<typeof createGuard>;

export function createGuard(db: Database, now: () => Date) {
  async function audit(q: Queryable, entry: AuditInput) {
    await q.query('INSERT INTO audit (at, actor, action, brand, draft_id, version, detail) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      now().toISOString(),
      entry.actor,
      entry.action,
      entry.brand,
      entry.draftId ?? null,
      entry.version ?? null,
      JSON.stringify(entry.detail ?? {}),
    ]);
  }

  // Refusals recorded per actor: 20 a minute, the rest counted into the next recorded one (refusal-limiter.ts).
  const refusals = createRefusalLimiter({ now: () => now().getTime() });
  async function refused(actor: StoreActor, brand: string, action: WorkflowAction, draftId: string | null, refusal: Refusal) {
    const decision = refusals.take(actor.username);
    if (decision.record) {
      const unrecorded = decision.unrecordedBefore > 0 ? { unrecordedBefore: decision.unrecordedBefore } : {};
      await audit(db, { actor: actor.username, action: 'action.refused', brand, draftId, detail: { attempted: action, reason: refusal.reason, message: refusal.message, ...unrecorded } });
    }
    return new RefusedError(refusal);
  }

  /** `work` done ahead of a transaction (a check, a merge): a refusal in it audited and rethrown. */
  async function audited<T>(actor: StoreActor, brand: string, action: WorkflowAction, draftId: string | null, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw error instanceof RefusedError ? await refused(actor, brand, action, draftId, error.refusal) : error;
    }
  }

  /** The role check alone (before work done ahead of the transaction: a check of the content, a merge). */
  async function permit(actor: StoreActor, brand: string, action: WorkflowAction, draftId: string | null) {
    const byRole = roleRefusal(actor.role, action, brand);
    if (byRole) throw await refused(actor, brand, action, draftId, byRole);
  }

  /** Runs a change: the role first, then `fn` in one transaction; any refusal is audited and rethrown. */
  async function act<T>(actor: StoreActor, brand: string, action: WorkflowAction, draftId: string | null, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    await permit(actor, brand, action, draftId);
    return audited(actor, brand, action, draftId, () =>
      db.transaction(async (tx) => {
        // One change of a brand at a time (versions are numbered in order, drafts saved over their revision).
        await lockBrand(tx, brand);
        return fn(tx);
      }),
    );
  }

  const readable = (actor: StoreActor, brand: string) => refuseIf(roleRefusal(actor.role, 'read', brand));

  return { audit, refused, audited, permit, act, readable };
}

/** The brand's lock, held to the end of the transaction: one change of a brand at a time, on every instance. */
export async function lockBrand(tx: Queryable, brand: string) {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [STORE_LOCK, brand]);
}
