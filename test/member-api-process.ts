import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from './fixtures/personas';

/*
 * The reference gateway for page tests in jsdom: a process of its own (gateway/testing/member-api-server.ts), the
 * repository's brands and personas, with the demo fault injection (gateway/shared/faults.ts). `fetchAs` stands in for the
 * browser's fetch: a page's `fetch('/api/…')` goes to it over loopback with the brand's host, as a browser's would;
 * a connection the gateway drops fails as the browser's does (a TypeError).
 */

// Not `new URL('..', import.meta.url)`: in jsdom tests vitest rewrites that to the page's address.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** One request the page made. */
export interface MadeCall {
  method: string;
  /** Below /api, without the query: `/claims/medical`. */
  path: string;
  accept: string | null;
  /** The answer's status once answered (0: the connection dropped). */
  status?: number;
}

/** A fault of gateway/shared/faults.ts: every request to `path` (below /api) answers `status` until cleared. */
export interface ApiFault {
  path: string;
  status: number;
}

export interface BrowserFetch {
  fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
  /** The calls made so far, in order. */
  calls: MadeCall[];
  /** Requests sent and not yet answered. */
  inFlight(): number;
}

export interface MemberApi {
  /** A browser's fetch on `<brand>.localhost`, recording each call. */
  fetchAs(brand: string): BrowserFetch;
  /** Signs a persona in (POST /api/token, as the login page does) and answers the session token. */
  signIn(username: string, domainId: number): Promise<string>;
  inject(fault: ApiFault): Promise<void>;
  clearFaults(): Promise<void>;
  /** Restores the seeded personas (POST /api/__demo/reset). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function send(port: number, options: { method: string; path: string; headers: Record<string, string>; body?: string; signal?: AbortSignal | null }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method: options.method, path: options.path, headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) headers[name] = String(value);
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    });
    const abort = () => {
      req.destroy();
      reject(options.signal?.reason as Error);
    };
    if (options.signal?.aborted) return abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    req.on('error', (error) => reject(error));
    req.end(options.body);
  });
}

const headerRecord = (headers: HeadersInit | undefined): Record<string, string> => {
  const record: Record<string, string> = {};
  new Headers(headers).forEach((value, name) => {
    record[name] = value;
  });
  return record;
};

/** Starts the gateway process; `close()` it in `afterAll`. */
export async function startMemberApi(): Promise<MemberApi> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/testing/member-api-server.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`The member API process exited (${code}): ${out}`)));
  });

  const control = async (method: string, path: string, body?: unknown) => {
    const answer = await send(port, {
      method,
      path,
      headers: { host: 'main.localhost', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${answer.body.toString('utf8')}`);
    return answer;
  };

  return {
    fetchAs(brand) {
      const calls: MadeCall[] = [];
      let pending = 0;
      const fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const headers = headerRecord(init.headers);
        const method = init.method ?? 'GET';
        const made: MadeCall = { method, path: url.replace(/^\/api/, '').split('?')[0] ?? '', accept: headers.accept ?? null };
        calls.push(made);
        pending += 1;
        try {
          const answer = await send(port, {
            method,
            path: url,
            headers: { ...headers, host: `${brand}.localhost` },
            body: typeof init.body === 'string' ? init.body : undefined,
            signal: init.signal,
          }).catch((error: unknown) => {
            if (init.signal?.aborted) throw error;
            made.status = 0;
            // A dropped connection: what the browser's fetch rejects with.
            throw new TypeError('Failed to fetch');
          });
          made.status = answer.status;
          const empty = answer.status === 204 || answer.status === 304;
          return new Response(empty ? null : new Uint8Array(answer.body), { status: answer.status, headers: answer.headers });
        } finally {
          pending -= 1;
        }
      };
      return { fetch, calls, inFlight: () => pending };
    },
    async signIn(username, domainId) {
      const answer = await control('POST', '/api/token', { username, password: DEMO_PASSWORD, domainId });
      return (JSON.parse(answer.body.toString('utf8')) as { token: string }).token;
    },
    inject: async (fault) => void (await control('POST', '/api/__demo/faults', { ...fault, path: `/api${fault.path}` })),
    clearFaults: async () => void (await control('DELETE', '/api/__demo/faults')),
    reset: async () => void (await control('POST', '/api/__demo/reset')),
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.stdin.end();
        setTimeout(() => child.kill(), 2_000).unref();
      }),
  };
}
