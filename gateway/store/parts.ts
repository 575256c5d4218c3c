import type { LayeredContentSource } from '../shared/content-source';
import type { ContentChecks } from './content-checks';
import type { Database } from './database';
import type { Guard } from './permissions';
import type { Publications } from './publication';

/** What each part of the store (content-store.ts) works with: the database, the clock and the other parts. */
export interface StoreParts {
  db: Database;
  now: () => Date;
  /** The repository's files: the brands, their own files (seed, repo diff), and boots of any content. */
  files: LayeredContentSource;
  guard: Guard;
  checks: ContentChecks;
  pubs: Publications;
}
