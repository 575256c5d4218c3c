import type { FastifyInstance } from 'fastify';
import type { MemberRouteDeps } from './route-deps';

/** GET token/userkey, PUT ebill/registerEbillUser, GET handbook/ooc and the eBill stand-in page (spec §7). */
export function toolsRoutes(app: FastifyInstance, deps: MemberRouteDeps): void {
  void app;
  void deps;
}
