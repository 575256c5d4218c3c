import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppPath } from '../../src/engine/addresses/addresses';
import { FRAME_MODES, PREVIEW_BOOT_ID, PREVIEW_ROOT_ID, STUDIO_FRAME_ENTRY, type PreviewBoot } from '../../schemas/studio-frame';
import { MODULE_CHUNKS_FILE, type ModuleChunks } from '../build-output';
import { ENTRY_SCRIPT_TAG } from '../preloads';
import { ContentProblemsError, type BrandBoot, type BrandEntry, type ContentSource } from '../shared/content-source';
import { readCached } from '../shared/files';
import { inlineJson, renderIndex } from '../html';
import { brandContentSecurityPolicy } from '../shared/http-policy';
import type { Problem } from '../../src/engine/manifest/problems';
import type { ContentStore } from '../store/content-store';
import type { DemoPersona } from '../../schemas/api/demo';
import { personaFacts, previewToken, traceElements, type TracedElement } from '../studio/preview';
import type { PreviewPersonas } from '../studio/preview-personas';
import { STUDIO_COOKIE, studioGuard, studioSessionOf, type StudioSessions } from '../studio/sessions';


/** A stored draft's id (gateway/store: a UUID). */
const STORED_DRAFT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: unknown): value is string =>
  typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

interface PreviewQuery {
  brand?: string;
  persona?: string;
  date?: string;
  draft?: string;
  route?: string;
  mode?: string;
  widget?: string;
}

/**
 * The studio's preview routes (studio session only, gateway/studio/sessions.ts): the personas of a brand, a persona's
 * facts and the trace of every gated element, the matrix of elements × personas, drafts, and the preview frame: the
 * real app (its own entry, src/studio/frame/) signed in as a demo persona with the clock pinned to a date.
 */
