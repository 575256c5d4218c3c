import type { FastifyInstance } from 'fastify';
import { withAccountChanges } from './account-directory';
import { sessionGuard } from './auth/session';
import { createTokenService } from './auth/token';
import { createFileContentSource } from './content-source';
import { createFastifyApp } from './fastify-app';
import { faultInjector } from './faults';
import type { GatewayLog } from './logging';
import { buildSeed } from './personas/seed';
import { registerReferenceApi } from './reference-api';
import { demoRoutes } from './routes/demo';
import { healthRoutes } from './routes/health';
import { createState } from './state';

/*
 * The reference API as an app of its own (`npm run reference-api`, gateway/reference-api-server.ts): the member API's
 * calls over the demo personas, the demo's reset, faults and outbox, /healthz and /readyz. No pages, studio or
 * content store: a gateway reaches it through MEMBER_API_URL. It reads the brands' files for what the personas'
 * brands offer (eBill, calendars).
 */

export interface ReferenceApiOptions {
  repoRoot: string;
  extraBrandRoots?: readonly string[];
  now?: () => Date;
  demo?: boolean;
  secret?: string | undefined;
  log?: GatewayLog;
}

export function buildReferenceApiApp(options: ReferenceApiOptions): FastifyInstance {
  const now = options.now ?? (() => new Date());
  const demo = options.demo ?? true;
  const content = createFileContentSource(options.repoRoot, options.extraBrandRoots ?? []);
  const state = createState(now);
  const seed = withAccountChanges(buildSeed(now()), state);
  const tokens = createTokenService({ secret: options.secret, now, sessions: state.sessions });
  // No studio here: no preview token is ever bound to a session of this process.
  const requireSession = sessionGuard(tokens, seed, content, () => null);

  const app = createFastifyApp({ log: options.log });
  if (demo) app.addHook('onRequest', faultInjector(state));
  registerReferenceApi(app, { seed, state, tokens, content, requireSession, now, demo });
  healthRoutes(app, { readiness: [] });
  if (demo) demoRoutes(app, { state });
  return app;
}
