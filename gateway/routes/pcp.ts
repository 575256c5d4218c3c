import type { FastifyInstance } from 'fastify';
import type { MemberRouteDeps } from './route-deps';

/** GET pcp/members (spec §7). */
export function pcpRoutes(app: FastifyInstance, deps: MemberRouteDeps): void {
  void app;
  void deps;
}
