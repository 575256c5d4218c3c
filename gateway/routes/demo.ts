import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MemberApiUpstream } from '../member-api-upstream';
import type { DemoClock } from '../shared/demo-clock';
import { faultRoutes } from '../shared/fault-routes';
import { clearUnscopedFaults, FAULT_SCOPE_HEADER, type FaultList } from '../shared/faults';

/**
 * Demo mode only: the server's faults (injected before a call reaches the member API), a reset that clears them and
 * restores the member API's personas (its own `POST /api/__demo/reset`), and the member API's outbox of the e-mails it
 * would have sent and its moving of a session's idle clock (`POST /api/__demo/idle-session`), passed through for the
 * browser tests.
 */
export function demoRoutes(
  app: FastifyInstance,
  deps: { faults: FaultList; upstream: MemberApiUpstream; storeClock?: DemoClock; runDue?: () => Promise<unknown> },
): void {
  const { faults, upstream } = deps;
  /** The demo scope of the browser test that asks (shared/demo-scope.ts), which the member API's state is kept by. */
  const scoped = (request: FastifyRequest): Record<string, string> => {
    const scope = request.headers[FAULT_SCOPE_HEADER];
    return typeof scope === 'string' ? { [FAULT_SCOPE_HEADER]: scope } : {};
  };

  app.post('/api/__demo/reset', async (request, reply) => {
    clearUnscopedFaults(faults);
    const answer = await upstream.send({ method: 'POST', url: '/api/__demo/reset', headers: scoped(request) }).catch(() => null);
    if (!answer || answer.status >= 300) return reply.code(502).send({ status: 502, message: 'The member API did not reset its personas.' });
    return reply.code(204).send();
  });

  app.get('/api/__demo/outbox', async (request, reply) => {
    const answer = await upstream.send({ method: 'GET', url: request.url, headers: { accept: 'application/json', ...scoped(request) } }).catch(() => null);
    if (!answer) return reply.code(502).send({ status: 502, message: 'The member API did not answer.' });
    return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body);
  });

  app.post('/api/__demo/idle-session', async (request, reply) => {
    const authorization = request.headers.authorization;
    const headers = { 'content-type': 'application/json', accept: 'application/json', ...scoped(request), ...(authorization ? { authorization } : {}) };
    const answer = await upstream.send({ method: 'POST', url: request.url, headers, body: JSON.stringify(request.body ?? null) }).catch(() => null);
    if (!answer) return reply.code(502).send({ status: 502, message: 'The member API did not answer.' });
    if (answer.status === 204) return reply.code(204).send();
    return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body);
  });

  // The content store's clock moved on (shared/demo-clock.ts), then the releases due by it published at once.
  const { storeClock, runDue } = deps;
  if (storeClock) {
    const schema = { body: { type: 'object', properties: { advanceMs: { type: 'integer', minimum: 0, maximum: 31 * 24 * 3600 * 1000 } }, required: ['advanceMs'], additionalProperties: false } };
    app.post<{ Body: { advanceMs: number } }>('/api/__demo/clock', { schema }, async (request) => {
      storeClock.advance(request.body.advanceMs);
      const released = runDue ? await runDue() : [];
      return { now: storeClock.now().toISOString(), released };
    });
  }

  faultRoutes(app, faults);
}
