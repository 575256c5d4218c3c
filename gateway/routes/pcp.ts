import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { pcpMembersResponseSchema } from '../../schemas/api/pcp';
import { sessionOf } from '../auth/session';
import type { Member, SeedFamily } from '../personas/types';
import { replies } from '../validation';
import type { MemberRouteDeps } from './route-deps';

type PcpMembers = FromSchema<typeof pcpMembersResponseSchema>;

/** GET pcp/members (spec §7): each member the signed-in person may see, with eligibility and current PCP. */
export function pcpRoutes(app: FastifyInstance, deps: MemberRouteDeps): void {
  const guard = { onRequest: deps.requireSession({ allowTemporary: false }) };

  app.get('/api/pcp/members', { ...guard, schema: replies(pcpMembersResponseSchema) }, async (request): Promise<PcpMembers> => {
    const { family, visible } = sessionOf(request);
    return [...visible].sort((a, b) => a.memberSuffix - b.memberSuffix).map((member) => pcpMemberOf(family, member));
  });
}

function pcpMemberOf(family: SeedFamily, member: Member): PcpMembers[number] {
  const eligible = family.pcp.eligibleMemberKeys.includes(member.memberKey);
  const selection = family.pcp.selections.find((s) => s.memberKey === member.memberKey);
  return {
    memberKey: member.memberKey,
    memberSuffix: member.memberSuffix,
    firstName: member.firstName,
    lastName: member.lastName,
    eligible,
    // Primary care goes with the medical plan: the member may select while medical coverage is in force.
    eligibleDates: eligible
      ? member.eligibility.medical
          .filter((record) => record.eligible)
          .map(({ effectiveDate, terminationDate }) => ({ effectiveDate, terminationDate }))
      : [],
    currentPcp: selection
      ? {
          providerId: selection.providerId,
          providerName: selection.providerName,
          providerTitle: selection.providerTitle,
          beginDate: selection.beginDate,
          locations: selection.locations,
        }
      : null,
  };
}
