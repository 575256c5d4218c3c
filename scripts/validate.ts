// `npm run validate`: every brand manifest (each brand's file laid over the base it extends), content file and
// committed schema file, checked the way the app loads them, plus what only a whole-repo view can see (copy keys,
// contrast, hosts, assets). Exit code 1 on error.
// Usage: tsx scripts/validate.ts [--root <dir>] [--brands-dir <dir>]... [--resolved <brand>]
//   --brands-dir <dir>  also checks the brands of <dir> (relative to the root), laid out like the repository:
//                       brands/*.json (they may extend brands/base.json), brands/assets/, content/brands/<id>/.
//   --resolved <brand>  prints that brand's resolved manifest (what the app, the gateway and the studio see) as
//                       JSON instead of the report; exit code 1 when it does not load.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatReport } from '../src/manifest/checks/report';
import { readRepoSnapshot } from './validate/read-snapshot';
import { resolvedManifestText } from './validate/resolved';
import { validateRepo } from './validate/run';

const flag = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const rootFlag = flag('--root');
const root = rootFlag ? path.resolve(rootFlag) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resolved = flag('--resolved');
const brandsDirs = process.argv.flatMap((arg, at) => (arg === '--brands-dir' && process.argv[at + 1] ? [process.argv[at + 1]!] : []));

const snapshot = readRepoSnapshot(root, brandsDirs);
const { text, exitCode } = resolved === undefined ? formatReport(validateRepo(snapshot)) : resolvedManifestText(snapshot, resolved);
process.stdout.write(text);
process.exitCode = exitCode;
