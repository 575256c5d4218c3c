import { fileURLToPath } from 'node:url';
import { buildReferenceApiApp } from './app';
import { readRuntimeConfig } from '../shared/runtime-config';
import { drainOnSignals } from '../shared/shutdown';

// `npm run reference-api`: the stand-in insurer API alone (REFERENCE_API_PORT, default 4174), for a gateway started with
// MEMBER_API_URL=http://127.0.0.1:4174. The environment is read as the gateway's (runtime-config.ts), but for its port.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const configured = readRuntimeConfig({ ...process.env, PORT: process.env.REFERENCE_API_PORT ?? '4174' }, repoRoot, { studio: false });
if (!configured.ok) {
  console.error('The reference API did not start:');
  for (const problem of configured.problems) console.error(`- ${problem}`);
  process.exit(1);
}
const config = configured.config;
const app = buildReferenceApiApp({
  repoRoot,
  extraBrandRoots: config.extraBrandRoots,
  demo: config.demo,
  secret: config.secret,
  log: { level: config.logLevel },
});
drainOnSignals(app, { closeStore: async () => undefined, timeoutMs: config.shutdownTimeoutMs });
await app.listen({ host: config.host, port: config.port });
if (!config.production) console.log(`Reference API: http://${config.host}:${config.port}/api (point a gateway at it with MEMBER_API_URL)`);
