import type { FastifyInstance } from 'fastify';
import { checkReadiness, type ReadinessCheck } from './readiness';

/*
 * For load balancers and orchestrators, without a session: /healthz answers while the process runs, /readyz when
 * every readiness check passes (503 naming the ones that failed). Neither says more than a check's name and result;
 * why a check failed goes to the log. Logged only from warn up, so a probe every few seconds does not fill the log.
 * While the gateway shuts down, Fastify answers 503 to both (return503OnClosing).
 */
export function healthRoutes(app: FastifyInstance, deps: { readiness: readonly ReadinessCheck[] }): void {
  const options = { logLevel: 'warn' as const };

  app.get('/healthz', options, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', options, async (request, reply) => {
    const { ready, checks } = await checkReadiness(deps.readiness, (name, error) =>
      request.log.warn({ check: name, reason: error instanceof Error ? error.message : String(error) }, 'readiness check failed'),
    );
    reply.header('cache-control', 'no-store');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
  });
}
