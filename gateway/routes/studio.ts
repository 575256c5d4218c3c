import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ContentSource } from '../shared/content-source';
import { DECOY_HASH, verifyPassword } from '../shared/passwords';
import { readCached } from '../shared/files';
import { roleOn, type StudioAccount, type StudioAccounts } from '../studio/accounts';
import { createSignInThrottle } from '../studio/sign-in-throttle';
import {
  isSameOrigin,
  STUDIO_SESSION_SECONDS,
  studioAccountNamed,
  studioCookie,
  studioCookieOf,
  studioGuard,
  studioSessionOf,
  type StudioSessions,
} from '../studio/sessions';

const signInSchema = {
  type: 'object',
  properties: { username: { type: 'string', minLength: 1, maxLength: 100 }, password: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['username', 'password'],
  additionalProperties: false,
} as const;

/**
 * The studio's account and page routes: POST/GET/DELETE /api/studio/session, and /studio (the studio's own entry,
 * studio.html of the build) on every brand host.
 */
export function studioRoutes(
  app: FastifyInstance,
  deps: { content: ContentSource; sessions: StudioSessions; accounts: StudioAccounts; distDir: string; now: () => Date },
) {
  const { content, sessions, distDir, now } = deps;
  const requireStudio = studioGuard(sessions);
  // The studio's own throttle, apart from members' lock: by client and username, so no stranger locks anyone out.
  const throttle = createSignInThrottle({ now: () => now().getTime() });

  async function whoIs(account: StudioAccount) {
    const brands = (await content.listBrands()).map((brand) => ({ id: brand.id, name: brand.name, role: roleOn(account, brand.id) }));
    return { username: account.username, brands };
  }

  app.post<{ Body: { username: string; password: string } }>('/api/studio/session', { schema: { body: signInSchema } }, async (request, reply) => {
    if (request.headers.authorization !== undefined) return reply.code(401).send({ status: 401, message: 'The studio does not take member tokens.' });
    if (!isSameOrigin(request)) return reply.code(403).send({ status: 403, message: 'Sign in from the studio page itself.' });
    const username = request.body.username.trim().toLowerCase();
    const wait = throttle.waitFor(request.ip, username);
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60_000);
      return reply
        .code(429)
        .header('retry-after', String(Math.ceil(wait / 1000)))
        .send({ status: 429, message: `Too many attempts: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` });
    }
    const account = studioAccountNamed(deps.accounts, username);
    // Always hash, so an unknown username answers as slowly as a known one.
    const valid = (await verifyPassword(request.body.password, account?.passwordHash ?? DECOY_HASH)) && account !== undefined;
    if (!valid || !account) {
      throttle.failed(request.ip, username);
      return reply.code(401).send({ status: 401, message: 'Username or password not recognised.' });
    }
    throttle.succeeded(request.ip, username);
    const previous = studioCookieOf(request.headers.cookie ?? '');
    if (previous) sessions.end(previous);
    const session = sessions.start(account);
    reply.header('set-cookie', studioCookie(session.id, STUDIO_SESSION_SECONDS)).header('cache-control', 'no-store');
    return whoIs(account);
  });

  app.get('/api/studio/session', { onRequest: requireStudio }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return whoIs(studioSessionOf(request).account);
  });

  app.delete('/api/studio/session', { onRequest: requireStudio }, async (request, reply) => {
    sessions.end(studioSessionOf(request).id);
    return reply.header('set-cookie', studioCookie('', 0)).code(204).send();
  });

  // The studio's page: its own entry and chunks (nothing of it in the member's bundles). Signed in or not: the page
  // asks GET /api/studio/session and shows the sign-in form when that answers 401.
  const sendStudio = async (_request: unknown, reply: FastifyReply) => {
    const page = await readCached(join(distDir, 'studio.html'), (text) => text);
    if (page === null) return reply.code(503).type('text/plain; charset=utf-8').send('The studio is not built yet: run `npm run build`, then reload this page.');
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  };
  app.get('/studio', sendStudio);
  app.get('/studio/', sendStudio);
}
