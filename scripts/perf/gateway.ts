// The gateway a measurement runs against: one already answering on PERF_PORT, else one started here from the
// production build (DIST_DIR, default dist/), stopped again when the measurement ends.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
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

export async function useGateway(): Promise<PerfGateway> {
  const port = Number(process.env.PERF_PORT ?? 4176);
  const url = (brand: string, pathname: string) => `http://${brand}.localhost:${port}${pathname}`;
  if (await answers(port)) {
    console.log(`Using the gateway already answering on port ${port}.`);
    return { port, url, stop: async () => undefined };
  }

  const distDir = path.resolve(repoRoot, process.env.DIST_DIR ?? 'dist');
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${distDir}/index.html not found: build first (npm run build, or set DIST_DIR to a build).`);
  }
  console.log(`Starting the gateway on port ${port} with the build in ${path.relative(repoRoot, distDir) || '.'}.`);
  const child = spawn(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['gateway/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DIST_DIR: distDir },
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
