// `npm run validate`: every brand manifest, content file and committed schema file, checked the way the app
// loads them, plus what only a whole-repo view can see (copy keys, contrast, hosts, assets). Exit code 1 on error.
// Usage: tsx scripts/validate.ts [--root <dir>]   (the repository root by default)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRepoSnapshot } from './validate/read-snapshot';
import { formatReport } from './validate/report';
import { validateSnapshot } from './validate/run';

const rootFlag = process.argv.indexOf('--root');
const root =
  rootFlag >= 0 && process.argv[rootFlag + 1]
    ? path.resolve(process.argv[rootFlag + 1]!)
    : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { text, exitCode } = formatReport(validateSnapshot(readRepoSnapshot(root)));
process.stdout.write(text);
process.exitCode = exitCode;
