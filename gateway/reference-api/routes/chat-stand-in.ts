import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { escapeHtml, standInPage } from '../../shared/stand-in-page';
import { CHAT_STAND_IN } from '../../../schemas/api/stand-in-sites';


const chatQuerySchema = {
  type: 'object',
  properties: {
    bus: { type: 'string', minLength: 1, maxLength: 100 },
    poc: { type: 'string', minLength: 1, maxLength: 100 },
    group: { type: 'string', minLength: 1, maxLength: 100 },
  },
  required: ['bus', 'poc'],
  additionalProperties: false,
} as const;

const FRAMED_BY_THIS_SITE = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/**
 * The live chat host of the demo brands (gateway/reference-api/help/chat-config.ts): the reference API has no chat service, so the
 * configured host is this page of its own, at a path of the member's site (schemas/api/stand-in-sites.ts). Same-origin, so the app's frame (CSP default-src 'self')
 * may load it; its own policy runs nothing and lets only this site frame it.
 */
export function chatStandInRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: FromSchema<typeof chatQuerySchema> }>(CHAT_STAND_IN, { schema: { querystring: chatQuerySchema } }, async (request, reply) => {
    const { bus, poc, group } = request.query;
    const queue = group ? `${escapeHtml(poc)}, group ${escapeHtml(group)}` : `${escapeHtml(poc)} (the default queue)`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', FRAMED_BY_THIS_SITE)
      .send(
        standInPage(
          'Live chat',
          `<p>The reference gateway stands in for the chat service here: a member services representative would answer in this window.</p>` +
            `<p>Chat service: ${escapeHtml(bus)}. Queue: ${queue}.</p>`,
        ),
      );
  });
}
