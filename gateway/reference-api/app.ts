import type { FastifyInstance } from 'fastify';
import { createFastifyApp } from '../shared/fastify-app';
import { createFileContentSource, type ContentSource } from '../shared/content-source';
import { faultRoutes } from '../shared/fault-routes';
import { faultInjector, type FaultList } from '../shared/faults';
import { healthRoutes } from '../shared/health-routes';
import type { GatewayLog } from '../shared/logging';
import { withAccountChanges } from './account-directory';
import { idleLimits } from './auth/idle-limit';
import { sessionGuard } from './auth/session';
import { createTokenService } from './auth/token';
import { buildSeed } from './personas/seed';
import { referenceDemoRoutes } from './routes/demo';
import { registerReferenceApi } from './routes';
import { createState } from './state';

/*
 * The reference API as an app of its own: the member API's calls over the demo personas, the demo's reset, outbox
 * and preview personas, /healthz and /readyz. No pages, studio or content store. Served alone by
 * `npm run reference-api` (server.ts), where a server reaches it through MEMBER_API_URL; or embedded in the server's
 * process (gateway/app.ts), reached through the same contract without a socket.
 */

export interface ReferenceApiOptions {
  repoRoot: string;
  extraBrandRoots?: readonly string[];
  /** What it reads of the brands (eBill, calendars, contact data): the brands' files unless given (embedded: the server's). */
  content?: ContentSource;
  now?: () => Date;
  /** Demo mode: the demo's reset, outbox and preview personas; off in production. */
  demo?: boolean;
  /** Whether it injects the demo's faults itself (served alone in demo mode); embedded, the server injects them. */
  injectFaults?: boolean;
  secret?: string | undefined;
  log?: GatewayLog;
}

export function buildReferenceApiApp(options: ReferenceApiOptions): FastifyInstance {
  const now = options.now ?? (() => new Date());
  const demo = options.demo ?? true;
  const content = options.content ?? createFileContentSource(options.repoRoot, options.extraBrandRoots ?? []);
  const state = createState(now);
  const demoSeed = buildSeed(now());
  // Registrations and password changes (demo state) are seen by every call that reads the logins.
  const seed = withAccountChanges(demoSeed, state);
  const tokens = createTokenService({
    secret: options.secret,
    now,
    sessions: state.sessions,
    idleLimitMs: idleLimits(content, now),
  });
  const requireSession = sessionGuard(tokens, state.sessions, seed, content);

  const app = createFastifyApp({ log: options.log });
  const faults: FaultList = { faults: [] };
  const injectFaults = demo && (options.injectFaults ?? true);
  if (injectFaults) app.addHook('onRequest', faultInjector(faults));
  registerReferenceApi(app, { seed, state, tokens, content, requireSession, now, demo });
  healthRoutes(app, { readiness: [] });
  if (demo) referenceDemoRoutes(app, { demoSeed, state, tokens, faults });
  if (injectFaults) faultRoutes(app, faults);
  return app;
}
