import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/*
 * The real gateway process (gateway/server.ts run as `npm run serve` runs it: node --import tsx), for the tests of
 * what only a process shows: refusing to start, its log on stdout, its shutdown on a signal.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  pid: number;
  stdout(): string;
  stderr(): string;
  /** Resolves when stdout has a line matching `pattern` (rejects if the process exits first or after `ms`). */
  waitFor(pattern: RegExp, ms?: number): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  signal(signal: NodeJS.Signals): void;
}

/** Starts gateway/server.ts with exactly `env` (plus PATH and HOME): nothing leaks in from the test's environment. */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/server.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const waiters = new Set<() => void>();
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8');
    for (const check of waiters) check();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    err += chunk.toString('utf8');
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      for (const check of waiters) check();
      resolve({ code, signal });
    });
  });
  return {
    pid: child.pid ?? -1,
    stdout: () => out,
    stderr: () => err,
    exited,
    signal: (signal) => void child.kill(signal),
    waitFor(pattern, ms = 45_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => done(new Error(`no line matching ${pattern} within ${ms} ms:\n${out}\n${err}`)), ms);
        const done = (error?: Error) => {
          clearTimeout(timer);
          waiters.delete(check);
          if (error) reject(error);
          else resolve();
        };
        const check = () => {
          if (pattern.test(out)) done();
          else if (child.exitCode !== null || child.signalCode !== null) done(new Error(`the gateway exited (${child.exitCode ?? child.signalCode}):\n${out}\n${err}`));
        };
        waiters.add(check);
        check();
      });
    },
  };
}
