import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, readRuntimeConfig, type RuntimeConfig } from './runtime-config';

const repoRoot = '/srv/dashboard';
const SECRET = 'a'.repeat(32);
/** What production needs besides NODE_ENV: a secret and the studio's accounts. */
const PROD = { NODE_ENV: 'production', GATEWAY_SECRET: SECRET, STUDIO_ACCOUNTS_FILE: 'config/studio-accounts.json' };

function configOf(env: Record<string, string | undefined>): RuntimeConfig {
  const result = readRuntimeConfig(env, repoRoot);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.config;
}

function problemsOf(env: Record<string, string | undefined>): string[] {
  const result = readRuntimeConfig(env, repoRoot);
  return result.ok ? [] : result.problems;
}

describe('development (no NODE_ENV=production): as npm start always behaved', () => {
  it('listens on loopback port 4173, demo on, a random secret per process, info logs', () => {
    expect(configOf({})).toEqual({
      production: false,
      host: '127.0.0.1',
      port: 4173,
      trustProxy: false,
      demo: true,
      secret: undefined,
      distDir: undefined,
      extraBrandRoots: [],
      shutdownTimeoutMs: DEFAULT_SHUTDOWN_TIMEOUT_MS,
      logLevel: 'info',
      warnings: [],
    });
  });

  it('GATEWAY_DEMO=0 turns demo mode off; any other value leaves it on', () => {
    expect(configOf({ GATEWAY_DEMO: '0' }).demo).toBe(false);
    expect(configOf({ GATEWAY_DEMO: '1' }).demo).toBe(true);
    expect(configOf({ NODE_ENV: 'test', GATEWAY_DEMO: '' }).demo).toBe(true);
  });

  it('takes a short secret as it is (no deployment to protect)', () => {
    expect(configOf({ GATEWAY_SECRET: 'dev' }).secret).toBe('dev');
  });

  it('reads PORT, HOST, DIST_DIR and every EXTRA_BRANDS_DIR folder (relative to the repository)', () => {
    const config = configOf({ PORT: '4480', HOST: '0.0.0.0', DIST_DIR: 'dist-e2e', EXTRA_BRANDS_DIR: ['test/fixtures/fifth-brand', '/abs/brands'].join(':') });
    expect(config).toMatchObject({ port: 4480, host: '0.0.0.0', distDir: join(repoRoot, 'dist-e2e') });
    expect(config.extraBrandRoots).toEqual([join(repoRoot, 'test/fixtures/fifth-brand'), '/abs/brands']);
  });
});

