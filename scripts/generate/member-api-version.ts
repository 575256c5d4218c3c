import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The OpenAPI document's version: the package's. */
export const memberApiVersion = (root: string): string =>
  (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
