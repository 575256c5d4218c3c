import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { answerMediaTypes, type EndpointDeclaration } from '../../schemas/api/endpoint';
import { createAjv, errorReplies, replies, ResponseShapeError } from './validation';

/*
 * The reference API implements the member API by its declarations (schemas/api/endpoints/): `implement` registers a
 * call's route from its declaration (method, URL, who may call, request and answer schemas), so a route cannot
 * disagree with the contract the browser calls by. The handler is all a call adds.
 */

/** The guard of the calls a session may make: temporary tokens (spec §2: the onboarding pages) pass where allowed. */
export type RequireSession = (options: { allowTemporary: boolean }) => (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

type SchemaType<D, K extends 'params' | 'query' | 'body'> = D extends { [key in K]: infer S extends JSONSchema } ? FromSchema<S> : unknown;

/** The request a declaration admits: its params, query and body, typed from their schemas. */
export interface DeclaredRequest<D> {
  Params: SchemaType<D, 'params'>;
  Querystring: SchemaType<D, 'query'>;
  Body: SchemaType<D, 'body'>;
}

/** What the handler returns for a JSON or text answer (sent by `implement`); a PDF or a 204 is sent through reply. */
export type DeclaredAnswer<D> = D extends { answer: 'pdf' | 'none' } ? never : D extends { response: infer S extends JSONSchema } ? FromSchema<S> : never;

/** A call's handler: its answer, or the reply it has sent (an error, a PDF, a 204). */
export type DeclaredHandler<D> = (request: FastifyRequest<DeclaredRequest<D>>, reply: FastifyReply) => Promise<DeclaredAnswer<D> | FastifyReply>;

/**
 * The session guard the declaration's `caller` asks for (a full session, or the temporary token of onboarding too;
 * `anyone` needs none), and the route's config (previewRead / previewWrite of auth/preview-access.ts).
 */
export type ImplementOptions<D> = (D extends { caller: 'anyone' } ? { requireSession?: undefined } : { requireSession: RequireSession }) & {
  config?: FastifyContextConfig;
};

/** The gateway's URL of a declared path: below /api, `{name}` parameters as Fastify's `:name`. */
export const routeUrlOf = (declaration: Pick<EndpointDeclaration, 'path'>): string => `/api${declaration.path.replace(/\{([^}]+)\}/g, ':$1')}`;

function guardOf(declaration: EndpointDeclaration, requireSession: RequireSession | undefined) {
  const caller = declaration.caller ?? 'session';
  if (caller === 'anyone') return undefined;
  if (!requireSession) throw new Error(`${declaration.method} ${declaration.path} needs requireSession: its caller is '${caller}'.`);
  return requireSession({ allowTemporary: caller === 'temporary' });
}

/**
 * A text or HTML answer skips the JSON serializer: it is checked against the declared schema here, sent with its
 * media type and kept by no cache.
 */
function textSender(declaration: EndpointDeclaration, url: string) {
  const ajv = createAjv();
  const validate = ajv.compile<string>(declaration.response ?? {});
  const type = `${answerMediaTypes[declaration.answer === 'html' ? 'html' : 'text']}; charset=utf-8`;
  return (reply: FastifyReply, text: unknown) => {
    if (!validate(text)) throw new ResponseShapeError(`Response 200 of ${url} does not match its schema: ${ajv.errorsText(validate.errors)}`);
    return reply.type(type).header('cache-control', 'no-store').send(text);
  };
}

/**
 * Registers a declared call: the declaration's method and URL, its caller's guard, its params, query and body
 * checked (400 in the `{status, message}` shape otherwise), its answer checked before it leaves (500 otherwise). A
 * JSON answer is returned by the handler; a text or HTML one too (checked and sent here); a PDF or nothing (204) is
 * sent by the handler through reply. Errors are sent through reply in the `{status, message}` shape of spec §8.
 */
export function implement<const D extends EndpointDeclaration>(
  app: FastifyInstance,
  declaration: D,
  options: NoInfer<ImplementOptions<D>>,
  handler: NoInfer<DeclaredHandler<D>>,
): void {
  const url = routeUrlOf(declaration);
  const answer = declaration.answer ?? 'json';
  if (answer === 'json' && !declaration.response) throw new Error(`${declaration.method} ${url}: a JSON answer needs its response schema.`);
  const sendText = answer === 'text' || answer === 'html' ? textSender(declaration, url) : null;
  const onRequest = guardOf(declaration, options.requireSession);
  app.route({
    method: declaration.method,
    url,
    ...(onRequest ? { onRequest } : {}),
    ...(options.config ? { config: options.config } : {}),
    schema: {
      ...(declaration.params ? { params: declaration.params } : {}),
      ...(declaration.query ? { querystring: declaration.query } : {}),
      ...(declaration.body ? { body: declaration.body } : {}),
      ...(answer === 'json' ? replies(declaration.response!) : errorReplies),
    },
    handler: async (request, reply) => {
      const result: unknown = await handler(request as FastifyRequest<DeclaredRequest<D>>, reply);
      if (result === reply) return reply;
      if (sendText) return sendText(reply, result);
      if (answer !== 'json') throw new Error(`${declaration.method} ${url}: a ${answer} answer is sent through reply.`);
      return result;
    },
  });
}

/**
 * One call answered as JSON or another way by its Accept header (idCard/view: the cards' data or a PDF), declared
 * twice: one route serves both, implemented with the JSON declaration, its handler sending the other answer through
 * reply. The two must be one call: same method, path, caller, params, query and body.
 */
export function oneRouteByAccept<const J extends EndpointDeclaration>(json: J, other: EndpointDeclaration): J {
  const keys = ['method', 'path', 'caller', 'params', 'query', 'body'] as const;
  const differing = keys.filter((key) => json[key] !== other[key]);
  if (differing.length > 0 || (json.answer ?? 'json') !== 'json') {
    throw new Error(`${json.method} ${json.path}: two declarations served by one route must differ only in their answer (${differing.join(', ')}).`);
  }
  return json;
}
