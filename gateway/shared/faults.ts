import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FaultRule } from './fault-rule';

/** The faults a demo app injects: its own list (the server's and a reference API's alone are apart). */
export interface FaultList {
  faults: FaultRule[];
}

/** What `POST /api/__demo/reset` does to a fault list: scoped rules belong to one running browser test and stay. */
export function clearUnscopedFaults(list: FaultList): void {
  const scoped = list.faults.filter((rule) => rule.scope !== undefined);
  list.faults.splice(0, list.faults.length, ...scoped);
}

export const FAULT_SCOPE_HEADER = 'x-demo-scope';

export const faultRuleSchema = {
  type: 'object',
  properties: {
    path: { type: 'string', pattern: '^/', minLength: 1, maxLength: 200 },
    status: { type: 'integer', minimum: 400, maximum: 599 },
    latencyMs: { type: 'integer', minimum: 0, maximum: 60000 },
    drop: { type: 'boolean' },
    malformed: { type: 'boolean' },
    times: { type: 'integer', minimum: 1 },
    scope: { type: 'string', minLength: 1, maxLength: 100 },
  },
  required: ['path'],
  additionalProperties: false,
} as const;

const DEMO_PREFIX = '/api/__demo/';

function matches(rule: FaultRule, path: string, scope: string | undefined): boolean {
  if (rule.scope !== undefined && rule.scope !== scope) return false;
  return rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : path === rule.path;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** Whether the rule that would apply to a request of this path and scope fails it (a status, a drop, a cut body). */
export function wouldFail(state: FaultList, path: string, scope: string | undefined): boolean {
  const rule = state.faults.find((candidate) => matches(candidate, path, scope));
  return rule !== undefined && (rule.status !== undefined || rule.drop === true || rule.malformed === true);
}

/** What a malformed fault answers: the start of a JSON object, cut off. */
export const MALFORMED_BODY = '{"status":200,"mess';

/** onRequest hook: applies the first matching rule. The demo control calls themselves are never faulted. */
export function faultInjector(state: FaultList) {
  return async function injectFault(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const path = pathOf(request.url);
    if (path.startsWith(DEMO_PREFIX)) return;
    const scopeHeader = request.headers[FAULT_SCOPE_HEADER];
    const scope = typeof scopeHeader === 'string' ? scopeHeader : undefined;
    const index = state.faults.findIndex((rule) => matches(rule, path, scope));
    const rule = state.faults[index];
    if (!rule) return;
    if (rule.times !== undefined) {
      rule.times -= 1;
      if (rule.times <= 0) state.faults.splice(index, 1);
    }
    if (rule.latencyMs) await sleep(rule.latencyMs);
    if (rule.drop) {
      request.raw.socket.destroy();
      return reply.hijack();
    }
    if (rule.malformed) {
      return reply.code(200).type('application/json; charset=utf-8').send(MALFORMED_BODY);
    }
    if (rule.status) {
      return reply.code(rule.status).send({ status: rule.status, message: `Injected fault: status ${rule.status}.` });
    }
  };
}
