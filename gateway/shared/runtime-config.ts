import { isIP } from 'node:net';
import { delimiter, resolve } from 'node:path';

/*
 * What the gateway process reads from its environment (gateway/server.ts), checked before anything starts. Pure: an
 * environment in, a configuration or every problem with it out (each a sentence saying what to set).
 *
 * NODE_ENV=production: demo mode is off (GATEWAY_DEMO=1 is refused, not ignored: a deployment that asks for the
 * demo's reset, faults and outbox is a mistake to stop, not to guess at), GATEWAY_SECRET is required and long, and
 * STUDIO_ACCOUNTS_FILE names the studio's own accounts (the demo's publish with a password anyone can read).
 * Otherwise (development, tests): as before, demo on unless GATEWAY_DEMO=0, a random secret when none is set.
 */

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface RuntimeConfig {
  production: boolean;
  /** The address to listen on: HOST, default 127.0.0.1 (loopback; browsers resolve every *.localhost to it). */
  host: string;
  port: number;
  /**
   * Which senders' X-Forwarded-For/-Proto/-Host are believed (TRUST_PROXY): the load balancer's addresses and
   * ranges; false: none. Behind a TLS-terminating load balancer the studio's same-origin check
   * needs the original scheme and host, and its sign-in throttle the client's address.
   */
  trustProxy: false | string[];
  /** Demo mode: /api/__demo/* (reset, faults), fault injection, demo scopes, the outbox, preview personas. */
  demo: boolean;
  /** The token signing secret; undefined outside production when none is set (a random one per process). */
  secret: string | undefined;
  /** Another build to serve (DIST_DIR); undefined: the repository's dist/. */
  distDir: string | undefined;
  /** EXTRA_BRANDS_DIR: folders of extra brands, resolved against the repository. */
  extraBrandRoots: string[];
  /** How long a SIGTERM or SIGINT waits for requests in flight before the process gives up (exit 1). */
  shutdownTimeoutMs: number;
  logLevel: LogLevel;
  /** MEMBER_API_URL: the member API to reach over HTTP (an origin); undefined: the reference API embedded. */
  memberApiUrl: string | undefined;
  /** STUDIO_ACCOUNTS_FILE, resolved: the studio's accounts (gateway/studio/account-file.ts); undefined: the demo's. */
  studioAccountsFile: string | undefined;
  /** Worth saying at start-up, but no reason to refuse it. */
  warnings: string[];
}

export type RuntimeConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; problems: string[] };

/** The shortest GATEWAY_SECRET production accepts (HS256 wants a key of at least 256 bits). */
export const MIN_SECRET_LENGTH = 32;
export const DEFAULT_PORT = 4173;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

const SECRET_ADVICE = 'set it to a long random string (e.g. `openssl rand -base64 48`).';

/** TRUST_PROXY: addresses and CIDR ranges separated by commas; null: not that. */
function trustedProxies(value: string): string[] | null {
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || extra !== undefined) return false;
    return bits === undefined || integerIn(bits, 0, family === 4 ? 32 : 128) !== null;
  });
  return valid ? entries : null;
}

/** MEMBER_API_URL's origin (scheme, host, port), or null when it is not one. */
function memberApiOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
    return (url.protocol === 'http:' || url.protocol === 'https:') && bare ? url.origin : null;
  } catch {
    return null;
  }
}

