import { randomUUID } from 'node:crypto';
import { basename, join } from 'node:path';
import { CURRENT_SCHEMA_VERSION } from '@schemas/schema-version';
import { migrateManifest } from '../../migrations/index';
import type {
  AuditAction,
  AuditEntry,
  BrandContent,
  ChangeLine,
  Draft,
  DraftReview,
  DraftStatus,
  DraftSummary,
  EditorBasis,
  JsonObject,
  RepoDiff,
  ServedNotice,
  VersionSummary,
} from '../../src/manifest/edit/content-types';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../schemas/generic/languages';
import { jsonEqual } from '../../src/engine/manifest/layer-diff';
import { describeChanges } from '../../src/manifest/edit/changes';
import { rebaseContent } from '../../src/manifest/edit/rebase';
import { addedExternalHosts, externalHostLines, type AddedHost } from '../../src/manifest/edit/external-hosts';
import { resolveContent } from '../../src/manifest/edit/resolve';
import type { Problem } from '../../src/engine/manifest/problems';
import { ContentProblemsError, createFileContentSource, type ContentSource, type LayeredContentSource, type OwnContentProvider } from '../shared/content-source';
import { jsonFiles, readCached } from '../shared/files';
import type { StudioRole } from '../studio/accounts';
import { checkBrandContent } from '../studio/drafts';
import { externalHostRefusal } from './external-host-rule';
import { migrate, openDatabase, STORE_LOCK, type Database, type Queryable, type Row } from './database';
import { createRefusalLimiter } from './refusal-limiter';
import { chooseServed, servedLogLine, servedReason } from './served';
import {
  commentRefusal,
  conflictRefusal,
  draftLimitRefusal,
  invalidRefusal,
  ownChangeRefusal,
  RefusedError,
  refuseIf,
  revisionRefusal,
  reviewedRevisionRefusal,
  roleRefusal,
  staleRefusal,
  statusAfterSave,
  statusRefusal,
  type Refusal,
  type WorkflowAction,
} from './workflow-rules';

/*
 * The studio's content store (issue 16): every publication of a brand (a version), drafts and their review, and the
 * audit log, over a Database (PGlite or Postgres). Every change is one transaction; the rules are workflow-rules.ts's;
 * a refusal is recorded in the audit log and thrown as RefusedError. A publication is announced to this instance's
 * listeners after commit and, through NOTIFY (delivered on commit), to every other instance on the same database.
 */

/** Who acts, with their role on the brand acted on (the routes read it from the studio account). */
export interface StoreActor {
  username: string;
  role: StudioRole;
}

export interface PublishedEvent {
  brand: string;
  version: number;
}

const CHANNEL = 'content_published';
export const SEED_AUTHOR = 'repository';
const AUDIT_PAGE = 50;
/** How many versions, newest first, are tried for members when the live one does not validate; then the files. */
const SERVED_CANDIDATES = 20;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);


const iso = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();
const parse = <T>(text: unknown, fallback: T): T => (typeof text === 'string' ? (JSON.parse(text) as T) : fallback);

function toVersion(row: Row): VersionSummary {
  return {
    brand: String(row.brand),
    number: Number(row.number),
    author: String(row.author),
    publishedAt: iso(row.published_at),
    message: String(row.message),
    restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
    draftId: row.draft_id === null ? null : String(row.draft_id),
  };
}

/** A draft as stored: what is computed on reading (stale, changes) left out. */
type DraftRow = Omit<Draft, 'stale' | 'changes'>;

function toDraftRow(row: Row): DraftRow {
  return {
    id: String(row.id),
    brand: String(row.brand),
    title: String(row.title),
    status: row.status as DraftStatus,
    author: String(row.author),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    revision: Number(row.revision),
    baseVersion: Number(row.base_version),
    content: parse<BrandContent>(row.content, { manifest: {}, copy: {} }),
    problems: parse<Problem[]>(row.problems, []),
    valid: Boolean(row.valid),
    changedBy: parse<string[]>(row.changed_by, []),
    review: parse<DraftReview | null>(row.review, null),
  };
}

const DRAFT_COLUMNS = 'id, brand, title, status, author, created_at, updated_at, revision, base_version, content, problems, valid, changed_by, review';

