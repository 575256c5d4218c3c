import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { errorResponseSchema } from '../schemas/api/common';
import { answerMediaTypes, type EndpointDeclaration, type HttpMethod } from '../schemas/api/endpoint';
import { endpointsOf, memberApi } from '../schemas/api/member-api';
import { routeUrlOf } from './shared/endpoint-route';
import { HTML_FRAGMENT_POLICY } from './shared/http-policy';
import { createAjv } from './shared/validation';
import { FAULT_SCOPE_HEADER, pathOf } from './shared/faults';
import { jsonOf, type MemberApiUpstream, type UpstreamAnswer, type UpstreamRequest } from './member-api-upstream';

/*
 * The server's one way to member data: every declared call
 * (schemas/api/endpoints/) is forwarded as it came (method, path, query, body, the member's bearer token, Accept, the
 * brand's host, the demo scope), and the answer is held to the call's declaration before the member's browser gets
 * it: a 200 whose body breaks its schema, an error that is not `{status, message}`, a PDF that is not one, or no
 * answer at all is a 502 (spec §8 "Sorry, something went wrong."), logged with the call's name and what was wrong,
 * never the body.
 */

export interface MemberApiProxyOptions {
  /** The member API: over HTTP at MEMBER_API_URL, or the embedded reference API (member-api-upstream.ts). */
  upstream: MemberApiUpstream;
  /** Runs before a call is forwarded (the studio's preview binding): it may answer the call itself. */
  admit?: onRequestHookHandler;
}

const FORWARDED_HEADERS = ['authorization', 'accept', 'content-type', FAULT_SCOPE_HEADER] as const;
const PASSED_BACK_HEADERS = ['content-type', 'content-disposition', 'cache-control', 'vary', 'retry-after'] as const;
const BAD_GATEWAY = { status: 502, message: 'The member API answered outside its contract.' };
const UNREACHABLE = { status: 502, message: 'The member API did not answer.' };

const ajv = createAjv();
const checks = new Map<object, ReturnType<typeof ajv.compile>>();
const checkOf = (schema: object) => {
  let check = checks.get(schema);
  if (!check) checks.set(schema, (check = ajv.compile(schema)));
  return check;
};
const isErrorAnswer = checkOf(errorResponseSchema);

/** A member's call as the upstream gets it: the contract's parts of it, with the brand's host. */
function upstreamRequestOf(request: FastifyRequest): UpstreamRequest {
  const headers: Record<string, string> = { host: request.host };
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const body = request.body === undefined || request.body === null ? undefined : JSON.stringify(request.body);
  return { method: request.method, url: request.url, headers, ...(body === undefined ? {} : { body }) };
}

const mediaTypeOf = (declaration: EndpointDeclaration): string => answerMediaTypes[declaration.answer ?? 'json'] ?? '';

/**
 * The declaration the request was made by. Two share idCard/view (a PDF, or JSON): JSON only when the request accepts
 * it and not the other, else the other (the route's own rule, shared/endpoint-route.ts oneRouteByAccept).
 */
function declarationFor(method: HttpMethod, url: string, accept = ''): [string, EndpointDeclaration] | null {
  const matching = endpointsOf(method, url.slice('/api'.length));
  if (matching.length <= 1) return matching[0] ?? null;
  const asked = matching.filter(([, e]) => mediaTypeOf(e) !== '' && accept.includes(mediaTypeOf(e)));
  if (asked.length === 1) return asked[0] ?? null;
  return matching.find(([, e]) => (e.answer ?? 'json') !== 'json') ?? matching[0] ?? null;
}

/** What is wrong with an answer under the call's declaration, or null when it keeps the contract. */
export function contractProblem(declaration: EndpointDeclaration, answer: UpstreamAnswer): string | null {
  const type = String(answer.headers['content-type'] ?? '');
  if (answer.status >= 400) return isErrorAnswer(jsonOf(answer)) ? null : `a ${answer.status} that is not {status, message}`;
  const kind = declaration.answer ?? 'json';
  if (kind === 'none') return answer.status === 204 ? null : `a ${answer.status} where 204 is declared`;
  if (answer.status !== 200) return `a ${answer.status} where 200 is declared`;
  if (kind === 'pdf') return type.startsWith('application/pdf') && answer.body.subarray(0, 5).toString('latin1') === '%PDF-' ? null : 'a PDF that is not one';
  const body = kind === 'json' ? jsonOf(answer) : answer.body.toString('utf8');
  const check = checkOf(declaration.response ?? {});
  return check(body) ? null : `a body that breaks its schema (${ajv.errorsText(check.errors)})`;
}

function passBack(reply: FastifyReply, declaration: EndpointDeclaration, answer: UpstreamAnswer): FastifyReply {
  for (const name of PASSED_BACK_HEADERS) {
    const value = answer.headers[name];
    if (value !== undefined) reply.header(name, value);
  }
  if (declaration.answer === 'html') reply.header('content-security-policy', HTML_FRAGMENT_POLICY);
  return reply.code(answer.status).send(answer.body);
}

/** Serves every declared call by forwarding it to the member API and holding the answer to its declaration. */
export function proxyMemberApi(app: FastifyInstance, options: MemberApiProxyOptions): void {
  const { upstream, admit } = options;
  const served = new Set<string>();
  for (const declaration of Object.values(memberApi)) {
    const url = routeUrlOf(declaration);
    if (served.has(`${declaration.method} ${url}`)) continue;
    served.add(`${declaration.method} ${url}`);
    app.route({
      method: declaration.method,
      url,
      ...(admit ? { onRequest: admit } : {}),
      handler: async (request, reply) => {
        const found = declarationFor(request.method as HttpMethod, pathOf(request.url), request.headers.accept);
        let answer: UpstreamAnswer;
        try {
          answer = await upstream.send(upstreamRequestOf(request));
        } catch (error) {
          request.log.error({ call: found?.[0], reason: (error as Error).message }, 'member API unreachable');
          return reply.code(502).send(UNREACHABLE);
        }
        const problem = found ? contractProblem(found[1], answer) : 'no declaration';
        if (!found || problem) {
          request.log.error({ call: found?.[0], status: answer.status, problem }, 'member API answer refused');
          return reply.code(502).send(BAD_GATEWAY);
        }
        return passBack(reply, found[1], answer);
      },
    });
  }
}
