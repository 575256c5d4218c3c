import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ContentProblemsError, type BrandBoot, type ContentSource } from '../shared/content-source';
import { fileStamp, readCached } from '../shared/files';
import { pathOf, type FaultList } from '../shared/faults';
import { brandIdOfHost, DEFAULT_BRAND_ID } from '../shared/request-brand';
import { encodeFor } from '../compress';
import { renderIndex, renderProblemsPage } from '../html';
import { brandContentSecurityPolicy } from '../shared/http-policy';
import { firstResponses, type FirstCall } from '../first-responses';
import { firstFrameRenderer } from '../first-frame';
import { firstFrameScripts, inlineScript, preloadFiles, preloadLinks } from '../preloads';
import { copyInAreas, isDeclaredRoute, pageOfRoute, routeCopyAreasOf, routeOfPath, shellCopyPartsOf } from '../../src/app/copy-areas';
import { copyInParts } from '../../src/app/copy-parts';
import type { BrandManifest } from '../../src/manifest/manifest-types';
import type { PageId } from '../../schemas/generated/page-ids';
import { firstPageModulesOf } from '../../src/app/first-page-modules';
import { firstRoundCalls } from '../../src/member/first-round-calls';
import { memberApi } from '../../schemas/api/member-api';
import { sessionTokenOf } from '../../src/member/token-storage';
import { MODULE_CHUNKS_FILE, type ModuleChunks } from '../build-output';
import { chooseLanguage, languageCookie, languageCookieOf, languageToRemember } from '../../src/engine/i18n/language';
import type { Language } from '../../schemas/generic/languages';

const NOT_BUILT = 'The app is not built yet: run `npm run build`, then reload this page.';
/** Files vite copies to the root of dist/ (favicon, robots.txt...): served as files, never as the app. */
const ROOT_FILE = /^\/[A-Za-z0-9_.-]+\.(ico|png|svg|txt|webmanifest|xml)$/;

/** The manifest's pages of these ids (those it has). */
const pagesOf = (manifest: BrandManifest, ids: readonly (string | undefined)[]): Partial<BrandManifest['pages']> =>
  Object.fromEntries(ids.filter((id): id is PageId => id !== undefined && Object.hasOwn(manifest.pages, id)).map((id) => [id, manifest.pages[id]]));

/**
 * A page's boot: the shell's copy and its route's, and of the manifest's pages its route's and home's (whose tiles
 * the app preloads from anywhere), no other page's (src/app/copy-areas.ts); all of it off any declared route.
 */
export function pageBoot(boot: BrandBoot, path: string): BrandBoot {
  const route = routeOfPath(path);
  if (route === null) return boot;
  const areas = Object.keys(boot.copy);
  const needed = [...shellCopyPartsOf(boot.manifest, areas), ...routeCopyAreasOf(route, boot.manifest, areas)];
  // The app fills in the other pages as it goes to them (src/app/route-content.ts).
  const pages = pagesOf(boot.manifest, [pageOfRoute(route), 'home']) as BrandManifest['pages'];
  const language = boot.language ? { language: boot.language } : {};
  return { manifest: { ...boot.manifest, pages }, copy: copyInParts(boot.copy, needed), contentRoute: route, ...language };
}

