import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { programContentQuerySchema, programContentResponseSchema } from '../../schemas/api/program-content';
import { sessionOf } from '../auth/session';
import { programContent } from '../personas/program-content';
import { replies } from '../validation';
import type { MemberRouteDeps } from './route-deps';

type ProgramContentQuery = FromSchema<typeof programContentQuerySchema>;
type ProgramContentAnswer = FromSchema<typeof programContentResponseSchema>;

export const NO_PROGRAM_CONTENT = 'There is no content for this program.';

/**
 * GET programs/sitecore?programId (spec §7): a program's details from the content system, for a program the member
 * is eligible for. Another program, or one without content, is 404: a member learns nothing of programs not theirs.
 * (GET programs itself is with the account's calls, account.ts.)
 */
export function programContentRoutes(app: FastifyInstance, deps: MemberRouteDeps): void {
  const guard = { onRequest: deps.requireSession({ allowTemporary: false }) };

  app.get<{ Querystring: ProgramContentQuery }>(
    '/api/programs/sitecore',
    { ...guard, schema: { querystring: programContentQuerySchema, ...replies(programContentResponseSchema) } },
    async (request, reply) => {
      const programId = Number(request.query.programId);
      const eligible = sessionOf(request).family.programs.some((p) => p.id === programId && p.eligible);
      const content = eligible ? programContent[programId] : undefined;
      if (!content) return reply.code(404).send({ status: 404, message: NO_PROGRAM_CONTENT });
      const answer: ProgramContentAnswer = { programId, ...content };
      return answer;
    },
  );
}
