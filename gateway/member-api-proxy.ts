import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorResponseSchema } from '../schemas/api/common';
import { answerMediaTypes, type EndpointDeclaration, type HttpMethod } from '../schemas/api/endpoint';
import { endpointsOf, memberApi } from '../schemas/api/member-api';
import { routeUrlOf } from './endpoint-route';
import { createAjv } from './validation';

/*
 * The gateway's way to a member API it does not serve itself (MEMBER_API_URL): every declared call
 * (schemas/api/endpoints/) is forwarded as it came (method, path, query, body, the member's bearer token, Accept, the
 * brand's host, the demo scope), and the answer is held to the call's declaration before the member's browser gets
 * it: a 200 whose body breaks its schema, an error that is not `{status, message}`, a PDF that is not one, or no
 * answer at all is a 502 (spec §8 "Sorry, something went wrong."), logged with the call's name and what was wrong,
 * never the body.
 */

export interface MemberApiProxyOptions {
  /** The member API's origin, e.g. http://127.0.0.1:4174 (its calls are below /api). */
  upstream: string;
  /** How long an answer may take before the member gets a 502. */
  timeoutMs?: number;
}

interface UpstreamAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const FORWARDED_HEADERS = ['authorization', 'accept', 'content-type', 'x-demo-scope'] as const;
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

function forward(upstream: URL, request: FastifyRequest, timeoutMs: number): Promise<UpstreamAnswer> {
  const headers: Record<string, string> = { host: request.host };
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const body = request.body === undefined || request.body === null ? undefined : JSON.stringify(request.body);
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      { protocol: upstream.protocol, hostname: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers, timeout: timeoutMs },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 502, headers: incoming.headers, body: Buffer.concat(chunks) }));
        incoming.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The declaration the request was made by: two share idCard/view, told apart by what the request accepts. */
function declarationFor(method: HttpMethod, url: string, accept: string | undefined): [string, EndpointDeclaration] | null {
  const matching = endpointsOf(method, url.slice('/api'.length));
  if (matching.length <= 1) return matching[0] ?? null;
  return matching.find(([, e]) => (accept ?? '').includes(answerMediaTypes[e.answer ?? 'json'] ?? '')) ?? matching[0] ?? null;
}

const parsed = (body: Buffer): unknown => {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
};

/** What is wrong with an answer under the call's declaration, or null when it keeps the contract. */
export function contractProblem(declaration: EndpointDeclaration, answer: UpstreamAnswer): string | null {
  const type = String(answer.headers['content-type'] ?? '');
  if (answer.status >= 400) return isErrorAnswer(parsed(answer.body)) ? null : `a ${answer.status} that is not {status, message}`;
  const kind = declaration.answer ?? 'json';
  if (kind === 'none') return answer.status === 204 ? null : `a ${answer.status} where 204 is declared`;
  if (answer.status !== 200) return `a ${answer.status} where 200 is declared`;
  if (kind === 'pdf') return type.startsWith('application/pdf') && answer.body.subarray(0, 5).toString('latin1') === '%PDF-' ? null : 'a PDF that is not one';
  const body = kind === 'json' ? parsed(answer.body) : answer.body.toString('utf8');
  const check = checkOf(declaration.response ?? {});
  return check(body) ? null : `a body that breaks its schema (${ajv.errorsText(check.errors)})`;
}

function passBack(reply: FastifyReply, answer: UpstreamAnswer): FastifyReply {
  for (const name of PASSED_BACK_HEADERS) {
    const value = answer.headers[name];
    if (value !== undefined) reply.header(name, value);
  }
  return reply.code(answer.status).send(answer.body);
}

/** Serves every declared call by forwarding it to `upstream` and holding the answer to its declaration. */
export function proxyMemberApi(app: FastifyInstance, options: MemberApiProxyOptions): void {
  const upstream = new URL(options.upstream);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const served = new Set<string>();
  for (const declaration of Object.values(memberApi)) {
    const url = routeUrlOf(declaration);
    if (served.has(`${declaration.method} ${url}`)) continue;
    served.add(`${declaration.method} ${url}`);
    app.route({
      method: declaration.method,
      url,
      handler: async (request, reply) => {
        const found = declarationFor(request.method as HttpMethod, request.url.split('?')[0] ?? request.url, request.headers.accept);
        let answer: UpstreamAnswer;
        try {
          answer = await forward(upstream, request, timeoutMs);
        } catch (error) {
          request.log.error({ call: found?.[0], reason: (error as Error).message }, 'member API unreachable');
          return reply.code(502).send(UNREACHABLE);
        }
        const problem = found ? contractProblem(found[1], answer) : 'no declaration';
        if (problem) {
          request.log.error({ call: found?.[0], status: answer.status, problem }, 'member API answer refused');
          return reply.code(502).send(BAD_GATEWAY);
        }
        return passBack(reply, answer);
      },
    });
  }
}
