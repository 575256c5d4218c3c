import type { FastifyInstance } from 'fastify';
import { getProgramContent } from '../../../schemas/api/endpoints/programs';
import { sessionOf } from '../auth/session';
import { implement } from '../../shared/endpoint-route';
import { programContent } from '../personas/program-content';
import type { MemberRouteDeps } from './route-deps';

export const NO_PROGRAM_CONTENT = 'There is no content for this program.';

/**
 * GET programs/sitecore?programId (spec §7): a program's details from the content system, for a program the member
 * is eligible for. Another program, or one without content, is 404: a member learns nothing of programs not theirs.
 * (GET programs itself is with the account's calls, account.ts.)
 */
export function programContentRoutes(app: FastifyInstance, deps: MemberRouteDeps): void {
  implement(app, getProgramContent, { requireSession: deps.requireSession }, async (request, reply) => {
    const programId = Number(request.query.programId);
    const eligible = sessionOf(request).family.programs.some((p) => p.id === programId && p.eligible);
    const content = eligible ? programContent[programId] : undefined;
    if (!content) return reply.code(404).send({ status: 404, message: NO_PROGRAM_CONTENT });
    return { programId, ...content };
  });
}