export function studioPreviewRoutes(
  app: FastifyInstance,
  deps: {
    content: ContentSource;
    sessions: StudioSessions;
    /** The member API's demo personas (none out of demo mode): the only members a preview may show. */
    personas: PreviewPersonas;
    now: () => Date;
    distDir: string;
    /** The content store: its drafts preview too (any studio role of the brand). */
    store?: () => Promise<ContentStore>;
  },
) {
  const { content, sessions, personas, now, distDir } = deps;
  const requireStudio = studioGuard(sessions);
  const fail = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ status, message });

  async function brandNamed(id: unknown): Promise<BrandEntry | null> {
    return typeof id === 'string' ? ((await content.listBrands()).find((brand) => brand.id === id) ?? null) : null;
  }

  /** A stored draft's boot (its layer and copy overrides over the repository's base and defaults), or why not. */
  async function storedDraftBoot(brand: BrandEntry, draftId: string): Promise<BrandBoot | { problem: string; problems?: Problem[] } | null> {
    if (!deps.store || !STORED_DRAFT_ID.test(draftId)) return null;
    const store = await deps.store();
    const draft = await store.draftContent(brand.id, draftId);
    if (!draft) return null;
    try {
      return await store.files.bootWith(brand.id, draft.content);
    } catch (error) {
      if (error instanceof ContentProblemsError) return { problem: 'The draft does not load: fix its problems to preview it.', problems: error.problems };
      throw error;
    }
  }

  /** What will be live at the end of `date`: the scheduled releases by then applied (store/scheduling.ts); null: none. */
  async function asOfBoot(brand: BrandEntry, date: string): Promise<BrandBoot | null> {
    if (!deps.store) return null;
    const store = await deps.store();
    const future = await store.contentAsOf(brand.id, date);
    return future ? store.files.bootWith(brand.id, future).catch(() => null) : null;
  }

  /**
   * The published boot (as of `date`: with the releases scheduled by then), or a stored draft of the brand (the one
   * kind of draft: a pasted or uploaded file is stored as one too).
   */
  async function bootOf(brand: BrandEntry, draftId: string | undefined, date: string): Promise<BrandBoot | { problem: string; problems?: Problem[] }> {
    let published: BrandBoot;
    try {
      published = await content.getBoot(brand.id);
    } catch (error) {
      if (error instanceof ContentProblemsError) return { problem: `The brand "${brand.id}" has no valid published manifest: ${error.message}` };
      throw error;
    }
    if (draftId === undefined || draftId === '') return (await asOfBoot(brand, date)) ?? published;
    return (await storedDraftBoot(brand, draftId)) ?? { problem: 'There is no such draft of this brand.' };
  }

  /** Brand, date and manifest of a preview request, or the reply's 400/404 already sent. */
  async function previewInput(request: FastifyRequest<{ Querystring: PreviewQuery }>, reply: FastifyReply) {
    const brand = await brandNamed(request.query.brand);
    const refuse = (status: number, message: string) => {
      void fail(reply, status, message);
      return null;
    };
    if (!brand) return refuse(404, 'There is no such brand.');
    if (!isDate(request.query.date)) return refuse(400, 'The date must be yyyy-mm-dd.');
    const boot = await bootOf(brand, request.query.draft, request.query.date);
    if ('problem' in boot) {
      if (boot.problems) {
        void reply.code(422).send({ status: 422, message: boot.problem, problems: boot.problems });
        return null;
      }
      return refuse(404, boot.problem);
    }
    return { brand, date: request.query.date, boot };
  }

  /** A persona of the brand, summarized for the date; null when the brand has none of that name. */
  async function personaOf(brand: BrandEntry, username: unknown, date: string): Promise<DemoPersona | null> {
    if (typeof username !== 'string') return null;
    return (await personas.list(brand.domainId, date)).personas.find((persona) => persona.username === username) ?? null;
  }

  async function factsFor(request: FastifyRequest, persona: DemoPersona, boot: BrandBoot, date: string) {
    const session = studioSessionOf(request);
    const preview = await previewToken(personas, session, persona.username, now());
    if (!preview) return null;
    const studioCookie = `${STUDIO_COOKIE}=${session.id}`;
    return personaFacts(app, { ...preview, manifest: boot.manifest, today: date, host: request.host, studioCookie });
  }

  app.get<{ Querystring: PreviewQuery }>('/api/studio/personas', { onRequest: requireStudio }, async (request, reply) => {
    const brand = await brandNamed(request.query.brand);
    if (!brand) return fail(reply, 404, 'There is no such brand.');
    return { personas: (await personas.list(brand.domainId, isDate(request.query.date) ? request.query.date : undefined)).personas };
  });

  app.get<{ Querystring: PreviewQuery }>('/api/studio/preview', { onRequest: requireStudio }, async (request, reply) => {
    const input = await previewInput(request, reply);
    if (!input) return reply;
    const persona = await personaOf(input.brand, request.query.persona, input.date);
    if (!persona) return fail(reply, 404, 'There is no such persona of this brand.');
    const facts = await factsFor(request, persona, input.boot, input.date);
    if (!facts) return fail(reply, 502, "The persona's account could not be read, so there are no facts to show.");
    reply.header('cache-control', 'no-store');
    return { persona, facts: facts.facts, undecided: facts.undecided, elements: traceElements(input.boot.manifest, facts) };
  });

  app.get<{ Querystring: PreviewQuery }>('/api/studio/matrix', { onRequest: requireStudio }, async (request, reply) => {
    const input = await previewInput(request, reply);
    if (!input) return reply;
    const { personas: shown } = await personas.list(input.brand.domainId, input.date);
    const traced = await Promise.all(
      shown.map(async (persona) => {
        const facts = await factsFor(request, persona, input.boot, input.date);
        return facts ? traceElements(input.boot.manifest, facts) : null;
      }),
    );
    const first = traced.find((t): t is TracedElement[] => t !== null) ?? [];
    reply.header('cache-control', 'no-store');
    return {
      personas: shown,
      rows: first.map(({ element }, i) => ({
        element,
        cells: traced.map((t) => (t ? { result: t[i]?.result ?? 'hide', why: t[i]?.why ?? '' } : { result: 'undecided', why: "The persona's account could not be read." })),
      })),
    };
  });

  /*
   * A fresh preview token of a demo persona for the frame that shows it (src/studio/frame/token-refresh.ts): a
   * preview token lives 15 minutes, a frame left open longer asks for the next one. Studio session only; the token
   * is as bound and read-only as the frame's first (studio/preview.ts), and travels in the body, never a URL.
   */
  app.get<{ Querystring: PreviewQuery }>('/api/studio/preview-token', { onRequest: requireStudio }, async (request, reply) => {
    const preview = typeof request.query.persona === 'string' ? await previewToken(personas, studioSessionOf(request), request.query.persona, now()) : null;
    if (!preview) return fail(reply, 404, 'There is no such persona.');
    reply.header('cache-control', 'no-store');
    return { token: preview.token };
  });

  /*
   * The preview frame: the app's HTML (dist/index.html) for the chosen brand (or draft) with the studio frame's entry, and a preview
   * boot with a preview token of the persona (read-only, bound to this studio session: studio/preview.ts), the date and
   * the route. Only with a studio session, only demo personas of that brand; the token is in the page's body (never a URL), the page is no-store, and the brand's
   * strict CSP is kept, but for frame-ancestors 'self' so the studio page (same origin) can frame it.
   */
  app.get<{ Querystring: PreviewQuery }>('/studio/frame', { onRequest: requireStudio }, async (request, reply) => {
    const input = await previewInput(request, reply);
    if (!input) return reply;
    const persona = await personaOf(input.brand, request.query.persona, input.date);
    if (!persona) return fail(reply, 404, 'There is no such persona of this brand.');
    const route = request.query.route ?? input.boot.manifest.routes.default;
    if (!isAppPath(route)) return fail(reply, 400, 'The route must be a path of the app, like /home.');
    const mode = FRAME_MODES.find((m) => m === (request.query.mode ?? 'app'));
    if (!mode) return fail(reply, 400, `The mode must be one of ${FRAME_MODES.join(', ')}.`);
    const widget = request.query.widget ?? '';
    if (!/^[A-Za-z0-9]{0,60}$/.test(widget)) return fail(reply, 400, 'The widget must be a widget name.');
    const index = await readCached(join(distDir, 'index.html'), (text) => text);
    const chunks = await readCached(join(distDir, MODULE_CHUNKS_FILE), (text) => JSON.parse(text) as ModuleChunks);
    const entry = chunks?.modules[STUDIO_FRAME_ENTRY];
    if (index === null || !entry) return reply.code(503).type('text/plain; charset=utf-8').send('The studio is not built yet: run `npm run build`.');
    // The member app's own HTML, with the frame's entry in place of the app's.
    const template = index.replace(ENTRY_SCRIPT_TAG, () => `<script type="module" crossorigin src="/${entry}"></script>`);
    const minted = await previewToken(personas, studioSessionOf(request), persona.username, now());
    if (!minted) return fail(reply, 502, 'The member API gave no preview token for this persona.');
    const preview = `<script type="application/json" id="${PREVIEW_BOOT_ID}">${inlineJson({ token: minted.token, persona: persona.username, today: input.date, route, mode, widget } satisfies PreviewBoot)}</script>`;
    // The frame's own root: the member app's entry finds no #root here and does not start.
    const html = renderIndex(template, input.boot, { headExtra: preview }).replace('<div id="root"></div>', () => `<div id="${PREVIEW_ROOT_ID}"></div>`);
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', brandContentSecurityPolicy(input.boot.manifest).replace("frame-ancestors 'none'", "frame-ancestors 'self'"))
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