function integerIn(value: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/** `serves.studio`: false for a process without the studio (the reference API alone), which needs no studio accounts. */
export function readRuntimeConfig(
  env: Readonly<Record<string, string | undefined>>,
  repoRoot: string,
  serves: { studio: boolean } = { studio: true },
): RuntimeConfigResult {
  const problems: string[] = [];
  const warnings: string[] = [];
  const production = env.NODE_ENV === 'production';
  const set = (name: string): string | undefined => (env[name] === undefined || env[name] === '' ? undefined : env[name]);

  const portText = set('PORT');
  const port = portText === undefined ? DEFAULT_PORT : integerIn(portText, 0, 65_535);
  if (port === null) problems.push(`PORT must be a port number (0 to 65535); it is "${portText}".`);

  const host = set('HOST') ?? DEFAULT_HOST;
  if (/\s/.test(host)) problems.push(`HOST must be an address to listen on, like 0.0.0.0 or 127.0.0.1; it is "${host}".`);

  const demoText = set('GATEWAY_DEMO');
  let demo = demoText !== '0';
  if (production) {
    if (demoText !== undefined && demoText !== '0') {
      problems.push(
        `GATEWAY_DEMO=${demoText} is refused when NODE_ENV=production: demo mode lets anyone reset the members' state, inject faults and read the e-mails the gateway sends. Unset GATEWAY_DEMO.`,
      );
    }
    demo = false;
  }

  const secret = set('GATEWAY_SECRET');
  if (production && secret === undefined) {
    problems.push(`GATEWAY_SECRET is required when NODE_ENV=production: ${SECRET_ADVICE} Every instance behind one address needs the same one.`);
  } else if (production && secret !== undefined && secret.trim().length < MIN_SECRET_LENGTH) {
    problems.push(`GATEWAY_SECRET is too short (${secret.trim().length} characters; at least ${MIN_SECRET_LENGTH} when NODE_ENV=production): ${SECRET_ADVICE}`);
  }

  const accountsText = set('STUDIO_ACCOUNTS_FILE');
  if (production && serves.studio && accountsText === undefined) {
    problems.push(
      'STUDIO_ACCOUNTS_FILE is required when NODE_ENV=production: a JSON file of the studio\'s accounts ([{ "username", "role", "brandRoles"?, "passwordHash" }], each hash from `npx tsx gateway/scripts/hash-password.ts \'<password>\'`). The demo\'s accounts are not used in production.',
    );
  }

  const memberApiText = set('MEMBER_API_URL');
  const memberApiUrl = memberApiText === undefined ? undefined : memberApiOrigin(memberApiText);
  if (memberApiUrl === null) {
    problems.push(`MEMBER_API_URL must be the member API's origin, http(s)://host[:port] with nothing after it (its calls are below /api); it is "${memberApiText}".`);
  }

  const proxyText = set('TRUST_PROXY');
  const trustProxy = proxyText === undefined ? false : trustedProxies(proxyText);
  if (trustProxy === null) {
    problems.push(
      `TRUST_PROXY must name the load balancer: its addresses or CIDR ranges, separated by commas (e.g. 10.0.0.0/8); it is "${proxyText}".`,
    );
  }

  const timeoutText = set('GATEWAY_SHUTDOWN_TIMEOUT_MS');
  const shutdownTimeoutMs = timeoutText === undefined ? DEFAULT_SHUTDOWN_TIMEOUT_MS : integerIn(timeoutText, 1, 600_000);
  if (shutdownTimeoutMs === null) problems.push(`GATEWAY_SHUTDOWN_TIMEOUT_MS must be a number of milliseconds (1 to 600000); it is "${timeoutText}".`);

  const levelText = set('LOG_LEVEL');
  const logLevel = levelText === undefined ? 'info' : LOG_LEVELS.find((level) => level === levelText);
  if (logLevel === undefined) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; it is "${levelText}".`);

  if (production && set('CONTENT_DB_DIR')?.startsWith('memory://') && set('DATABASE_URL') === undefined) {
    warnings.push('CONTENT_DB_DIR=memory:// keeps nothing: every publication is lost when the process stops. Set DATABASE_URL for Postgres.');
  }

  if (problems.length > 0 || port === null || memberApiUrl === null || trustProxy === null || shutdownTimeoutMs === null || logLevel === undefined) return { ok: false, problems };
  const distText = set('DIST_DIR');
  return {
    ok: true,
    config: {
      production,
      host,
      port,
      trustProxy,
      demo,
      secret,
      distDir: distText === undefined ? undefined : resolve(repoRoot, distText),
      extraBrandRoots: (env.EXTRA_BRANDS_DIR ?? '').split(delimiter).filter(Boolean).map((dir) => resolve(repoRoot, dir)),
      shutdownTimeoutMs,
      logLevel,
      memberApiUrl,
      studioAccountsFile: accountsText === undefined ? undefined : resolve(repoRoot, accountsText),
      warnings,
    },
  };
}
