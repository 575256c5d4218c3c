import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openContentStore, type ContentStore } from '../store/content-store';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface RepoCopyStore {
  /** The copy of the repository's brands/ and content/ (a test may edit it). */
  root: string;
  store: ContentStore;
  close(): Promise<void>;
}

/** A content store in memory over a temporary copy of the repository's brands/ and content/, seeded from it. */
export async function createRepoCopyStore(name: string, seed?: readonly string[]): Promise<RepoCopyStore> {
  const root = await mkdtemp(join(tmpdir(), `${name}-`));
  await cp(join(repoRoot, 'brands'), join(root, 'brands'), { recursive: true });
  await cp(join(repoRoot, 'content'), join(root, 'content'), { recursive: true });
  const store = await openContentStore({ repoRoot: root, env: { CONTENT_DB_DIR: 'memory://' } });
  if (seed) for (const brand of seed) await store.seed(brand);
  else await store.seedAll();
  return {
    root,
    store,
    async close() {
      await store.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
