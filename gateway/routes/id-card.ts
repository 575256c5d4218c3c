import type { FastifyInstance } from 'fastify';
import type { MemberRouteDeps } from './route-deps';

/** GET idCard/view: the member's ID card as a generated PDF (spec §7). */
export function idCardRoutes(app: FastifyInstance, deps: MemberRouteDeps): void {
  void app;
  void deps;
}