export interface ContentStoreOptions {
  db: Database;
  repoRoot: string;
  extraBrandRoots?: readonly string[];
  now?: () => Date;
}

export type ContentStore = Awaited<ReturnType<typeof createContentStore>>;

/** What members are served of a brand: a version (the live one, unless it does not validate), or null: its files. */
interface Served {
  version: VersionSummary | null;
  content: BrandContent | null;
  notice: ServedNotice | null;
}

/** A store over an open (migrated) database. */
export async function createContentStore(options: ContentStoreOptions) {
  const { db, repoRoot } = options;
  const extraBrandRoots = options.extraBrandRoots ?? [];
  const roots = { repoRoot, extraBrandRoots };
  const now = options.now ?? (() => new Date());
  const instance = randomUUID();
  /** The repository's files: the brands, their own files (seed, repo diff), and boots of any content. */
  const files: LayeredContentSource = createFileContentSource(repoRoot, extraBrandRoots);
  const listeners = new Set<(event: PublishedEvent) => void>();
  const live = new Map<string, Promise<{ version: VersionSummary; content: BrandContent } | null>>();

  /** What members are served of each brand (served.ts), cached like the live publication. */
  const served = new Map<string, Promise<Served>>();

  function announce(event: PublishedEvent) {
    live.delete(event.brand);
    served.delete(event.brand);
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        console.error(`[content store] a publication listener failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  const stopListening = await db.listen(CHANNEL, (payload) => {
    try {
      const event = JSON.parse(payload) as PublishedEvent & { instance: string };
      if (event.instance !== instance) announce({ brand: event.brand, version: event.version });
    } catch {
      // Not one of ours: nothing to do.
    }
  });

  async function audit(q: Queryable, entry: { actor: string; action: AuditAction; brand: string | null; draftId?: string | null; version?: number | null; detail?: JsonObject }) {
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

  /** The role check alone (before work done ahead of the transaction: a check of the content, a merge). */
  async function permit(actor: StoreActor, brand: string, action: WorkflowAction, draftId: string | null) {
    const byRole = roleRefusal(actor.role, action, brand);
    if (byRole) throw await refused(actor, brand, action, draftId, byRole);
  }

  /** Runs a change: the role first, then `fn` in one transaction; any refusal is audited and rethrown. */
  async function act<T>(actor: StoreActor, brand: string, action: WorkflowAction, draftId: string | null, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    await permit(actor, brand, action, draftId);
    try {
      return await db.transaction(async (tx) => {
        // One change of a brand at a time (versions are numbered in order, drafts saved over their revision).
        await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [STORE_LOCK, brand]);
        return fn(tx);
      });
    } catch (error) {
      if (error instanceof RefusedError) throw await refused(actor, brand, action, draftId, error.refusal);
      throw error;
    }
  }

  async function liveOf(q: Queryable, brand: string): Promise<{ version: VersionSummary; content: BrandContent } | null> {
    const [row] = await q.query('SELECT * FROM versions WHERE brand = $1 ORDER BY number DESC LIMIT 1', [brand]);
    return row ? { version: toVersion(row), content: parse<BrandContent>(row.content, { manifest: {}, copy: {} }) } : null;
  }
  async function requireLive(q: Queryable, brand: string) {
    const found = await liveOf(q, brand);
    if (!found) throw new RefusedError({ status: 404, reason: 'not_found', message: `The brand "${brand}" has no publication yet.` });
    return found;
  }
  /** The live publication, cached until the next publication (here or on another instance). */
  function cachedLive(brand: string) {
    let found = live.get(brand);
    if (!found) {
      found = liveOf(db, brand);
      live.set(brand, found);
      found.catch(() => live.delete(brand));
    }
    return found;
  }

  async function versionOf(q: Queryable, brand: string, number: number) {
    const [row] = await q.query('SELECT * FROM versions WHERE brand = $1 AND number = $2', [brand, number]);
    if (!row) throw new RefusedError({ status: 404, reason: 'not_found', message: `There is no version ${number} of ${brand}.` });
    return { version: toVersion(row), content: parse<BrandContent>(row.content, { manifest: {}, copy: {} }) };
  }

  async function draftRow(q: Queryable, brand: string, id: string, lock = false): Promise<DraftRow> {
    const [row] = await q.query(`SELECT ${DRAFT_COLUMNS} FROM drafts WHERE id = $1 AND brand = $2${lock ? ' FOR UPDATE' : ''}`, [id, brand]);
    if (!row) throw new RefusedError({ status: 404, reason: 'not_found', message: 'There is no such draft of this brand.' });
    return toDraftRow(row);
  }

  /** The shared base and English defaults a brand's content is laid over (the repository's). */
  async function basisOf(brand: string, content?: BrandContent): Promise<Pick<EditorBasis, 'base' | 'defaults' | 'translationDefaults'>> {
    const extendsName = typeof content?.manifest.extends === 'string' ? content.manifest.extends : 'base';
    const readJson = (path: string) => readCached(path, (text) => JSON.parse(text) as unknown).catch(() => null);
    const rawBase = await readJson(join(repoRoot, 'brands', `${basename(extendsName)}.json`));
    let base: JsonObject = {};
    try {
      const migrated = migrateManifest(rawBase, CURRENT_SCHEMA_VERSION);
      if (isObject(migrated)) base = migrated;
    } catch {
      // A base that does not migrate: its problems are every draft's (see a draft's problems); diffs go without it.
    }
    const readDefaults = async (language: Language) => {
      const files: Record<string, JsonObject> = {};
      const dir = join(repoRoot, 'content', language);
      for (const name of await jsonFiles(dir)) {
        const value = await readJson(join(dir, name));
        if (isObject(value)) files[basename(name, '.json')] = value;
      }
      return files;
    };
    const defaults = await readDefaults(DEFAULT_LANGUAGE);
    const others = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
    const translationDefaults = Object.fromEntries(await Promise.all(others.map(async (language) => [language, await readDefaults(language)] as const)));
    return { base, defaults, translationDefaults };
  }

  async function changesBetween(brand: string, before: BrandContent, after: BrandContent): Promise<ChangeLine[]> {
    return describeChanges(await basisOf(brand, after), before, after);
  }

  /** The external hosts `after` adds to all of `befores`, as members would see them (resolved over the base). */
  async function hostsAdded(brand: string, after: BrandContent, ...befores: BrandContent[]): Promise<AddedHost[]> {
    const basis = await basisOf(brand, after);
    return addedExternalHosts(befores.map((before) => resolveContent(basis, before).manifest), resolveContent(basis, after).manifest);
  }

  async function toDraft(q: Queryable, row: DraftRow): Promise<Draft> {
    const current = await liveOf(q, row.brand);
    const [baseRow] = await q.query('SELECT content FROM versions WHERE brand = $1 AND number = $2', [row.brand, row.baseVersion]);
    const base = parse<BrandContent>(baseRow?.content, { manifest: {}, copy: {} });
    return {
      ...summaryOf(row, current?.version.number ?? row.baseVersion),
      content: row.content,
      problems: row.problems,
      // A new external host first: a publisher must see it (external-host-rule.ts).
      changes: [...externalHostLines(current ? await hostsAdded(row.brand, row.content, current.content) : []), ...(await changesBetween(row.brand, base, row.content))],
      changedBy: row.changedBy,
      review: row.review,
    };
  }

  function summaryOf(row: DraftRow, liveNumber: number): DraftSummary {
    const { id, brand, title, status, author, createdAt, updatedAt, revision, baseVersion, valid } = row;
    const open = status !== 'published' && status !== 'discarded';
    return { id, brand, title, status, author, createdAt, updatedAt, revision, baseVersion, stale: open && liveNumber > baseVersion, valid };
  }

  async function entryOf(brand: string) {
    const entry = (await files.listBrands()).find((b) => b.id === brand);
    if (!entry) throw new RefusedError({ status: 404, reason: 'not_found', message: `There is no brand "${brand}".` });
    return entry;
  }

  async function check(brand: string, content: BrandContent) {
    return checkBrandContent(content, await entryOf(brand), roots);
  }

  /** The live version if it loads now, else the newest that does, else the files; logged once when not the live one. */
  async function servedOf(brand: string): Promise<Served> {
    // The newest SERVED_CANDIDATES at most: each is checked against the base, and a start must stay quick.
    const rows = await db.query(`SELECT * FROM versions WHERE brand = $1 ORDER BY number DESC LIMIT ${SERVED_CANDIDATES}`, [brand]);
    const versions = rows.map((row) => ({ version: toVersion(row), content: parse<BrandContent>(row.content, { manifest: {}, copy: {} }) }));
    const live = versions[0];
    if (!live) return { version: null, content: null, notice: null };
    // Checked by the members' own loader (what would fail their pages), not the studio's stricter checks: a rule
    // added to those later must not take a brand's publication away from members.
    const choice = await chooseServed(versions, async (v) => {
      try {
        await files.bootWith(brand, v.content);
        return [];
      } catch (error) {
        if (error instanceof ContentProblemsError) return error.problems;
        throw error;
      }
    });
    if (choice.served === live) return { ...live, notice: null };
    const number = choice.served?.version.number ?? null;
    console.error(servedLogLine(brand, live.version.number, number, choice.liveProblems));
    const notice = { live: live.version.number, version: number, reason: servedReason(live.version.number, number, choice.liveProblems) };
    return { version: choice.served?.version ?? null, content: choice.served?.content ?? null, notice };
  }
  function cachedServed(brand: string) {
    let found = served.get(brand);
    if (!found) {
      found = servedOf(brand);
      served.set(brand, found);
      found.catch(() => served.delete(brand));
    }
    return found;
  }

  async function insertDraft(tx: Queryable, fields: { brand: string; title: string; author: string; baseVersion: number; content: BrandContent }) {
    const [open] = await tx.query<{ n: number }>(`SELECT COUNT(*) AS n FROM drafts WHERE brand = $1 AND author = $2 AND status NOT IN ('published', 'discarded')`, [
      fields.brand,
      fields.author,
    ]);
    refuseIf(draftLimitRefusal(Number(open?.n ?? 0), fields.brand));
    const { problems, valid } = await check(fields.brand, fields.content);
    const id = randomUUID();
    const at = now().toISOString();
    await tx.query(
      `INSERT INTO drafts (id, brand, title, status, author, created_at, updated_at, revision, base_version, content, problems, valid, changed_by, review)
       VALUES ($1, $2, $3, 'draft', $4, $5, $5, 1, $6, $7, $8, $9, '[]', NULL)`,
      [id, fields.brand, fields.title, fields.author, at, fields.baseVersion, JSON.stringify(fields.content), JSON.stringify(problems), valid],
    );
    return draftRow(tx, fields.brand, id);
  }

  /** Publishes `content` as the brand's next version, in `tx`; NOTIFY goes out when it commits. */
  async function insertVersion(tx: Queryable, brand: string, fields: { content: BrandContent; author: string; message: string; restoredFrom?: number; draftId?: string }) {
    const [last] = await tx.query<{ n: number | null }>('SELECT MAX(number) AS n FROM versions WHERE brand = $1', [brand]);
    const number = Number(last?.n ?? 0) + 1;
    const [row] = await tx.query(
      `INSERT INTO versions (brand, number, content, author, published_at, message, restored_from, draft_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [brand, number, JSON.stringify(fields.content), fields.author, now().toISOString(), fields.message, fields.restoredFrom ?? null, fields.draftId ?? null],
    );
    await db.notify(CHANNEL, JSON.stringify({ brand, version: number, instance }), tx);
    return toVersion(row as Row);
  }

  const readable = (actor: StoreActor, brand: string) => refuseIf(roleRefusal(actor.role, 'read', brand));

  const store = {
    db,
    roots,
    /** The repository's content source (its files): the brands served and boots of any content. */
    files,

    /** The brand's first publication from the repository's files (author 'repository'); nothing when it has one. */
    async seed(brand: string): Promise<VersionSummary | null> {
      if (await liveOf(db, brand)) return null;
      const { content, files: paths } = await files.repoContent(brand);
      const seeded = await db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [STORE_LOCK, brand]);
        // Another gateway starting at the same time may have seeded it meanwhile.
        if (await liveOf(tx, brand)) return null;
        const version = await insertVersion(tx, brand, { content, author: SEED_AUTHOR, message: "The repository's files" });
        await audit(tx, { actor: SEED_AUTHOR, action: 'content.seeded', brand, version: version.number, detail: { files: paths } });
        return version;
      });
      if (seeded) announce({ brand, version: seeded.number });
      return seeded;
    },

    /** Seeds every brand the repository serves (brands/ and the extra roots); a brand whose files do not load is skipped. */
    async seedAll(): Promise<{ seeded: string[]; skipped: { brand: string; problems: Problem[] }[] }> {
      const seeded: string[] = [];
      const skipped: { brand: string; problems: Problem[] }[] = [];
      for (const entry of await files.listBrands()) {
        try {
          if (await store.seed(entry.id)) seeded.push(entry.id);
        } catch (error) {
          if (!(error instanceof ContentProblemsError)) throw error;
          skipped.push({ brand: entry.id, problems: error.problems });
        }
      }
      return { seeded, skipped };
    },

    /** The live publication of a brand (cached until the next one), or null before its seed. */
    live: (brand: string) => cachedLive(brand),

    /**
     * What members are served of a brand (cached until the next publication): the live publication, or, when it does
     * not validate against the repository's base now, the last version that does (content null: the brand's files),
     * with the notice saying so.
     */
    served: (brand: string) => cachedServed(brand),

    /** Why members are not served the live publication, for the studio; null when they are. */
    async servedNotice(actor: StoreActor, brand: string): Promise<ServedNotice | null> {
      readable(actor, brand);
      return (await cachedServed(brand)).notice;
    },

    /** Calls `listener` after every publication of any brand, on this instance or another on the same database. */
    onPublished(listener: (event: PublishedEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async basis(actor: StoreActor, brand: string): Promise<EditorBasis> {
      readable(actor, brand);
      const current = await requireLive(db, brand);
      const { base, defaults, translationDefaults } = await basisOf(brand, current.content);
      const repo = await store.repoDiff(actor, brand).catch(() => null);
      const { notice } = await cachedServed(brand);
      return { brand, base, defaults, translationDefaults, version: current.version, published: current.content, repoDiffers: repo?.differs ?? false, served: notice };
    },

    async versions(actor: StoreActor, brand: string): Promise<(VersionSummary & { changes: ChangeLine[] })[]> {
      readable(actor, brand);
      const rows = await db.query('SELECT * FROM versions WHERE brand = $1 ORDER BY number DESC', [brand]);
      const contents = rows.map((row) => parse<BrandContent>(row.content, { manifest: {}, copy: {} }));
      return Promise.all(
        rows.map(async (row, i) => {
          const before = contents[i + 1];
          return { ...toVersion(row), changes: before ? await changesBetween(brand, before, contents[i] as BrandContent) : [] };
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
      return rows.map((row) => summaryOf(toDraftRow(row), current?.version.number ?? 0));
    },

    async draft(actor: StoreActor, brand: string, id: string): Promise<Draft> {
      readable(actor, brand);
      return toDraft(db, await draftRow(db, brand, id));
    },

    /** A stored draft's content, for its preview (any studio role of the brand). */
    async draftContent(brand: string, id: string): Promise<{ content: BrandContent; problems: Problem[]; valid: boolean } | null> {
      const [row] = await db.query(`SELECT ${DRAFT_COLUMNS} FROM drafts WHERE id = $1 AND brand = $2`, [id, brand]);
      if (!row) return null;
      const draft = toDraftRow(row);
      return { content: draft.content, problems: draft.problems, valid: draft.valid };
    },

    async createDraft(actor: StoreActor, brand: string, title: string): Promise<Draft> {
      return act(actor, brand, 'create', null, async (tx) => {
        const current = await requireLive(tx, brand);
        const row = await insertDraft(tx, { brand, title: title.trim() || 'Untitled draft', author: actor.username, baseVersion: current.version.number, content: current.content });
        await audit(tx, { actor: actor.username, action: 'draft.created', brand, draftId: row.id, version: current.version.number, detail: { title: row.title } });
        return toDraft(tx, row);
      });
    },

    /**
     * Saves content over `revision`. Another revision: 409 'revision' (the refusal carries the current draft). A save
     * that changes nothing is answered with the draft as it is (an autosave never voids an approval for nothing).
     */
    async save(actor: StoreActor, brand: string, id: string, revision: number, content: BrandContent): Promise<Draft> {
      await permit(actor, brand, 'save', id);
      const checked = await check(brand, content);
      return act(actor, brand, 'save', id, async (tx) => {
        const row = await draftRow(tx, brand, id, true);
        refuseIf(statusRefusal(row.status, 'save'));
        const revisionRefused = revisionRefusal(revision, { revision: row.revision, savedBy: await lastSaver(tx, row), savedAt: row.updatedAt });
        if (revisionRefused) throw new RefusedError({ ...revisionRefused, current: await toDraft(tx, row) });
        // A host already in the draft came from a publisher's save (or the publication): only a new one is refused.
        refuseIf(externalHostRefusal(actor.role, await hostsAdded(brand, content, (await requireLive(tx, brand)).content, row.content)));
        if (jsonEqual(row.content, content)) return toDraft(tx, row);
        const changedBy = row.changedBy.includes(actor.username) ? row.changedBy : [...row.changedBy, actor.username];
        const status = statusAfterSave(row.status);
        await tx.query(
          `UPDATE drafts SET content = $1, problems = $2, valid = $3, changed_by = $4, status = $5, revision = revision + 1, updated_at = $6 WHERE id = $7`,
          [JSON.stringify(content), JSON.stringify(checked.problems), checked.valid, JSON.stringify(changedBy), status, now().toISOString(), id],
        );
        await audit(tx, { actor: actor.username, action: 'draft.saved', brand, draftId: id, detail: { revision: row.revision + 1, ...(status !== row.status ? { status } : {}) } });
        return toDraft(tx, await draftRow(tx, brand, id));
      });
    },

    async submit(actor: StoreActor, brand: string, id: string, revision: number): Promise<Draft> {
      await permit(actor, brand, 'submit', id);
      const fresh = await freshCheck(actor, brand, id, 'submit');
      return act(actor, brand, 'submit', id, async (tx) => {
        const row = await withProblems(tx, await draftRow(tx, brand, id, true), fresh);
        const current = await requireLive(tx, brand);
        refuseIf(
          statusRefusal(row.status, 'submit'),
          revisionRefusal(revision, { revision: row.revision, savedBy: await lastSaver(tx, row), savedAt: row.updatedAt }),
          invalidRefusal(row.problems),
          staleRefusal(row.baseVersion, current.version.number),
          externalHostRefusal(actor.role, await hostsAdded(brand, row.content, current.content)),
        );
        return transition(tx, row, actor, 'in_review', 'draft.submitted', { revision });
      });
    },

    /** Approves the revision the publisher reviewed (`revision`), only while it is still the one in review. */
    async approve(actor: StoreActor, brand: string, id: string, revision: number): Promise<Draft> {
      return act(actor, brand, 'approve', id, async (tx) => {
        const row = await draftRow(tx, brand, id, true);
        const changed = reviewedRevisionRefusal(revision, { revision: row.revision, savedBy: await lastSaver(tx, row), savedAt: row.updatedAt });
        if (changed) throw new RefusedError({ ...changed, current: await toDraft(tx, row) });
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

    /** One transaction: the version, the draft's status and the audit entry; NOTIFY on commit, then this instance's listeners. */
    async publish(actor: StoreActor, brand: string, id: string, message: string): Promise<VersionSummary> {
      await permit(actor, brand, 'publish', id);
      const fresh = await freshCheck(actor, brand, id, 'publish');
      const version = await act(actor, brand, 'publish', id, async (tx) => {
        const row = await withProblems(tx, await draftRow(tx, brand, id, true), fresh);
        const current = await requireLive(tx, brand);
        refuseIf(
          statusRefusal(row.status, 'publish'),
          invalidRefusal(row.problems),
          staleRefusal(row.baseVersion, current.version.number),
          externalHostRefusal(actor.role, await hostsAdded(brand, row.content, current.content)),
        );
        const text = message.trim() || row.title;
        const published = await insertVersion(tx, brand, { content: row.content, author: actor.username, message: text, draftId: id });
        await tx.query(`UPDATE drafts SET status = 'published', updated_at = $1 WHERE id = $2`, [now().toISOString(), id]);
        await audit(tx, { actor: actor.username, action: 'draft.published', brand, draftId: id, version: published.number, detail: { message: text, title: row.title } });
        return published;
      });
      announce({ brand, version: version.number });
      return version;
    },

    /** A three-way merge of the draft's changes onto the live publication; conflicts refuse it (the draft unchanged). */
    async rebase(actor: StoreActor, brand: string, id: string): Promise<Draft> {
      await permit(actor, brand, 'rebase', id);
      const prepared = await db
        .transaction(async (tx) => {
          const row = await draftRow(tx, brand, id);
          const current = await requireLive(tx, brand);
          const common = await versionOf(tx, brand, row.baseVersion);
          // Merged as members see them (resolved over the base), then turned back into the brand's layer.
          const basis = await basisOf(brand, current.content);
          return { row, current, merged: rebaseContent(common.content, row.content, current.content, basis) };
        })
        .catch(async (error: unknown) => {
          throw error instanceof RefusedError ? await refused(actor, brand, 'rebase', id, error.refusal) : error;
        });
      const checked = await check(brand, prepared.merged.content);
      return act(actor, brand, 'rebase', id, async (tx) => {
        const row = await draftRow(tx, brand, id, true);
        const current = await requireLive(tx, brand);
        refuseIf(statusRefusal(row.status, 'rebase'));
        // Changed meanwhile (a save, a publication): the merge is made again from what is there now.
        if (row.revision !== prepared.row.revision || current.version.number !== prepared.current.version.number) {
          throw new RefusedError({ status: 409, reason: 'revision', message: 'The draft or the publication changed while it was being rebased: rebase again.' });
        }
        if (row.baseVersion >= current.version.number) return toDraft(tx, row);
        refuseIf(conflictRefusal(prepared.merged.conflicts, current.version.number));
        const status = statusAfterSave(row.status);
        await tx.query(
          `UPDATE drafts SET content = $1, problems = $2, valid = $3, base_version = $4, status = $5, revision = revision + 1, updated_at = $6 WHERE id = $7`,
          [JSON.stringify(prepared.merged.content), JSON.stringify(checked.problems), checked.valid, current.version.number, status, now().toISOString(), id],
        );
        await audit(tx, { actor: actor.username, action: 'draft.rebased', brand, draftId: id, version: current.version.number, detail: { from: row.baseVersion, onto: current.version.number } });
        return toDraft(tx, await draftRow(tx, brand, id));
      });
    },

    async discard(actor: StoreActor, brand: string, id: string): Promise<void> {
      await act(actor, brand, 'discard', id, async (tx) => {
        const row = await draftRow(tx, brand, id, true);
        refuseIf(statusRefusal(row.status, 'discard'));
        await transition(tx, row, actor, 'discarded', 'draft.discarded', { title: row.title });
      });
    },

    /** A NEW version with an old one's content: history is never rewritten. */
    async restore(actor: StoreActor, brand: string, number: number, message: string): Promise<VersionSummary> {
      await permit(actor, brand, 'restore', null);
      // The publish checks, against the repository's base as it is now: a version valid once may not be any more.
      const checked = await versionOf(db, brand, number)
        .then(async (old) => check(brand, old.content))
        .catch(async (error: unknown) => {
          throw error instanceof RefusedError ? await refused(actor, brand, 'restore', null, error.refusal) : error;
        });
      const version = await act(actor, brand, 'restore', null, async (tx) => {
        const old = await versionOf(tx, brand, number);
        refuseIf(invalidRefusal(checked.problems, `Version ${number} does not validate against the repository's base as it is now`));
        const text = message.trim() || `Restored version ${number}`;
        const restored = await insertVersion(tx, brand, { content: old.content, author: actor.username, message: text, restoredFrom: number });
        await audit(tx, { actor: actor.username, action: 'version.restored', brand, version: restored.number, detail: { restoredFrom: number, message: text } });
        return restored;
      });
      announce({ brand, version: version.number });
      return version;
    },

    /** The repository's files of the brand against the live publication, by value (never by text). */
    async repoDiff(actor: StoreActor, brand: string): Promise<RepoDiff> {
      readable(actor, brand);
      const current = await requireLive(db, brand);
      const repo = await files.repoContent(brand);
      const differs = !jsonEqual(repo.content, current.content);
      return { differs, version: current.version.number, files: repo.files, changes: differs ? await changesBetween(brand, current.content, repo.content) : [] };
    },

    /** A draft of the repository's files (for a publisher to review and publish): never applied silently. */
    async adopt(actor: StoreActor, brand: string): Promise<Draft> {
      await permit(actor, brand, 'adopt', null);
      const repo = await files.repoContent(brand);
      const checked = await check(brand, repo.content);
      return act(actor, brand, 'adopt', null, async (tx) => {
        refuseIf(invalidRefusal(checked.problems, "The repository's files of this brand do not validate"));
        const current = await requireLive(tx, brand);
        if (jsonEqual(repo.content, current.content)) {
          throw new RefusedError({ status: 409, reason: 'status', message: `The repository's files are version ${current.version.number} already: there is nothing to adopt.` });
        }
        const row = await insertDraft(tx, { brand, title: "The repository's files", author: actor.username, baseVersion: current.version.number, content: repo.content });
        await audit(tx, { actor: actor.username, action: 'repo.adopted', brand, draftId: row.id, version: current.version.number, detail: { files: repo.files } });
        return toDraft(tx, row);
      });
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
        for (const brand of brands.length > 0 ? brands : [null]) await audit(tx, { actor, action, brand, detail });
      });
    },

    async close() {
      await stopListening();
      await db.close();
    },
  };

  /**
   * The draft's problems checked again now (the repository's base may have changed since it was saved), with the
   * revision they are of.
   */
  async function freshCheck(actor: StoreActor, brand: string, id: string, action: WorkflowAction) {
    try {
      const row = await draftRow(db, brand, id);
      return { revision: row.revision, ...(await check(brand, row.content)) };
    } catch (error) {
      throw error instanceof RefusedError ? await refused(actor, brand, action, id, error.refusal) : error;
    }
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
    await audit(tx, { actor: actor.username, action, brand: row.brand, draftId: row.id, detail });
    return toDraft(tx, await draftRow(tx, row.brand, row.id));
  }

  return store;
}

/**
 * The member's content source over the store: each brand's own layer and copy overrides from its live publication
 * (`brands/base.json` and `content/en` from the repository), with the file source's "last good boot"; a brand with
 * no publication is read from its files. A live publication that does not validate against the base as it is now is
 * never served (a fresh process has no last good boot: every page would fail): the last version that does is, else
 * the brand's files (the store's `served`). Cached until the next publication.
 */
export function storeContentSource(store: ContentStore): LayeredContentSource {
  // The last publication read of each brand: served while the database cannot be reached (logged), like the last
  // good boot while a file is invalid.
  const lastRead = new Map<string, { content: BrandContent; stamp: string } | null>();
  const provider: OwnContentProvider = {
    async contentOf(brand) {
      try {
        const found = await store.served(brand);
        const own = found.version && found.content ? { content: found.content, stamp: `version ${found.version.number}` } : null;
        lastRead.set(brand, own);
        return own;
      } catch (error) {
        if (!lastRead.has(brand)) throw error;
        console.error(`[brand ${brand}] the content store could not be read (${error instanceof Error ? error.message : String(error)}): serving its last publication read.`);
        return lastRead.get(brand) ?? null;
      }
    },
  };
  return createFileContentSource(store.roots.repoRoot, store.roots.extraBrandRoots, provider);
}

/**
 * A store from the environment (DATABASE_URL: Postgres; else PGlite in CONTENT_DB_DIR or `<repoRoot>/.data/content-db`),
 * migrated; seeding is the caller's (`seedAll`). Usable from a script (the export).
 */
export async function openContentStore(options: {
  repoRoot: string;
  env: Record<string, string | undefined>;
  extraBrandRoots?: readonly string[];
  now?: () => Date;
  db?: Database;
}): Promise<ContentStore> {
  const db = options.db ?? (await openDatabase(options.repoRoot, options.env));
  await migrate(db);
  const store = await createContentStore({ db, repoRoot: options.repoRoot, extraBrandRoots: options.extraBrandRoots, now: options.now });
  return store;
}

export type { ContentSource };
