import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The content store's database: a tiny interface over PGlite (Postgres in WASM, the embedded default, its data in a
 * folder) and a real Postgres (`pg`, when DATABASE_URL is set, so several gateways share one database). The same
 * plain SQL runs on both: migrations in ./migrations/NNN_*.sql, applied in order, each in a transaction.
 */

export type Row = Record<string, unknown>;

/** What a statement runs on: the database itself or an open transaction. */
export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements with no parameters (a migration file). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws (the error is rethrown). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Calls `fn` with the payload of every NOTIFY on `channel` (from this connection's instance or any other). */
  listen(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>>;
  /** NOTIFY `channel`; inside a transaction (`tx`), delivered only when it commits. */
  notify(channel: string, payload: string, tx?: Queryable): Promise<void>;
  close(): Promise<void>;
  /** 'pglite' or 'postgres', for the start-up line. */
  readonly kind: 'pglite' | 'postgres';
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
function channelName(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
}

/** Whether a process of this machine runs with that id. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite's folder belongs to one process at a time (a second one writing it would corrupt it): a lock file names the
 * holder's pid; a lock whose process is gone is stale and taken over. Returns the release.
 */
export async function holdFolder(dataDir: string): Promise<() => Promise<void>> {
  const lock = join(dataDir, 'md-store.lock');
  const holder = Number(await readFile(lock, 'utf8').catch(() => ''));
  if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && running(holder)) {
    throw new Error(
      `The content store in ${dataDir} is open in another process (pid ${holder}, e.g. npm start). Stop that process first, or let several processes share a Postgres through DATABASE_URL.`,
    );
  }
  await writeFile(lock, String(process.pid));
  return () => rm(lock, { force: true });
}

/** PGlite: `dataDir` a folder (created when missing) or `memory://` (nothing kept, for tests). */
export async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const release = inMemory ? async () => undefined : await holdFolder(dataDir);
  const db = await PGlite.create(dataDir).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  const on = (q: Pick<typeof db, 'query' | 'exec'>): Queryable => ({
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      return (await q.query<T>(sql, [...params])).rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...on(db),
    transaction: (fn) => db.transaction((tx) => fn(on(tx))),
    async listen(channel, fn) {
      const stop = await db.listen(channelName(channel), fn);
      return async () => stop();
    },
    async notify(channel, payload, tx) {
      await (tx ?? on(db)).query('SELECT pg_notify($1, $2)', [channelName(channel), payload]);
    },
    close: async () => {
      await db.close();
      await release();
    },
  };
}

/** A real Postgres: a pool for statements and transactions, a dedicated client for LISTEN. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: 5 });
  // A dropped idle client is replaced by the pool; its error must not end the process.
  pool.on('error', (error) => console.error(`[content store] idle database client: ${error.message}`));
  const on = (q: { query: (sql: string, params?: unknown[]) => Promise<{ rows: Row[] }> }): Queryable => ({
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      return (await q.query(sql, [...params])).rows as T[];
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  let listener: InstanceType<typeof pg.Client> | null = null;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  async function listenerClient() {
    if (listener) return listener;
    const client = new pg.Client({ connectionString });
    await client.connect();
    client.on('notification', (message) => {
      for (const fn of handlers.get(message.channel) ?? []) fn(message.payload ?? '');
    });
    client.on('error', (error) => console.error(`[content store] LISTEN connection: ${error.message}`));
    listener = client;
    return client;
  }
  return {
    kind: 'postgres',
    ...on(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(on(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, fn) {
      const name = channelName(channel);
      const client = await listenerClient();
      let set = handlers.get(name);
      if (!set) {
        set = new Set();
        handlers.set(name, set);
        await client.query(`LISTEN ${name}`);
      }
      set.add(fn);
      return async () => {
        set.delete(fn);
      };
    },
    async notify(channel, payload, tx) {
      await (tx ?? on(pool)).query('SELECT pg_notify($1, $2)', [channelName(channel), payload]);
    },
    async close() {
      if (listener) await listener.end();
      await pool.end();
    },
  };
}

/**
 * The database the environment names: Postgres when DATABASE_URL is set, else PGlite in CONTENT_DB_DIR (default
 * `<repoRoot>/.data/content-db`; `memory://` keeps nothing).
 */
export function openDatabase(repoRoot: string, env: Record<string, string | undefined>): Promise<Database> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  return openPglite(env.CONTENT_DB_DIR || join(repoRoot, '.data', 'content-db'));
}

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;
/** Any fixed number: the advisory lock that keeps two gateways starting at once from migrating (or seeding) together. */
export const STORE_LOCK = 160_016;

/**
 * Applies every migration not yet applied, in order, each in its own transaction with its row in schema_migrations
 * (under an advisory lock, so two gateways starting at once apply each once). Returns the names it applied.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())');
  const applied: string[] = [];
  for (const name of files) {
    const sql = await readFile(join(dir, name), 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [STORE_LOCK]);
      if ((await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name])).length > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}
