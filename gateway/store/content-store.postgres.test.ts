import { randomBytes } from 'node:crypto';
import { afterAll, describe, it } from 'vitest';
import { openPostgres, type Database } from './database';
import { releaseSuite } from './release-suite';
import { storeSuite } from './store-suite';

/*
 * The same store suite on a real PostgreSQL, when TEST_DATABASE_URL names one (`npm run test:unit` runs under
 * scripts/with-postgres.sh, which starts a throwaway Debian postgresql, installing it first as root when missing).
 * Without one the suite is skipped with the reason printed, never silently. Each run gets a database of its own.
 */

const url = process.env.TEST_DATABASE_URL;
const reason =
  process.env.TEST_POSTGRES_SKIP_REASON ??
  'TEST_DATABASE_URL is not set (npm run test:unit sets it through scripts/with-postgres.sh where PostgreSQL can be had)';

if (!url) {
  console.warn(`[content store on Postgres] skipped: ${reason}`);
  describe.skip(`content store on Postgres (skipped: ${reason})`, () => {
    it('runs the store suite on a real PostgreSQL', () => undefined);
  });
} else {
  const name = `md_store_${randomBytes(6).toString('hex')}`;
  const admin = () => openPostgres(url);
  const opened: Database[] = [];
  const withDatabase = (u: string, database: string) => {
    const parsed = new URL(u);
    parsed.pathname = `/${database}`;
    return parsed.toString();
  };
  let created: Promise<void> | null = null;
  const ensureDatabase = () =>
    (created ??= (async () => {
      const db = await admin();
      try {
        await db.exec(`CREATE DATABASE ${name}`);
      } finally {
        await db.close();
      }
    })());
  const open = async () => {
    await ensureDatabase();
    const db = await openPostgres(withDatabase(url, name));
    opened.push(db);
    return db;
  };

  storeSuite('content store on Postgres', open, open);
  releaseSuite('scheduled releases on Postgres', open, open);

  afterAll(async () => {
    await Promise.allSettled(opened.map((db) => db.close()));
    const db = await admin();
    try {
      await db.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await db.close();
    }
  });
}
