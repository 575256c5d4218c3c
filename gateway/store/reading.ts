import type { AuditAction, AuditEntry, BrandContent, ChangeLine, Draft, DraftSummary, EditorBasis, JsonObject, VersionSummary } from '../../src/manifest/edit/content-types';
import type { Problem } from '../../src/engine/manifest/problems';
import type { StoreParts } from './parts';
import type { StoreActor } from './permissions';
import { contentOf, DRAFT_COLUMNS, draftRow, iso, liveOf, parse, requireLive, toDraftRow, toVersion, versionOf } from './rows';

/*
 * What the studio reads (content-store.ts), for any role of the brand: the editor's basis, the versions with their
 * changes, the open drafts, a draft, and the audit log a page at a time; sign-ins and sign-outs written to the log.
 */

const AUDIT_PAGE = 50;

export function createReading(parts: StoreParts, repoDiffers: (actor: StoreActor, brand: string) => Promise<boolean>) {
  const { db, guard, checks, pubs } = parts;
  const { readable } = guard;

  return {
    async basis(actor: StoreActor, brand: string): Promise<EditorBasis> {
      readable(actor, brand);
      const current = await requireLive(db, brand);
      const { base, defaults, translationDefaults } = await checks.basisOf(brand, current.content);
      const differs = await repoDiffers(actor, brand).catch(() => false);
      const { notice } = await pubs.methods.served(brand);
      return { brand, base, defaults, translationDefaults, version: current.version, published: current.content, repoDiffers: differs, served: notice };
    },

    async versions(actor: StoreActor, brand: string): Promise<(VersionSummary & { changes: ChangeLine[] })[]> {
      readable(actor, brand);
      const rows = await db.query('SELECT * FROM versions WHERE brand = $1 ORDER BY number DESC', [brand]);
      const contents = rows.map((row) => contentOf(row));
      return Promise.all(
        rows.map(async (row, i) => {
          const before = contents[i + 1];
          return { ...toVersion(row), changes: before ? await checks.changesBetween(brand, before, contents[i] as BrandContent) : [] };
        }),
      );
    },

    async version(actor: StoreActor, brand: string, number: number) {
      readable(actor, brand);
      return versionOf(db, brand, number);
    },

    async drafts(actor: StoreActor, brand: string): Promise<DraftSummary[]> {
      readable(actor, brand);
      const current = await liveOf(db, brand);
      const rows = await db.query(`SELECT ${DRAFT_COLUMNS} FROM drafts WHERE brand = $1 AND status NOT IN ('published', 'discarded') ORDER BY updated_at DESC`, [brand]);
      return rows.map((row) => checks.summaryOf(toDraftRow(row), current?.version.number ?? 0));
    },

    async draft(actor: StoreActor, brand: string, id: string): Promise<Draft> {
      readable(actor, brand);
      return checks.toDraft(db, await draftRow(db, brand, id));
    },

    /** A stored draft's content, for its preview (any studio role of the brand). */
    async draftContent(brand: string, id: string): Promise<{ content: BrandContent; problems: Problem[]; valid: boolean } | null> {
      const [row] = await db.query(`SELECT ${DRAFT_COLUMNS} FROM drafts WHERE id = $1 AND brand = $2`, [id, brand]);
      if (!row) return null;
      const draft = toDraftRow(row);
      return { content: draft.content, problems: draft.problems, valid: draft.valid };
    },

    /** The brand's audit log, newest first (sign-ins and sign-outs too), a page at a time (`before` an entry id). */
    async audit(actor: StoreActor, brand: string, before?: number): Promise<{ entries: AuditEntry[]; next: number | null }> {
      readable(actor, brand);
      // Sign-ins and sign-outs are recorded once per brand the account has a role on: a brand's log shows only those.
      const rows = await db.query(
        `SELECT * FROM audit WHERE brand = $1 AND ($2::bigint IS NULL OR id < $2) ORDER BY id DESC LIMIT ${AUDIT_PAGE + 1}`,
        [brand, before ?? null],
      );
      const entries = rows.slice(0, AUDIT_PAGE).map((row) => ({
        id: Number(row.id),
        at: iso(row.at),
        actor: String(row.actor),
        action: row.action as AuditAction,
        brand: row.brand === null ? null : String(row.brand),
        draftId: row.draft_id === null ? null : String(row.draft_id),
        version: row.version === null ? null : Number(row.version),
        detail: parse<JsonObject>(row.detail, {}),
      }));
      return { entries, next: rows.length > AUDIT_PAGE ? (entries.at(-1)?.id ?? null) : null };
    },

    /**
     * A studio sign-in or sign-out, in the log of each brand the account has a role on (`brands`), so a brand's
     * readers see who may work on it come and go, not everyone's. No brand: one entry outside every brand's log.
     */
    async record(actor: string, action: 'session.signed_in' | 'session.signed_out', detail: JsonObject, brands: readonly string[]) {
      await db.transaction(async (tx) => {
        for (const brand of brands.length > 0 ? brands : [null]) await guard.audit(tx, { actor, action, brand, detail });
      });
    },
  };
}
