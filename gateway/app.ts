import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { withAccountChanges } from './account-directory';
import { sessionGuard } from './auth/session';
import { createTokenService } from './auth/token';
import { createFileContentSource, type ContentSource } from './content-source';
import { createFastifyApp } from './fastify-app';
import { faultInjector } from './faults';
import type { GatewayLog } from './logging';
import { buildSeed } from './personas/seed';
import type { ReadinessCheck } from './readiness';
import { demoRoutes } from './routes/demo';
import { healthRoutes } from './routes/health';
import { openApiRoutes } from './routes/openapi';
import { proxyMemberApi } from './member-api-proxy';
import { registerReferenceApi } from './reference-api';
import { pageRoutes } from './routes/pages';
import { studioRoutes } from './routes/studio';
import { studioPreviewRoutes } from './routes/studio-preview';
import { studioContentRoutes } from './routes/studio-content';
import { useStudioBodyGuard } from './studio/body-guard';
import { openContentStore, storeContentSource, type ContentStore } from './store/content-store';
import { demoStudioAccounts, type StudioAccounts } from './studio/accounts';
import { createStudioSessions } from './studio/sessions';
import { createState } from './state';

export interface GatewayOptions {
  /** The repository whose brands/ and content/ are served; defaults to this gateway's repository. */
  repoRoot?: string;
  /** The vite build output; defaults to `<repoRoot>/dist`. */
  distDir?: string;
  /** The clock: persona dates are computed from its day at start-up, tokens expire by it. */
  now?: () => Date;
  /**
   * Demo mode, on by default: `/api/__demo/*` (reset, faults), fault injection, demo scopes (`x-demo-scope`), the
   * outbox (`GET /api/__demo/outbox`) and the studio's preview personas. Off in production (gateway/runtime-config.ts).
   */
  demo?: boolean;
  /** Token signing secret; random per process when absent. */
  secret?: string | undefined;
  /** Log with Fastify's logger (JSON lines, gateway/logging.ts) to stdout or `stream`; absent: no log (tests). */
  log?: GatewayLog;
  /** Whose X-Forwarded-* headers to believe (Fastify's trustProxy; gateway/runtime-config.ts): none by default. */
  trustProxy?: false | string[];
  /** What /readyz checks (gateway/readiness.ts): gateway/server.ts gives the store's; none by default. */
  readiness?: readonly ReadinessCheck[];
  content?: ContentSource;
  /**
   * Folders of extra brands (laid out like the repository: brands/*.json, brands/assets/, content/brands/<id>/),
   * served alongside brands/: their assets too, and their manifests unless `content` is given.
   */
  extraBrandRoots?: readonly string[];
  /**
   * The content store (gateway/store): the studio's drafts and publications, and, unless `content` is given, what
   * members read. Without it, the studio's content calls get an in-memory store made on first use (seeded from the
   * files) and members read the files.
   */
  store?: ContentStore;
  /**
   * The member API to reach over HTTP (MEMBER_API_URL: the reference API served alone, or an insurer's own); by
   * default the reference API's routes are served by this gateway itself.
   */
  memberApiUrl?: string;
  /** Who may sign in to the studio; the demo's accounts by default (server.ts reads STUDIO_ACCOUNTS_FILE). */
  studioAccounts?: StudioAccounts;
}

/** The version of this code, which is the member API contract's version. */
const packageVersion = (): string =>
  (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: string }).version ?? '0.0.0';

export async function buildGateway(options: GatewayOptions = {}): Promise<FastifyInstance> {
  const repoRoot = options.repoRoot ?? fileURLToPath(new URL('..', import.meta.url));
  const distDir = options.distDir ?? join(repoRoot, 'dist');
  const now = options.now ?? (() => new Date());
  const demo = options.demo ?? true;
  const extraBrandRoots = options.extraBrandRoots ?? [];
  const content = options.content ?? (options.store ? storeContentSource(options.store) : createFileContentSource(repoRoot, extraBrandRoots));
  let lazyStore: Promise<ContentStore> | null = null;
  const store = (): Promise<ContentStore> => {
    if (options.store) return Promise.resolve(options.store);
    lazyStore ??= openContentStore({ repoRoot, env: { CONTENT_DB_DIR: 'memory://' }, extraBrandRoots, now }).then(async (opened) => {
      await opened.seedAll();
      return opened;
    });
    return lazyStore;
  };

  const state = createState(now);
  // Registrations and password changes (demo state) are seen by every call that reads the logins.
  const demoSeed = buildSeed(now());
  const seed = withAccountChanges(demoSeed, state);
  const tokens = createTokenService({ secret: options.secret, now, sessions: state.sessions });
  // The studio (issue 15): its own sessions, never a member's (gateway/studio/). A studio session that ends takes its
  // preview tokens with it: bound to it, they are refused anyway; their sessions are revoked too.
  const studioAccounts = options.studioAccounts ?? demoStudioAccounts;
  const studioSessions = createStudioSessions(now, (ended) => {
    for (const { sid } of ended.previewTokens.values()) state.sessions.revoke(sid);
  });
  const requireSession = sessionGuard(tokens, seed, content, (request) => studioSessions.previewBindingOf(request.headers.cookie ?? ''));

  const app = createFastifyApp({ log: options.log, trustProxy: options.trustProxy });
  if (demo) app.addHook('onRequest', faultInjector(state));

  if (options.memberApiUrl) {
    // The server alone: the member API is another process (MEMBER_API_URL), reached only through its contract.
    proxyMemberApi(app, { upstream: options.memberApiUrl });
  } else {
    // Embedded (the default): the reference API's routes in this process.
    registerReferenceApi(app, { seed, state, tokens, content, requireSession, now, demo });
  }
  openApiRoutes(app, { version: packageVersion() });
  healthRoutes(app, { readiness: options.readiness ?? [] });
  if (demo) demoRoutes(app, { state });
  app.decorateRequest('studioSession', null);
  useStudioBodyGuard(app);
  studioRoutes(app, { content, sessions: studioSessions, accounts: studioAccounts, distDir, now });
  // Previews as the seeded personas in demo mode only: in production they are the members, whose data the studio's
  // people have no business reading (the studio edits, reviews and publishes without them).
  // Previews sign in as personas of the embedded reference API: pointed at another member API, there are none.
  const previewPersonas = demo && !options.memberApiUrl ? demoSeed.accounts : new Map<string, never>();
  studioPreviewRoutes(app, { content, sessions: studioSessions, seed, demoAccounts: previewPersonas, tokens, now, distDir, repoRoot, extraBrandRoots, store });
  studioContentRoutes(app, { sessions: studioSessions, accounts: studioAccounts, store });
  // The in-memory store made on first use is this app's; a store given is its owner's to close.
  app.addHook('onClose', async () => {
    if (lazyStore) await (await lazyStore).close();
  });
  await pageRoutes(app, { content, state, distDir, repoRoot, extraBrandRoots });
  return app;
}
