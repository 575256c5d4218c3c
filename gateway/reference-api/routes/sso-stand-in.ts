import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { ssoFormSchema } from '../../../schemas/api/onboarding';
import type { TokenService } from '../auth/token';
import { escapeHtml, standInPage } from '../../shared/stand-in-page';
import { SSO_ADDRESS } from '../../../schemas/api/stand-in-sites';

type SsoForm = FromSchema<typeof ssoFormSchema>;


/**
 * Stands in for the external sales-force portal: it takes the form post of spec §7 (a token and an optional test
 * environment), checks the token is one of ours, and answers a small page instead of a real portal.
 */
export function ssoStandInRoutes(app: FastifyInstance, deps: { tokens: TokenService }): void {
  void app.register(async (scope) => {
    // Only this route reads form posts, so the parser stays inside this plugin.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.post<{ Body: SsoForm }>(SSO_ADDRESS, { schema: { body: ssoFormSchema } }, async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const claims = await deps.tokens.verify(request.body.token);
      // A studio preview's token hands nothing off: a preview changes nothing and goes nowhere.
      if (!claims || claims.preview !== undefined) {
        return reply.code(401).send(standInPage('Single sign-on failed', '<p>The token was not valid. Log in to the Member Dashboard again.</p>'));
      }
      const environment = request.body.testEnvironment;
      const note = environment ? `<p>Test environment: ${escapeHtml(environment)}</p>` : '';
      return reply.send(
        standInPage('Transferred to the sales-force portal', `<p>The reference gateway stands in for the portal here.</p>${note}`),
      );
    });
  });
}
