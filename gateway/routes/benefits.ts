import type { FastifyInstance } from 'fastify';
import type { MemberRouteDeps } from './route-deps';

/** GET benefits/limits (spec §7). */
export function benefitsRoutes(app: FastifyInstance, deps: MemberRouteDeps): void {
  void app;
  void deps;
}
