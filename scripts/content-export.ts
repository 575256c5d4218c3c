// npm run content:export: writes each brand's live publication (the studio's content store) back to brands/ and
// content/brands/, as files a developer commits after `npm run validate`. The store is the one `npm start` uses:
// DATABASE_URL (Postgres) or CONTENT_DB_DIR (PGlite, default .data/content-db; stop the gateway first: a PGlite
// folder is one process's at a time).
import { delimiter, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openContentStore } from '../gateway/store/content-store';
import { exportPublications } from '../gateway/store/export';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const extraBrandRoots = (process.env.EXTRA_BRANDS_DIR ?? '').split(delimiter).filter(Boolean).map((dir) => resolve(repoRoot, dir));

try {
  const store = await openContentStore({ repoRoot, env: process.env, extraBrandRoots });
  try {
    const brands = await exportPublications(store);
    if (brands.length === 0) console.log('No publication in the content store yet (npm start seeds it from the files).');
    let written = 0;
    for (const b of brands) {
      console.log(`${b.brand}: version ${b.version} by ${b.author} (${b.message})`);
      for (const f of b.files) {
        if (f.action !== 'unchanged') written += 1;
        console.log(`  ${f.action.padEnd(9)} ${f.path}`);
      }
    }
    console.log(written === 0 ? 'The files already match the live publications.' : `${written} file(s) changed: run npm run validate, review git diff, then commit.`);
  } finally {
    await store.close();
  }
} catch (error) {
  console.error(`content:export: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
