import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createFileContentSource, type ContentSource } from './shared/content-source';
import { createFastifyApp } from './shared/fastify-app';
import { faultInjector, type FaultList } from './shared/faults';
import { httpUpstream, inProcessUpstream } from './member-api-upstream';
import { buildReferenceApiApp } from './reference-api/app';
import { passStandInSitesThrough } from './stand-in-sites';
import { previewBindingGuard } from './studio/preview-binding';
import { upstreamPreviewPersonas } from './studio/preview-personas';
import type { GatewayLog } from './shared/logging';
import type { ReadinessCheck } from './shared/readiness';
import { demoRoutes } from './routes/demo';
import { healthRoutes } from './shared/health-routes';
import { openApiRoutes } from './routes/openapi';
import { proxyMemberApi } from './member-api-proxy';
import { pageRoutes } from './routes/pages';
import { studioRoutes } from './routes/studio';
import { studioPreviewRoutes } from './routes/studio-preview';
import { studioContentRoutes } from './routes/studio-content';
import { useStudioBodyGuard } from './studio/body-guard';
import { openContentStore, storeContentSource, type ContentStore } from './store/content-store';
import { demoStudioAccounts, type StudioAccounts } from './studio/accounts';
import { createStudioSessions } from './studio/sessions';
import type { DemoClock } from './shared/demo-clock';

export interface GatewayOptions {
  /** The repository whose brands/ and content/ are served; defaults to this gateway's repository. */
  repoRoot?: string;
  /** The vite build output; defaults to `<repoRoot>/dist`. */
  distDir?: string;
  /** The clock: persona dates are computed from its day at start-up, tokens expire by it. */
  now?: () => Date;
  /**
   * Demo mode, on by default: `/api/__demo/*` (reset, faults), fault injection, demo scopes (`x-demo-scope`), the
   * outbox (`GET /api/__demo/outbox`) and the studio's preview personas. Off in production (gateway/shared/runtime-config.ts).
   */
  demo?: boolean;
  /** Token signing secret; random per process when absent. */
  secret?: string | undefined;
  /** Log with Fastify's logger (JSON lines, gateway/shared/logging.ts) to stdout or `stream`; absent: no log (tests). */
  log?: GatewayLog;
  /** Whose X-Forwarded-* headers to believe (Fastify's trustProxy; gateway/shared/runtime-config.ts): none by default. */
  trustProxy?: false | string[];
  /** What /readyz checks (gateway/shared/readiness.ts): gateway/server.ts gives the store's; none by default. */
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
   * default the reference API runs embedded in this process (gateway/reference-api/app.ts).
   */
  memberApiUrl?: string;
  /** The content store's clock in demo mode (shared/demo-clock.ts): `POST /api/__demo/clock` moves it on. */
  storeClock?: DemoClock;
  /** Who may sign in to the studio; the demo's accounts by default (server.ts reads STUDIO_ACCOUNTS_FILE). */
  studioAccounts?: StudioAccounts;
}

/** How long the member API may take over HTTP before the member gets a 502. */
const UPSTREAM_TIMEOUT_MS = 30_000;

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

  // The member API: another process (MEMBER_API_URL) over HTTP, or the reference API embedded in this one (the
  // default), reached the same way: through the calls' declarations, never its code.
  const embedded = options.memberApiUrl
    ? null
    : buildReferenceApiApp({ repoRoot, extraBrandRoots, content, now, demo, injectFaults: false, secret: options.secret, log: options.log });
  const upstream = embedded ? inProcessUpstream(embedded) : httpUpstream(options.memberApiUrl as string, UPSTREAM_TIMEOUT_MS);

  // The studio (gateway/studio/): its own sessions, never a member's.
  const studioAccounts = options.studioAccounts ?? demoStudioAccounts;
  const studioSessions = createStudioSessions(now);
  // Previews as the member API's demo personas in demo mode only: in production they are the members, whose data the
  // studio's people have no business reading (the studio edits, reviews and publishes without them).
  const personas = upstreamPreviewPersonas(upstream, { demo, today: () => now().toISOString().slice(0, 10) });

  const app = createFastifyApp({ log: options.log, trustProxy: options.trustProxy });
  const faults: FaultList = { faults: [] };
  if (demo) app.addHook('onRequest', faultInjector(faults));
  proxyMemberApi(app, { upstream, admit: previewBindingGuard(studioSessions) });
  passStandInSitesThrough(app, upstream);
  openApiRoutes(app, { version: packageVersion() });
  healthRoutes(app, { readiness: options.readiness ?? [] });
  if (demo) demoRoutes(app, { faults, upstream, storeClock: options.storeClock, runDue: async () => (await store()).runDue() });
  app.decorateRequest('studioSession', null);
  useStudioBodyGuard(app);
  studioRoutes(app, { content, sessions: studioSessions, accounts: studioAccounts, distDir, now });
  studioPreviewRoutes(app, { content, sessions: studioSessions, personas, now, distDir, store });
  studioContentRoutes(app, { sessions: studioSessions, accounts: studioAccounts, store });
  // The in-memory store made on first use is this app's; a store given is its owner's to close.
  app.addHook('onClose', async () => {
    if (lazyStore) await (await lazyStore).close();
    if (embedded) await embedded.close();
  });
  await pageRoutes(app, { content, faults, distDir, repoRoot, extraBrandRoots });
  return app;
}
