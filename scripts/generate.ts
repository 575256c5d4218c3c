// `npm run generate`: from the widgets and pages the features declare, the app's lists (src/app/generated/) and
// the page ids (schemas/generated/page-ids.ts; scripts/generate/declarations.ts); then schemas/*.schema.json (for
// editors), src/manifest/generated/validators.js (standalone ajv validators, one ESM file for the browser), and from
// the member API's declarations the browser's calls and the OpenAPI document (scripts/generate/member-api.ts). See
// docs/decisions/0001-schemas-single-source.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDeclarations } from './generate/declarations';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
// First, and alone: what follows imports the modules it writes (the manifest schema reads the widget declarations
// and the page ids), so they are imported only once written.
const declared = await generateDeclarations(root);
const { generateAll } = await import('./generate/generate-all');
const { memberApiVersion } = await import('./generate/member-api-version');
const { written, cached } = await generateAll(root);
written.unshift(...declared);
written.push(...(await (await import('./generate/rjsf-validators')).generateRjsfValidators(root))); // the structure editor's rjsf forms
written.push(...(await import('./generate/member-api')).generateMemberApi(root, memberApiVersion(root))); // the member API's calls
for (const file of written) console.log(`wrote ${file}`);
console.log(
  `generate: ${written.length === 0 ? 'everything up to date' : `${written.length} file(s) written`}` +
    `${cached ? ' (validators cached)' : ''} in ${Date.now() - started} ms.`,
);
