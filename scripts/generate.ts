// `npm run generate`: schemas/*.schema.json (for editors), src/manifest/generated/validators.js (standalone ajv
// validators, one ESM file for the browser), and from the member API's declarations the browser's calls and the
// OpenAPI document (scripts/generate/member-api.ts). See docs/decisions/0001-schemas-single-source.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateAll } from './generate/generate-all';
import { memberApiVersion } from './generate/member-api-version';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const { written, cached } = await generateAll(root);
written.push(...(await (await import('./generate/rjsf-validators')).generateRjsfValidators(root))); // the structure editor's rjsf forms
written.push(...(await import('./generate/member-api')).generateMemberApi(root, memberApiVersion(root))); // the member API's calls
for (const file of written) console.log(`wrote ${file}`);
console.log(
  `generate: ${written.length === 0 ? 'everything up to date' : `${written.length} file(s) written`}` +
    `${cached ? ' (validators cached)' : ''} in ${Date.now() - started} ms.`,
);
