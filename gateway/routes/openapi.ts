import type { FastifyInstance } from 'fastify';
import { memberApi } from '../../schemas/api/member-api';
import { openApiDocument } from '../../schemas/api/openapi';

/** GET /api/openapi.json: the member API's contract (schemas/api/endpoints/), for an insurer to check its API against. */
export function openApiRoutes(app: FastifyInstance, deps: { version: string }): void {
  const document = JSON.stringify(openApiDocument(memberApi, deps.version));
  app.get('/api/openapi.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(document),
  );
}
