import type { FastifyInstance } from 'fastify';
import { faultRuleSchema, type FaultRule } from '../faults';
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

  app.delete('/api/__demo/faults', async (_request, reply) => {
    state.faults.length = 0;
    return reply.code(204).send();
  });
}
