import { writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureRepo, type FixtureRepo } from './testing/fixture-repo';
import { PASSWORD } from './testing/gateway-harness';
import { startServer, type ServerProcess } from './testing/server-process';
import { demoStudioAccounts } from './studio/accounts';

/*
 * gateway/server.ts as a process with NODE_ENV=production (issue 27 item 4): it refuses to start without a proper
 * secret, logs JSON lines in which no token, password, cookie or member's data appears, answers /healthz and
 * /readyz, and on SIGTERM finishes the request in flight, refuses new connections and exits 0 (1 past its timeout).
 */

const SECRET = 'test-secret-of-the-production-run-0123456789';
let repo: FixtureRepo;
let accountsFile: string;
let badAccountsFile: string;
beforeAll(async () => {
  repo = await createFixtureRepo();
  // The deployment's own studio account (the demo viewer's password hash, under another name).
  accountsFile = join(repo.repoRoot, 'studio-accounts.json');
  writeFileSync(accountsFile, JSON.stringify([{ username: 'curator', role: 'viewer', passwordHash: demoStudioAccounts.get('viewer')!.passwordHash }]));
  badAccountsFile = join(repo.repoRoot, 'bad-accounts.json');
  writeFileSync(badAccountsFile, JSON.stringify([{ username: 'curator', role: 'owner', passwordHash: 'plain' }]));
});
afterAll(() => repo?.cleanup());

const production = (port: number, extra: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  GATEWAY_SECRET: SECRET,
  STUDIO_ACCOUNTS_FILE: accountsFile,
  PORT: String(port),
  CONTENT_DB_DIR: 'memory://',
  DIST_DIR: repo.distDir,
  ...extra,
});

/** Whether a new TCP connection to the port is refused. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

async function eventuallyRefused(port: number): Promise<boolean> {
  for (let i = 0; i < 40; i += 1) {
    if (await refused(port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** A POST whose body arrives in two halves: in flight from its first half until `finish()`. */
