import type { FastifyInstance } from 'fastify';
import type { MemberRouteDeps } from './route-deps';

/** GET claims/{type}, claims/{type}/{id}, v2/eobs (spec §7). */
export function claimsRoutes(app: FastifyInstance, deps: MemberRouteDeps): void {
  void app;
  void deps;
}
