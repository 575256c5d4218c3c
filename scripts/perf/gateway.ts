// The gateway a measurement runs against: one already answering on PERF_PORT when that is set, else one started
// here from the production build (DIST_DIR, default dist/) with a content store of its own in memory, stopped again
// when the measurement ends.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export interface PerfGateway {
  port: number;
  /** `http://<brand>.localhost:<port><path>`. */
  url(brand: string, path: string): string;
  stop(): Promise<void>;
}

// 127.0.0.1, not localhost: the gateway listens on IPv4 loopback only, and Node may try ::1 first.
async function answers(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/login`, { signal: AbortSignal.timeout(1_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * A port nothing listens on now, from the system's ephemeral range (32768 and up on Linux: none of them is one of
 * the Fetch standard's unsafe ports, which Chromium refuses).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * The started gateway's environment: this process's, but with a content store in memory, never the one `npm start`
 * holds (PGlite's folder is one process's; DATABASE_URL would be a shared Postgres): a measurement must neither
 * depend on nor change what is published there.
 */
export function gatewayEnv(env: NodeJS.ProcessEnv, port: number, distDir: string): NodeJS.ProcessEnv {
  const own: NodeJS.ProcessEnv = { ...env, PORT: String(port), DIST_DIR: distDir, CONTENT_DB_DIR: 'memory://' };
  delete own.DATABASE_URL;
  return own;
}

async function waitUntilAnswering(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the gateway exited with code ${child.exitCode}`);
    if (await answers(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the gateway did not answer on port ${port} within ${timeoutMs} ms`);
}

function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Detached, so the gateway and the tsx/node processes under it form one group of their own.
  process.kill(-child.pid, 'SIGTERM');
  return exited;
}

/**
 * PERF_PORT set: the gateway answering there, else one started there. Unset: one started on a free port, so a
 * measurement never lands on another process's gateway (npm start's, a parallel test run's).
 */
export async function useGateway(): Promise<PerfGateway> {
  const chosen = process.env.PERF_PORT;
  const port = chosen ? Number(chosen) : await freePort();
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`PERF_PORT must be a port number, not "${chosen}".`);
  const url = (brand: string, pathname: string) => `http://${brand}.localhost:${port}${pathname}`;
  if (chosen && (await answers(port))) {
    console.log(`Using the gateway already answering on port ${port} (PERF_PORT): its content store, not one in memory.`);
    return { port, url, stop: async () => undefined };
  }

  const distDir = path.resolve(repoRoot, process.env.DIST_DIR ?? 'dist');
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${distDir}/index.html not found: build first (npm run build, or set DIST_DIR to a build).`);
  }
  console.log(`Starting the gateway on port ${port} with the build in ${path.relative(repoRoot, distDir) || '.'} and its content store in memory.`);
  const child = spawn(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['gateway/server.ts'], {
    cwd: repoRoot,
    env: gatewayEnv(process.env, port, distDir),
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let stopping = false;
  // Said at once, so a run that then cannot connect is explained (a crash prints its error on stderr too).
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`The gateway on port ${port} exited (${signal ?? `code ${code}`}) before the measurement ended.`);
  });
  const stop = () => {
    stopping = true;
    return stopProcessGroup(child);
  };
  try {
    await waitUntilAnswering(port, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, url, stop };
}
