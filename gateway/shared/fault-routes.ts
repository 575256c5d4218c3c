import type { FastifyInstance } from 'fastify';
import type { FaultRule } from './fault-rule';
import { faultRuleSchema, type FaultList } from './faults';

/** Demo mode only: the browser tests' faults of this app (POST adds one, GET lists them, DELETE clears). */
export function faultRoutes(app: FastifyInstance, list: FaultList): void {
  app.post<{ Body: FaultRule }>('/api/__demo/faults', { schema: { body: faultRuleSchema } }, async (request, reply) => {
    list.faults.push({ ...request.body });
    return reply.code(201).send({ faults: list.faults });
  });

  app.get('/api/__demo/faults', async () => ({ faults: list.faults }));

  // `?scope=<scope>` clears only that scope's faults (a test clearing its leftovers never touches another's).
  app.delete<{ Querystring: { scope?: string } }>('/api/__demo/faults', async (request, reply) => {
    const { scope } = request.query;
    const kept = scope === undefined ? [] : list.faults.filter((rule) => rule.scope !== scope);
    list.faults.splice(0, list.faults.length, ...kept);
    return reply.code(204).send();
  });
}
