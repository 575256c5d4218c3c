import type { FastifyInstance } from 'fastify';
import {
  demoPersonasQuerySchema,
  idleSessionRequestSchema,
  type IdleSessionRequest,
  previewTokenRequestSchema,
  type DemoPersonas,
  type DemoPersonasQuery,
  type PreviewTokenAnswer,
  type PreviewTokenRequest,
} from '../../../schemas/api/demo';
import { bearerTokenOf } from '../../shared/bearer-token';
import { clearUnscopedFaults, type FaultList } from '../../shared/faults';
import type { TokenService } from '../auth/token';
import { personasOf, previewClaims, summarizePersona } from '../demo-personas';
import type { Seed } from '../personas/seed';
import type { ReferenceState } from '../state';

/**
 * Demo mode only (schemas/api/demo.ts): restore the seeded personas (and clear this app's unscoped faults), the
 * studio's preview personas and their tokens, asked by the server, and a session's idle clock moved on.
 */
export function referenceDemoRoutes(app: FastifyInstance, deps: { demoSeed: Seed; state: ReferenceState; tokens: TokenService; faults: FaultList }): void {
  const { demoSeed, state, tokens, faults } = deps;

  app.post('/api/__demo/reset', async (_request, reply) => {
    state.reset();
    clearUnscopedFaults(faults);
    return reply.code(204).send();
  });

  app.get<{ Querystring: DemoPersonasQuery }>('/api/__demo/personas', { schema: { querystring: demoPersonasQuerySchema } }, async (request): Promise<DemoPersonas> => {
    const date = request.query.date ?? demoSeed.today;
    const personas = personasOf(demoSeed, request.query.domainId === undefined ? undefined : Number(request.query.domainId)).map((account) => summarizePersona(demoSeed, account, date));
    return { today: demoSeed.today, personas };
  });

  app.post<{ Body: PreviewTokenRequest }>('/api/__demo/preview-tokens', { schema: { body: previewTokenRequestSchema } }, async (request, reply) => {
    const account = demoSeed.accounts.get(request.body.username);
    if (!account) return reply.code(404).send({ status: 404, message: 'There is no such persona.' });
    const claims = previewClaims(demoSeed, account, request.body.binding);
    const token = await tokens.sign(claims, { lifetimeSeconds: request.body.lifetimeSeconds });
    const verified = await tokens.verify(token);
    if (!verified) return reply.code(500).send({ status: 500, message: 'The preview token could not be read back.' });
    return { token, claims: verified } satisfies PreviewTokenAnswer;
  });

  // The bearer token's session alone: other tests' sessions, and every clock but its idle one, go on as they were.
  app.post<{ Body: IdleSessionRequest }>('/api/__demo/idle-session', { schema: { body: idleSessionRequestSchema } }, async (request, reply) => {
    const token = bearerTokenOf(request);
    const claims = token ? await tokens.verify(token) : null;
    if (!claims) return reply.code(401).send({ status: 401, message: 'The session has expired or its token is not valid. Sign in again.' });
    state.sessions.backdate(claims.sid, request.body.minutes * 60_000);
    return reply.code(204).send();
  });
}