/** The built app, the brand assets, the brand boot data, and the SPA fallback for every other GET. */
export async function pageRoutes(
  app: FastifyInstance,
  deps: { content: ContentSource; faults: FaultList; distDir: string; repoRoot: string; extraBrandRoots?: readonly string[] },
) {
  const { content, faults, distDir, repoRoot, extraBrandRoots = [] } = deps;

  await app.register(fastifyStatic, {
    root: join(distDir, 'assets'),
    prefix: '/assets/',
    // Vite names assets by content hash, so a name never changes meaning.
    maxAge: '365d',
    immutable: true,
    index: false,
    // The build writes .br and .gz beside each asset (scripts/vite/precompress.ts); sent to browsers that accept them.
    preCompressed: true,
  });
  await app.register(fastifyStatic, {
    root: [repoRoot, ...extraBrandRoots].map((root) => join(root, 'brands', 'assets')),
    prefix: '/brand-assets/',
    decorateReply: false,
    // Editors replace logos in place: revalidate every time.
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', 'no-cache'),
    index: false,
  });

  const renderFirstFrame = firstFrameRenderer(distDir);

  /**
   * The language a request is answered in (src/engine/i18n/language.ts): its `?lang=`, else the `lang` cookie, else
   * English; an unknown value is ignored.
   */
  function languageOf(request: FastifyRequest): Language {
    const query = (request.query ?? {}) as Record<string, unknown>;
    return chooseLanguage({ query: query.lang, cookie: languageCookieOf(request.headers.cookie ?? '') });
  }

  async function bootFor(request: FastifyRequest): Promise<{ brandId: string; boot: BrandBoot } | { brandId: string; problems: ContentProblemsError }> {
    const brands = await content.listBrands();
    // With no manifest at all, asking for the default brand yields the problem page that says so.
    const brandId = brands.length > 0 ? brandIdOfHost(request.host, brands) : DEFAULT_BRAND_ID;
    // The content source logs the problems (once per change) and serves the brand's last valid manifest while
    // there is one; only a brand with none shows the problems page.
    try {
      return { brandId, boot: await content.getBoot(brandId, languageOf(request)) };
    } catch (error) {
      if (!(error instanceof ContentProblemsError)) throw error;
      return { brandId, problems: error };
    }
  }

  app.get('/api/brand-boot', async (request, reply) => {
    const result = await bootFor(request);
    if ('problems' in result) {
      return reply.code(500).send({ status: 500, message: result.problems.message, problems: result.problems.problems });
    }
    return result.boot;
  });

  /*
   * What a route the app goes to after its first page needs beyond the shell (src/app/route-content.ts): its copy
   * areas and its manifest page. Revalidated each time: a publication changes them.
   */
  // `lang`: the page's language (any other value is English's copy, like a page's ?lang=).
  app.get<{ Querystring: { route?: string; lang?: string } }>(
    '/api/brand-route',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { route: { type: 'string', minLength: 1, maxLength: 200 }, lang: { type: 'string', maxLength: 20 } },
          required: ['route'],
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      const route = request.query.route ?? '';
      if (!isDeclaredRoute(route)) return reply.code(404).send({ status: 404, message: 'There is no such route.' });
      const result = await bootFor(request);
      if ('problems' in result) return reply.code(500).send({ status: 500, message: result.problems.message });
      const { manifest, copy } = result.boot;
      reply.header('cache-control', 'no-cache');
      return { copy: copyInAreas(copy, routeCopyAreasOf(route, manifest, Object.keys(copy))), pages: pagesOf(manifest, [pageOfRoute(route)]) };
    },
  );

  async function sendApp(request: FastifyRequest, reply: FastifyReply) {
    const template = await readCached(join(distDir, 'index.html'), (text) => text);
    if (template === null) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    const result = await bootFor(request);
    reply.header('cache-control', 'no-store').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    // A `?lang=` choice is remembered for the next pages (signed in or not).
    const remember = languageToRemember({
      query: ((request.query ?? {}) as Record<string, unknown>).lang,
      cookie: languageCookieOf(request.headers.cookie ?? ''),
    });
    if (remember) reply.header('set-cookie', languageCookie(remember, request.protocol === 'https'));
    if ('problems' in result) return reply.code(500).send(renderProblemsPage(result.brandId, result.problems.problems));
    // A build without the module map (an older one) still serves the app, without route preloads.
    const path = pathOf(request.url);
    const boot = pageBoot(result.boot, path);
    const page = firstPageModulesOf(path);
    const firstCalls = (): FirstCall[] => [
      ...firstRoundCalls(result.boot.manifest.features),
      ...(page.firstData ?? []).flatMap((name) => (memberApi[name] ? [{ name, path: memberApi[name].path }] : [])),
    ];
    const first = page.signedIn ? await firstResponses(app, faults, request, firstCalls()) : null;
    const chunks = await readCached(join(distDir, MODULE_CHUNKS_FILE), (text) => JSON.parse(text) as ModuleChunks);
    // Rendered signed out: a browser with a session goes on to its signed-in page instead.
    const signedOut = sessionTokenOf(request.headers.cookie ?? '') === null;
    const scripts = chunks && page.serverRendered && signedOut ? firstFrameScripts(chunks, template, path, result.boot.manifest) : null;
    const loader = scripts ? await readCached(join(distDir, scripts.loader), inlineScript) : null;
    const frame = scripts && loader ? await renderFirstFrame(request.url, boot) : null;
    const firstFrame = frame && scripts && loader ? { ...frame, scripts: scripts.scripts, loader } : null;
    reply.header('content-security-policy', brandContentSecurityPolicy(result.boot.manifest, firstFrame ? [firstFrame.loader.hashSource] : []));
    const preloads = chunks && !firstFrame ? preloadLinks(preloadFiles(chunks, template, path, result.boot.manifest)) : '';
    const html = renderIndex(template, boot, { headExtra: preloads, firstResponses: first, firstFrame });
    const { encoding, body } = encodeFor(request.headers['accept-encoding'], html);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = pathOf(request.url);
    const isGet = request.method === 'GET' || request.method === 'HEAD';
    if (path.startsWith('/api/') || path === '/api' || !isGet) {
      return reply.code(404).send({ status: 404, message: `There is no ${request.method} ${path}.` });
    }
    const isFile = path.startsWith('/assets/') || path.startsWith('/brand-assets/') || ROOT_FILE.test(path);
    if (!isFile) return sendApp(request, reply);
    if (ROOT_FILE.test(path) && (await fileStamp(join(distDir, path)))) return reply.sendFile(path.slice(1), distDir);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found.');
  });
}
