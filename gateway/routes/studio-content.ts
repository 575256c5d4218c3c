import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ContentProblemsError } from '../shared/content-source';
import { roleIncludes, roleOn, type StudioAccount, type StudioAccounts } from '../studio/accounts';
import { studioGuard, studioSessionOf, type StudioSessions } from '../studio/sessions';
import type { ContentStore, StoreActor } from '../store/content-store';
import { RefusedError } from '../store/workflow-rules';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../schemas/generic/languages';

const OTHER_LANGUAGES = LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE);

/*
 * The studio's content calls (src/studio/edit/content-api.ts): drafts, review, publication, history, audit, the repo
 * diff. Studio session cookie only (a bearer header is refused; writes must be same-origin: studioGuard), the role on
 * the brand checked by the store on every call (workflow-rules.ts). Refusals: 403/404 { status, message, reason },
 * 409 { reason, current? , conflicts? }, 422 { problems? }. Sign-ins and sign-outs are recorded in the audit log.
 */

type Params = { brand: string; id: string; number: string };
/** A request as the schemas below have checked it. */
type Checked = FastifyRequest<{ Params: Params; Body: Record<string, unknown>; Querystring: Record<string, string> }>;

/** Copy by namespace: a namespace is a file name of content/brands/<brand>/ (the export writes it), nothing more. */
const copySchema = { type: 'object', propertyNames: { pattern: '^[A-Za-z][A-Za-z0-9_-]{0,59}$' }, additionalProperties: { type: 'object' } } as const;
const contentSchema = {
  type: 'object',
  // Its copy in the other languages: by language (schemas/generic/languages.ts), then namespace like `copy`.
  properties: {
    manifest: { type: 'object' },
    copy: copySchema,
    translations: { type: 'object', properties: Object.fromEntries(OTHER_LANGUAGES.map((lang) => [lang, copySchema])), additionalProperties: false },
  },
  required: ['manifest', 'copy'],
  additionalProperties: false,
} as const;
const body = (properties: Record<string, unknown>, required: string[] = []) => ({ type: 'object', properties, required, additionalProperties: false }) as const;
const text = (maxLength: number) => ({ type: 'string', maxLength });
const revision = { type: 'integer', minimum: 1 };
const brandParam = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,59}$' };
const params = { type: 'object', properties: { brand: brandParam, id: { type: 'string', pattern: '^[A-Za-z0-9-]{1,64}$' }, number: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } } } as const;
/** A brand's content is a few hundred KB at most (the loader's limits refuse more): room for it in JSON. */
const CONTENT_BODY_LIMIT = 3 * 1024 * 1024;

