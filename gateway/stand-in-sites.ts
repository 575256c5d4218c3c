import type { FastifyInstance } from 'fastify';
import { standInSites } from '../schemas/api/stand-in-sites';
import type { MemberApiUpstream } from './member-api-upstream';

const PASSED_BACK = ['content-type', 'content-security-policy', 'cache-control'] as const;
const FORM = 'application/x-www-form-urlencoded';

/**
 * The reference API's stand-ins for other sites (schemas/api/stand-in-sites.ts), passed to the member API as they
 * came: the query, a form post's body as it was typed, the brand's host; never the member's cookies. Their pages
 * come back with their own type and policy. Not the member API's contract: nothing here is held to a schema.
 */
export function passStandInSitesThrough(app: FastifyInstance, upstream: MemberApiUpstream): void {
  void app.register(async (scope) => {
    // Only these routes read form posts, so the parser stays inside this plugin; the body goes on as it was.
    scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => done(null, body));
    for (const site of standInSites) {
      scope.route({
        method: site.method,
        url: site.path,
        handler: async (request, reply) => {
          const headers: Record<string, string> = { host: request.host };
          const body = typeof request.body === 'string' ? request.body : undefined;
          if (body !== undefined) headers['content-type'] = FORM;
          const answer = await upstream.send({ method: request.method, url: request.url, headers, ...(body === undefined ? {} : { body }) }).catch(() => null);
          if (!answer) return reply.code(502).type('text/plain; charset=utf-8').send('The site did not answer.');
          for (const name of PASSED_BACK) {
            const value = answer.headers[name];
            if (value !== undefined) reply.header(name, value);
          }
          return reply.code(answer.status).send(answer.body);
        },
      });
    }
  });
}