function slowPost(port: number, path: string, body: string) {
  const request = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
    agent: false,
    headers: { host: 'main.localhost', 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    request.once('error', reject);
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return { response, finish: () => request.end(body.slice(half)), abort: () => request.destroy() };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('refusing to start', () => {
  it.each([
    [{ GATEWAY_SECRET: '' }, /GATEWAY_SECRET is required when NODE_ENV=production: set it to a long random string/],
    [{ GATEWAY_SECRET: 'short' }, /GATEWAY_SECRET is too short/],
    [{ GATEWAY_DEMO: '1' }, /GATEWAY_DEMO=1 is refused when NODE_ENV=production/],
    [{ STUDIO_ACCOUNTS_FILE: '' }, /STUDIO_ACCOUNTS_FILE is required when NODE_ENV=production/],
    [{ STUDIO_ACCOUNTS_FILE: '/nowhere/accounts.json' }, /STUDIO_ACCOUNTS_FILE \/nowhere\/accounts\.json cannot be read/],
  ])('%j: says why on stderr, exits 1, never listens', async (extra, message) => {
    const server = startServer(production(4480, extra));
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.stderr()).toMatch(/^The gateway did not start:\n- /);
    expect(server.stderr()).toMatch(message);
    expect(await refused(4480)).toBe(true);
  }, 60_000);
});

it('refuses a studio accounts file that does not match, and says what is wrong', async () => {
  const server = startServer(production(4480, { STUDIO_ACCOUNTS_FILE: badAccountsFile }));
  expect((await server.exited).code).toBe(1);
  expect(server.stderr()).toMatch(/bad-accounts\.json\/0\/role: must be equal to one of the allowed values/);
  expect(server.stderr()).not.toMatch(/plain/);
}, 60_000);

describe('a production run', () => {
  let server: ServerProcess;
  const port = 4481;
  const base = `http://127.0.0.1:${port}`;
  const needles: string[] = [];

  beforeAll(async () => {
    server = startServer(production(port));
    await server.waitFor(/"msg":"gateway ready"/);
  }, 60_000);
  // Ended by the SIGTERM test; killed here only if a test failed before it.
  afterAll(() => server?.signal('SIGKILL'));

  it('answers /healthz and /readyz (the store answers), and has no demo calls', async () => {
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { store: 'ok' } });
    expect((await fetch(`${base}/api/__demo/reset`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${base}/api/__demo/outbox?to=dana.rivera@example.com`)).status).toBe(404);
  });

  it('opens the studio to the deployment’s accounts only, not the demo’s', async () => {
    const signIn = (username: string) =>
      fetch(`${base}/api/studio/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'main.localhost', origin: base },
        body: JSON.stringify({ username, password: PASSWORD }),
      });
    expect((await signIn('publisher')).status).toBe(401);
    expect((await signIn('curator')).status).toBe(200);
  });

  it('serves members: sign-in, calls with the token, cookies, passwords and personal data', async () => {
    const json = { 'content-type': 'application/json', host: 'main.localhost' };
    const signIn = await fetch(`${base}/api/token`, { method: 'POST', headers: json, body: JSON.stringify({ username: 'subscriber', password: PASSWORD, domainId: 1 }) });
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    const studio = await fetch(`${base}/api/studio/session`, {
      method: 'POST',
      headers: { ...json, origin: base },
      body: JSON.stringify({ username: 'curator', password: PASSWORD }),
    });
    expect(studio.status).toBe(200);
    const studioCookie = (studio.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const cookie = `${studioCookie}; md_session=${token}`;
    const account = await fetch(`${base}/api/account?token=${token}&memberKey=700100`, { headers: { host: 'main.localhost', authorization: `Bearer ${token}`, cookie } });
    expect(account.status).toBe(200);
    const { email, family, member } = (await account.json()) as { email: string; family: { subscriberId: string }; member: Record<string, string> };
    const identity = { subscriberId: family.subscriberId, firstName: member.firstName, lastName: member.lastName, dateOfBirth: member.dateOfBirth, domainId: 1 };
    expect((await fetch(`${base}/api/validation/user-details`, { method: 'POST', headers: json, body: JSON.stringify(identity) })).status).toBe(200);
    const change = await fetch(`${base}/api/account/password`, {
      method: 'PUT',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify({ currentPassword: 'Wrong-Current-9!', newPassword: 'Never-Logged-9!' }),
    });
    expect(change.status).toBeGreaterThanOrEqual(400);
    expect(change.status).toBeLessThan(500);
    expect((await fetch(`${base}/home?email=${encodeURIComponent(email)}`, { headers: { host: 'main.localhost', cookie } })).status).toBe(200);
    needles.push(token, token.split('.')[2] as string, PASSWORD, 'Wrong-Current-9!', 'Never-Logged-9!', studioCookie.split('=')[1] as string);
    needles.push(email, family.subscriberId, member.firstName as string, member.lastName as string, member.dateOfBirth as string, member.memberKey as string);
  });

  it('on SIGTERM, finishes the request in flight, refuses new connections, closes the store and exits 0', async () => {
    const inFlight = slowPost(port, '/api/token', JSON.stringify({ username: 'adultdep', password: PASSWORD, domainId: 1 }));
    await pause(300);
    server.signal('SIGTERM');
    await server.waitFor(/"msg":"shutting down/);
    expect(await eventuallyRefused(port)).toBe(true);
    inFlight.finish();
    const answered = await inFlight.response;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toHaveProperty('token');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.stdout()).toMatch(/"msg":"shut down: every request answered, the store closed"/);
  }, 30_000);

  it("wrote JSON lines only, a line a request (method, route, status, time), and none of the run's secrets or member data", () => {
    const lines = server.stdout().split('\n').filter(Boolean);
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = records.filter((record) => record.msg === 'request completed');
    expect(requests.length).toBeGreaterThanOrEqual(8);
    for (const record of requests) {
      expect(record).toMatchObject({ level: 30, method: expect.any(String), route: expect.stringMatching(/^\//), status: expect.any(Number), responseTime: expect.any(Number) });
    }
    expect(requests).toContainEqual(expect.objectContaining({ method: 'GET', route: '/api/account', status: 200 }));
    expect(requests).toContainEqual(expect.objectContaining({ method: 'GET', route: '/home', status: 200 }));
    // The probes of /healthz and /readyz are not logged (warn and up only).
    expect(requests.filter((record) => record.route === '/healthz' || record.route === '/readyz')).toEqual([]);
    expect(needles.length).toBe(12);
    const log = `${server.stdout()}\n${server.stderr()}`;
    for (const needle of needles) {
      const pattern = new RegExp(`(?<![0-9A-Za-z])${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9A-Za-z])`);
      expect(pattern.test(log), `the log holds ${needle.slice(0, 12)}…`).toBe(false);
    }
    expect(log).not.toMatch(/[?&](token|memberKey|email)=/);
  });
});

describe('a shutdown that cannot finish', () => {
  it('exits 1 with a log line once GATEWAY_SHUTDOWN_TIMEOUT_MS has passed', async () => {
    const port = 4482;
    const server = startServer(production(port, { GATEWAY_SHUTDOWN_TIMEOUT_MS: '500' }));
    await server.waitFor(/"msg":"gateway ready"/);
    const stuck = slowPost(port, '/api/token', JSON.stringify({ username: 'subscriber', password: PASSWORD, domainId: 1 }));
    stuck.response.catch(() => undefined);
    await pause(300);
    const signalled = Date.now();
    server.signal('SIGTERM');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(Date.now() - signalled).toBeLessThan(5_000);
    expect(server.stdout()).toMatch(/"level":50,.*"msg":"shutdown timed out: requests still in flight/);
    stuck.abort();
  }, 60_000);
});
