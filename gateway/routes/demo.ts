import type { FastifyInstance } from 'fastify';
import type { FaultRule } from '../fault-rule';
import { faultRuleSchema } from '../faults';
import type { GatewayState } from '../state';

/** Demo mode only: restore the seeded personas, and inject faults for browser tests. */
export function demoRoutes(app: FastifyInstance, deps: { state: GatewayState }): void {
  const { state } = deps;

  app.post('/api/__demo/reset', async (_request, reply) => {
    state.reset();
    return reply.code(204).send();
  });

  app.post<{ Body: FaultRule }>('/api/__demo/faults', { schema: { body: faultRuleSchema } }, async (request, reply) => {
    state.faults.push({ ...request.body });
    return reply.code(201).send({ faults: state.faults });
  });

  app.get('/api/__demo/faults', async () => ({ faults: state.faults }));

  // `?scope=<scope>` clears only that scope's faults (a test clearing its leftovers never touches another's).
  app.delete<{ Querystring: { scope?: string } }>('/api/__demo/faults', async (request, reply) => {
    const { scope } = request.query;
    if (scope === undefined) {
      state.faults.length = 0;
    } else {
      const kept = state.faults.filter((rule) => rule.scope !== scope);
      state.faults.splice(0, state.faults.length, ...kept);
    }
    return reply.code(204).send();
  });
}
