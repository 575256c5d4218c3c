import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { getOutlineOfCoverage, getUserKey, putEbillRegistration } from '../../../schemas/api/endpoints/tools';
import { ebillFormSchema } from '../../../schemas/api/tools';
import { previewWrite } from '../auth/preview-access';
import { sessionOf, type Session } from '../auth/session';
import { createEbillUserKeys } from '../ebill-user-keys';
import { implement } from '../../shared/endpoint-route';
import { escapeHtml, standInPage } from '../../shared/stand-in-page';
import type { MemberRouteDeps } from './route-deps';
import { EBILL_ADDRESS } from '../../../schemas/api/stand-in-sites';

type EbillForm = FromSchema<typeof ebillFormSchema>;


/** Spec §7: eBill is never offered on the partner plan (features.eBillOffered), and only to families that have it. */
const offersEbill = (session: Session) => session.features.eBillOffered && session.family.ebill.hasEbill;

/** GET token/userkey, PUT ebill/registerEbillUser, GET handbook/ooc and the eBill stand-in page (spec §7). */
export function toolsRoutes(app: FastifyInstance, deps: MemberRouteDeps): void {
  const guard = { requireSession: deps.requireSession };
  const userKeys = createEbillUserKeys(deps.now);

  // Mints the eBill site's sign-on key, a credential outside a preview's binding: closed to previews, though a GET.
  implement(app, getUserKey, { ...guard, ...previewWrite }, async (request) => {
    const { family, member } = sessionOf(request);
    return userKeys.issue({
      subscriberKey: family.family.subscriberKey,
      memberKey: member.memberKey,
      firstName: member.firstName,
    });
  });

  // Spec §4: the first visit registers the family for eBill.
  implement(app, putEbillRegistration, guard, async (request, reply) => {
    const session = sessionOf(request);
    if (!offersEbill(session)) return reply.code(403).send({ status: 403, message: 'eBill is not offered to this member.' });
    deps.state.registerEbill(session.family.family.subscriberKey);
    return true as const;
  });

  implement(app, getOutlineOfCoverage, guard, async (request) => sessionOf(request).family.outlineOfCoverageUrl ?? '');

  // Stands in for the external eBill site: takes the form post, says who arrived, never echoes the key back.
  void app.register(async (scope) => {
    // Only this route reads form posts, so the parser stays inside this plugin.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.post<{ Body: EbillForm }>(EBILL_ADDRESS, { schema: { body: ebillFormSchema } }, async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const holder = userKeys.holderOf(request.body.userKey);
      if (!holder) {
        return reply.code(401).send(standInPage('eBill sign-on failed', '<p>The user key was not valid or has expired. Go back to the Member Dashboard and open online bill pay again.</p>'));
      }
      const firstTime = request.body.firstTime === 'true'
        ? '<p>This is your first visit: your eBill account is now set up.</p>'
        : '';
      return reply.send(standInPage('eBill', [
        `<p>Welcome to online bill pay, ${escapeHtml(holder.firstName)}. You arrived from the Member Dashboard.</p>`,
        firstTime,
        '<p>The reference gateway stands in for the eBill site here.</p>',
        '<p><a href="/home">Back to the Member Dashboard</a></p>',
      ].join('')));
    });
  });
}
