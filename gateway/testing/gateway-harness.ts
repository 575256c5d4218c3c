import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildGateway, type GatewayOptions } from '../app';
import { buildReferenceApiApp } from '../reference-api/app';
import { seedAccounts } from '../reference-api/personas/accounts';
import { createFixtureRepo, type FixtureRepo } from './fixture-repo';

export const PASSWORD = 'Dashboard1!';
/** A fixed "today" for tests: 15 June 2025, noon local time. */
export const TODAY = new Date(2025, 5, 15, 12, 0, 0);

export interface Harness {
  app: FastifyInstance;
  repo: FixtureRepo;
  clock: { now: Date };
  login(username: string, domainId?: number, password?: string): Promise<string>;
  get(path: string, token?: string, host?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const accounts = seedAccounts();

/** The domain a persona logs in on (its brand's). */
export const domainOf = (username: string) => accounts.find((a) => a.username === username)?.domainId ?? 1;

export interface HarnessOptions extends Partial<GatewayOptions> {
  /** The reference API's app alone, as a server reaches it (its own answers: what a server would not forward). */
  referenceApiAlone?: boolean;
}

export async function createHarness({ referenceApiAlone = false, ...options }: HarnessOptions = {}): Promise<Harness> {
  const repo = await createFixtureRepo();
  const clock = { now: new Date(TODAY) };
  const now = () => clock.now;
  const app = referenceApiAlone
    ? buildReferenceApiApp({ repoRoot: repo.repoRoot, now, extraBrandRoots: options.extraBrandRoots ?? [] })
    : await buildGateway({ repoRoot: repo.repoRoot, distDir: repo.distDir, now, ...options });
  return {
    app,
    repo,
    clock,
    async login(username, domainId = domainOf(username), password = PASSWORD) {
      const response = await app.inject({ method: 'POST', url: '/api/token', payload: { username, password, domainId } });
      if (response.statusCode !== 200) throw new Error(`Login of ${username} failed: ${response.body}`);
      return (response.json() as { token: string }).token;
    },
    get(path, token, host = 'main.localhost:4173') {
      return app.inject({ method: 'GET', url: path, headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    },
    async close() {
      await app.close();
      await repo.cleanup();
    },
  };
}