describe('production (NODE_ENV=production)', () => {
  it('needs GATEWAY_SECRET, and says how to make one', () => {
    const problems = problemsOf({ NODE_ENV: 'production', STUDIO_ACCOUNTS_FILE: PROD.STUDIO_ACCOUNTS_FILE });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^GATEWAY_SECRET is required when NODE_ENV=production: set it to a long random string \(e\.g\. `openssl rand -base64 48`\)\./);
    expect(problemsOf({ ...PROD, GATEWAY_SECRET: '' })).toEqual(problems);
  });

  it('refuses a secret under 32 characters (spaces around it do not count)', () => {
    expect(problemsOf({ ...PROD, GATEWAY_SECRET: 'a'.repeat(31) })[0]).toMatch(/^GATEWAY_SECRET is too short \(31 characters; at least 32/);
    expect(problemsOf({ ...PROD, GATEWAY_SECRET: ` ${'a'.repeat(30)}  ` })[0]).toMatch(/too short \(30 characters/);
    expect(configOf({ ...PROD }).secret).toBe(SECRET);
  });

  it('turns demo mode off, and refuses GATEWAY_DEMO asking for it', () => {
    expect(configOf({ ...PROD }).demo).toBe(false);
    expect(configOf({ ...PROD, GATEWAY_DEMO: '0' }).demo).toBe(false);
    for (const value of ['1', 'true', 'yes']) {
      expect(problemsOf({ ...PROD, GATEWAY_DEMO: value })).toEqual([
        expect.stringMatching(new RegExp(`^GATEWAY_DEMO=${value} is refused when NODE_ENV=production: .*Unset GATEWAY_DEMO\\.$`)),
      ]);
    }
  });

  it('needs the studio’s own accounts, resolved against the repository, and says how to write them', () => {
    expect(problemsOf({ ...PROD, STUDIO_ACCOUNTS_FILE: undefined })).toEqual([
      expect.stringMatching(/^STUDIO_ACCOUNTS_FILE is required when NODE_ENV=production: .*hash-password\.ts.*The demo's accounts are not used in production\.$/),
    ]);
    expect(configOf(PROD).studioAccountsFile).toBe(join(repoRoot, 'config/studio-accounts.json'));
    expect(configOf({}).studioAccountsFile).toBeUndefined();
  });

  it('needs no studio accounts for a process without the studio (the reference API alone)', () => {
    expect(readRuntimeConfig({ ...PROD, STUDIO_ACCOUNTS_FILE: undefined }, repoRoot, { studio: false }).ok).toBe(true);
  });

  it('lists every problem at once', () => {
    expect(problemsOf({ NODE_ENV: 'production', GATEWAY_DEMO: '1', PORT: 'eighty' })).toHaveLength(4);
  });

  it('listens where HOST says (all interfaces for a load balancer), loopback otherwise', () => {
    expect(configOf({ ...PROD }).host).toBe('127.0.0.1');
    expect(configOf({ ...PROD, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('warns that a store in memory keeps nothing, unless Postgres is configured', () => {
    expect(configOf({ ...PROD, CONTENT_DB_DIR: 'memory://' }).warnings).toEqual([expect.stringMatching(/keeps nothing/)]);
    expect(configOf({ ...PROD, DATABASE_URL: 'postgres://db/x' }).warnings).toEqual([]);
    expect(configOf({ CONTENT_DB_DIR: 'memory://' }).warnings).toEqual([]);
  });
});

describe('values that are not what they should be', () => {
  it.each([
    [{ PORT: '-1' }, /^PORT must be a port number/],
    [{ PORT: '65536' }, /^PORT must be a port number/],
    [{ PORT: '80; rm -rf /' }, /^PORT must be a port number/],
    [{ HOST: 'local host' }, /^HOST must be an address/],
    [{ TRUST_PROXY: 'true' }, /^TRUST_PROXY must name the load balancer/],
    [{ TRUST_PROXY: '1' }, /^TRUST_PROXY must name/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^TRUST_PROXY must name/],
    [{ TRUST_PROXY: '10.0.0.1, lb.internal' }, /^TRUST_PROXY must name/],
    [{ GATEWAY_SHUTDOWN_TIMEOUT_MS: '0' }, /^GATEWAY_SHUTDOWN_TIMEOUT_MS must be a number of milliseconds/],
    [{ GATEWAY_SHUTDOWN_TIMEOUT_MS: '1e4' }, /^GATEWAY_SHUTDOWN_TIMEOUT_MS must be/],
    [{ LOG_LEVEL: 'verbose' }, /^LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/],
    [{ LOG_LEVEL: 'toString' }, /^LOG_LEVEL must be one of/],
    [{ MEMBER_API_URL: 'ftp://api.internal' }, /^MEMBER_API_URL must be the member API's origin/],
    [{ MEMBER_API_URL: 'http://api.internal/api' }, /^MEMBER_API_URL must be the member API's origin/],
    [{ MEMBER_API_URL: 'http://user:secret@api.internal' }, /^MEMBER_API_URL must be/],
    [{ MEMBER_API_URL: 'api.internal:4174' }, /^MEMBER_API_URL must be/],
  ])('%j is refused with a sentence', (env, message) => {
    expect(problemsOf(env)).toEqual([expect.stringMatching(message)]);
  });

  it('takes the proxies to trust: their addresses and ranges', () => {
    expect(configOf({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8']);
  });

  it('takes the member API’s origin, or embeds the reference API without one', () => {
    expect(configOf({ MEMBER_API_URL: 'http://127.0.0.1:4174' }).memberApiUrl).toBe('http://127.0.0.1:4174');
    expect(configOf({ MEMBER_API_URL: 'https://members.insurer.example/' }).memberApiUrl).toBe('https://members.insurer.example');
    expect(configOf({}).memberApiUrl).toBeUndefined();
  });

  it('takes a shutdown timeout and a log level', () => {
    expect(configOf({ GATEWAY_SHUTDOWN_TIMEOUT_MS: '2500', LOG_LEVEL: 'warn' })).toMatchObject({ shutdownTimeoutMs: 2500, logLevel: 'warn' });
  });
});
