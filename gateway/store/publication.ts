import type { BrandContent, ServedNotice, VersionSummary } from '../../src/manifest/edit/content-types';
import type { Problem } from '../../src/engine/manifest/problems';
import { ContentProblemsError, type LayeredContentSource } from '../shared/content-source';
import type { Database, Queryable, Row } from './database';
import { lockBrand, type Guard, type StoreActor } from './permissions';
import { contentOf, liveOf, toVersion, type Publication } from './rows';
import { chooseServed, servedLogLine, servedReason } from './served';

/*
 * Publication and its notification (content-store.ts): a version inserted (NOTIFY goes out when its transaction
 * commits), this instance's listeners told after commit, every other instance on the same database told through
 * LISTEN; the live publication and what members are served, cached until the next publication.
 */

export interface PublishedEvent {
  brand: string;
  version: number;
}

/** What members are served of a brand: a version (the live one, unless it does not validate), or null: its files. */
export interface Served {
  version: VersionSummary | null;
  content: BrandContent | null;
  notice: ServedNotice | null;
}

const CHANNEL = 'content_published';
export const SEED_AUTHOR = 'repository';
/** How many versions, newest first, are tried for members when the live one does not validate; then the files. */
const SERVED_CANDIDATES = 20;

export type Publications = Awaited<ReturnType<typeof createPublications>>;

export async function createPublications(deps: { db: Database; now: () => Date; instance: string; files: LayeredContentSource; guard: Guard }) {
  const { db, now, instance, files, guard } = deps;
  const listeners = new Set<(event: PublishedEvent) => void>();
  const live = new Map<string, Promise<Publication | null>>();
  const served = new Map<string, Promise<Served>>();

  /** After a commit: the caches dropped and this instance's listeners told. */
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

  function cached<T>(map: Map<string, Promise<T>>, brand: string, read: () => Promise<T>): Promise<T> {
    let found = map.get(brand);
    if (!found) {
      found = read();
      map.set(brand, found);
      found.catch(() => map.delete(brand));
    }
    return found;
  }

  /** The live version if it loads now, else the newest that does, else the files; logged once when not the live one. */
  async function servedOf(brand: string): Promise<Served> {
    // The newest SERVED_CANDIDATES at most: each is checked against the base, and a start must stay quick.
    const rows = await db.query(`SELECT * FROM versions WHERE brand = $1 ORDER BY number DESC LIMIT ${SERVED_CANDIDATES}`, [brand]);
    const versions = rows.map((row) => ({ version: toVersion(row), content: contentOf(row) }));
    const current = versions[0];
    if (!current) return { version: null, content: null, notice: null };
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
    if (choice.served === current) return { ...current, notice: null };
    const number = choice.served?.version.number ?? null;
    console.error(servedLogLine(brand, current.version.number, number, choice.liveProblems));
    const notice = { live: current.version.number, version: number, reason: servedReason(current.version.number, number, choice.liveProblems) };
    return { version: choice.served?.version ?? null, content: choice.served?.content ?? null, notice };
  }

  const cachedServed = (brand: string) => cached(served, brand, () => servedOf(brand));

  async function seed(brand: string): Promise<VersionSummary | null> {
    if (await liveOf(db, brand)) return null;
    const { content, files: paths } = await files.repoContent(brand);
    const seeded = await db.transaction(async (tx) => {
      await lockBrand(tx, brand);
      // Another gateway starting at the same time may have seeded it meanwhile.
      if (await liveOf(tx, brand)) return null;
      const version = await insertVersion(tx, brand, { content, author: SEED_AUTHOR, message: "The repository's files" });
      await guard.audit(tx, { actor: SEED_AUTHOR, action: 'content.seeded', brand, version: version.number, detail: { files: paths } });
      return version;
    });
    if (seeded) announce({ brand, version: seeded.number });
    return seeded;
  }

  const methods = {
    /** The brand's first publication from the repository's files (author 'repository'); nothing when it has one. */
    seed,

    /** Seeds every brand the repository serves (brands/ and the extra roots); a brand whose files do not load is skipped. */
    async seedAll(): Promise<{ seeded: string[]; skipped: { brand: string; problems: Problem[] }[] }> {
      const seeded: string[] = [];
      const skipped: { brand: string; problems: Problem[] }[] = [];
      for (const entry of await files.listBrands()) {
        try {
          if (await seed(entry.id)) seeded.push(entry.id);
        } catch (error) {
          if (!(error instanceof ContentProblemsError)) throw error;
          skipped.push({ brand: entry.id, problems: error.problems });
        }
      }
      return { seeded, skipped };
    },

    /** The live publication of a brand (cached until the next one, here or on another instance), or null before its seed. */
    live: (brand: string) => cached(live, brand, () => liveOf(db, brand)),

    /**
     * What members are served of a brand (cached until the next publication): the live publication, or, when it does
     * not validate against the repository's base now, the last version that does (content null: the brand's files),
     * with the notice saying so.
     */
    served: cachedServed,

    /** Why members are not served the live publication, for the studio; null when they are. */
    async servedNotice(actor: StoreActor, brand: string): Promise<ServedNotice | null> {
      guard.readable(actor, brand);
      return (await cachedServed(brand)).notice;
    },

    /** Calls `listener` after every publication of any brand, on this instance or another on the same database. */
    onPublished(listener: (event: PublishedEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  return { methods, insertVersion, announce, stopListening };
}
