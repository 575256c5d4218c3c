import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildGateway } from '../app';

/*
 * The reference gateway as a process of its own for the app's page tests in jsdom (test/member-api-process.ts
 * starts it): the repository's brands and personas, demo mode (fault injection, reset), no content store and no
 * build (members' calls only). jsdom gives a test's globals another realm (its own Uint8Array), which the
 * gateway's libraries refuse, so it runs here and answers over loopback HTTP. Prints `listening <port>`.
 */

const app = await buildGateway({ distDir: mkdtempSync(join(tmpdir(), 'member-api-')) });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
// The test process ends it, or it ends with the test process (its stdin closes).
process.stdin.resume();
process.stdin.on('end', () => void app.close().then(() => process.exit(0)));