export function studioContentRoutes(app: FastifyInstance, deps: { sessions: StudioSessions; accounts: StudioAccounts; store: () => Promise<ContentStore> }) {
  const requireStudio = studioGuard(deps.sessions);
  const base = '/api/studio/content/:brand';

  const actorOf = (request: FastifyRequest<{ Params: Partial<Params> }>): StoreActor => {
    const { account } = studioSessionOf(request);
    return { username: account.username, role: roleOn(account, request.params.brand ?? '') };
  };

  /** Runs a store call and answers with its result, or its refusal's status and body. */
  function handle<R>(fn: (store: ContentStore, actor: StoreActor, request: Checked) => Promise<R>, okStatus = 200) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      try {
        const checked = request as Checked;
        const result = await fn(await deps.store(), actorOf(checked), checked);
        if (result === undefined) return reply.code(204).send();
        return reply.code(okStatus).send(result);
      } catch (error) {
        if (error instanceof RefusedError) {
          const { status, ...rest } = error.refusal;
          return reply.code(status).send({ status, ...rest });
        }
        if (error instanceof ContentProblemsError) {
          return reply.code(422).send({ status: 422, message: "The brand's files in the repository do not load.", problems: error.problems });
        }
        throw error;
      }
    };
  }

  const route = { onRequest: requireStudio };
  const withBody = (schema: unknown) => ({ onRequest: requireStudio, schema: { params, body: schema }, bodyLimit: CONTENT_BODY_LIMIT });
  const read = { ...route, schema: { params } };

  app.get(base, read, handle((store, actor, r) => store.basis(actor, r.params.brand)));
  app.get(`${base}/drafts`, read, handle(async (store, actor, r) => ({ drafts: await store.drafts(actor, r.params.brand) })));
  app.post(`${base}/drafts`, withBody(body({ title: text(200) })), handle((store, actor, r) => store.createDraft(actor, r.params.brand, String(r.body.title ?? '')), 201));
  app.get(`${base}/drafts/:id`, read, handle((store, actor, r) => store.draft(actor, r.params.brand, r.params.id)));
  app.put(
    `${base}/drafts/:id`,
    withBody(body({ revision, content: contentSchema }, ['revision', 'content'])),
    handle((store, actor, r) => store.save(actor, r.params.brand, r.params.id, r.body.revision as number, r.body.content as Parameters<ContentStore['save']>[4])),
  );
  app.post(`${base}/drafts/:id/submit`, withBody(body({ revision }, ['revision'])), handle((store, actor, r) => store.submit(actor, r.params.brand, r.params.id, r.body.revision as number)));
  // The revision the publisher reviewed: a later one is refused (409 'revision'), never approved unread.
  app.post(
    `${base}/drafts/:id/approve`,
    withBody(body({ revision }, ['revision'])),
    handle((store, actor, r) => store.approve(actor, r.params.brand, r.params.id, r.body.revision as number)),
  );
  app.post(
    `${base}/drafts/:id/request-changes`,
    withBody(body({ comment: text(2000) }, ['comment'])),
    handle((store, actor, r) => store.requestChanges(actor, r.params.brand, r.params.id, String(r.body.comment))),
  );
  app.post(
    `${base}/drafts/:id/publish`,
    withBody(body({ message: text(500) })),
    handle(async (store, actor, r) => ({ version: await store.publish(actor, r.params.brand, r.params.id, String(r.body.message ?? '')) })),
  );
  app.post(`${base}/drafts/:id/rebase`, withBody(body({})), handle((store, actor, r) => store.rebase(actor, r.params.brand, r.params.id)));
  app.delete(`${base}/drafts/:id`, read, handle((store, actor, r) => store.discard(actor, r.params.brand, r.params.id)));
  app.get(
    `${base}/versions`,
    read,
    handle(async (store, actor, r) => ({ versions: await store.versions(actor, r.params.brand), served: await store.servedNotice(actor, r.params.brand) })),
  );
  app.get(`${base}/versions/:number`, read, handle((store, actor, r) => store.version(actor, r.params.brand, Number(r.params.number))));
  app.post(
    `${base}/versions/:number/restore`,
    withBody(body({ message: text(500) })),
    handle(async (store, actor, r) => ({ version: await store.restore(actor, r.params.brand, Number(r.params.number), String(r.body.message ?? '')) })),
  );
  app.get(
    `${base}/audit`,
    { ...route, schema: { params, querystring: { type: 'object', properties: { before: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } } } } },
    handle((store, actor, r) => store.audit(actor, r.params.brand, r.query.before === undefined ? undefined : Number(r.query.before))),
  );
  // Scheduled releases (gateway/store/scheduling.ts): a publisher's only; `at` is yyyy-mm-ddThh:mm in the brand's time zone.
  const localAt = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$' };
  const draftIds = { type: 'array', minItems: 1, maxItems: 20, items: { type: 'string', pattern: '^[A-Za-z0-9-]{1,64}$' } };
  app.get(`${base}/releases`, read, handle((store, actor, r) => store.releases(actor, r.params.brand)));
  app.post(
    `${base}/releases`,
    withBody(body({ drafts: draftIds, at: localAt, message: text(500) }, ['drafts', 'at'])),
    handle((store, actor, r) => store.schedule(actor, r.params.brand, { drafts: r.body.drafts as string[], localAt: String(r.body.at), message: String(r.body.message ?? '') }), 201),
  );
  app.put(`${base}/releases/:id`, withBody(body({ at: localAt }, ['at'])), handle((store, actor, r) => store.move(actor, r.params.brand, r.params.id, String(r.body.at))));
  app.post(`${base}/releases/:id/cancel`, withBody(body({})), handle((store, actor, r) => store.cancel(actor, r.params.brand, r.params.id)));
  app.put(`${base}/releases-time-zone`, withBody(body({ timeZone: text(64) }, ['timeZone'])), handle((store, actor, r) => store.setTimeZone(actor, r.params.brand, String(r.body.timeZone))));
  app.get(`${base}/repo`, read, handle((store, actor, r) => store.repoDiff(actor, r.params.brand)));
  app.post(`${base}/repo/adopt`, withBody(body({})), handle((store, actor, r) => store.adopt(actor, r.params.brand), 201));

  // Sign-in and sign-out (gateway/routes/studio.ts) in the audit log: who and when, never a password or a token.
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.url !== '/api/studio/session') return;
    const signedIn = request.method === 'POST' && reply.statusCode === 200;
    const signedOut = request.method === 'DELETE' && reply.statusCode === 204 && request.studioSession !== null;
    if (!signedIn && !signedOut) return;
    const username = signedIn ? String((request.body as { username?: unknown } | undefined)?.username ?? '').trim().toLowerCase() : (request.studioSession?.account.username ?? '');
    const account: StudioAccount | undefined = signedIn ? deps.accounts.get(username) : request.studioSession?.account;
    try {
      const store = await deps.store();
      // In the log of each brand the account may view, and only there.
      const brands = account ? (await store.files.listBrands()).map((b) => b.id).filter((id) => roleIncludes(roleOn(account, id), 'viewer')) : [];
      await store.record(username, signedIn ? 'session.signed_in' : 'session.signed_out', { host: request.host }, brands);
    } catch (error) {
      console.error(`[content store] the audit log could not record a ${signedIn ? 'sign-in' : 'sign-out'}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}
