import { randomUUID } from 'node:crypto';
import type { BrandContent } from '../../src/manifest/edit/content-types';
import { createFileContentSource, type ContentSource, type LayeredContentSource, type OwnContentProvider } from '../shared/content-source';
import { createContentChecks } from './content-checks';
import { migrate, openDatabase, type Database } from './database';
import { createGuard } from './permissions';
import { createPublications } from './publication';
import { createPublishing } from './publishing';
import { createReading } from './reading';
import { createRebase } from './rebase';
import { createScheduling, startReleaseTimer } from './scheduling';
import { createWorkflow } from './workflow';

/*
 * The studio's content store (issue 16): every publication of a brand (a version), drafts and their review, and the
 * audit log, over a Database (PGlite or Postgres). Every change is one transaction; the rules are workflow-rules.ts's;
 * a refusal is recorded in the audit log and thrown as RefusedError. A publication is announced to this instance's
 * listeners after commit and, through NOTIFY (delivered on commit), to every other instance on the same database.
 *
 * Its parts, one job each: rows.ts (the SQL rows), permissions.ts (roles, the brand's lock, refusals audited),
 * content-checks.ts (checks and changes), workflow.ts (a draft's life), publishing.ts (what goes live),
 * rebase.ts (catching up), publication.ts (versions, caches and NOTIFY), reading.ts (what the studio reads),
 * scheduling.ts (releases that go live at a time, with release-rules.ts and release-rows.ts).
 */

export type { StoreActor } from './permissions';
export type { PublishedEvent } from './publication';
export { SEED_AUTHOR } from './publication';

export interface ContentStoreOptions {
  db: Database;
  repoRoot: string;
  extraBrandRoots?: readonly string[];
  now?: () => Date;
  /** How often due releases are published (scheduling.ts), in ms; absent or 0: only when `runDue` is called. */
  releaseTickMs?: number;
}

export type ContentStore = Awaited<ReturnType<typeof createContentStore>>;

/** A store over an open (migrated) database. */
export async function createContentStore(options: ContentStoreOptions) {
  const { db, repoRoot } = options;
  const roots = { repoRoot, extraBrandRoots: options.extraBrandRoots ?? [] };
  const now = options.now ?? (() => new Date());
  const files: LayeredContentSource = createFileContentSource(repoRoot, roots.extraBrandRoots);
  const guard = createGuard(db, now);
  const checks = createContentChecks(roots, files);
  const pubs = await createPublications({ db, now, instance: randomUUID(), files, guard });
  const parts = { db, now, files, guard, checks, pubs };
  const workflow = createWorkflow(parts);
  const rebase = createRebase(parts, workflow);
  const reading = createReading(parts, async (actor, brand) => (await rebase.repoDiff(actor, brand)).differs);
  const scheduling = createScheduling(parts);
  const stopTimer = options.releaseTickMs ? startReleaseTimer(scheduling.runDue, options.releaseTickMs) : () => undefined;

  return {
    db,
    roots,
    /** The repository's content source (its files): the brands served and boots of any content. */
    files,
    ...pubs.methods,
    ...reading,
    ...workflow.methods,
    ...createPublishing(parts, workflow),
    ...rebase,
    ...scheduling,
    async close() {
      stopTimer();
      await pubs.stopListening();
      await db.close();
    },
  };
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
  releaseTickMs?: number;
}): Promise<ContentStore> {
  const db = options.db ?? (await openDatabase(options.repoRoot, options.env));
  await migrate(db);
  const { repoRoot, extraBrandRoots, now, releaseTickMs } = options;
  return createContentStore({ db, repoRoot, extraBrandRoots, now, releaseTickMs });
}

export type { ContentSource };
