import type { FastifyInstance } from 'fastify';
import {
  getCityOfPortlandDueDate,
  getPcpMembers,
  getProvider,
  postPcpSelection,
  postProviderSearch,
} from '../../../schemas/api/endpoints/pcp';
import { effectiveDateIso, effectiveDateProblem, type EffectiveDateProblem } from '../../../src/features/find-care/pcp-effective-date';
import { changesOf, sendDemoEmail } from '../account-forms-state';
import { previewRead } from '../auth/preview-access';
import { sessionOf } from '../auth/session';
import { pageOf, pageRequest } from '../claims-paging';
import { implement, type DeclaredAnswer } from '../../shared/endpoint-route';
import { findProvider, providerAnswer, searchProviders } from '../pcp-directory';
import { currentPcpOf, pcpHistoryOf, recordPcpSelection } from '../pcp-selections';
import { createCalendar } from '../personas/dates';
import { providerDirectory } from '../personas/providers';
import type { Member, SeedFamily } from '../personas/types';
import type { MemberRouteDeps } from './route-deps';
import type { MemberApiErrorCode } from '../../../schemas/api/common';
import { refusal } from '../refusal';

type PcpMembers = DeclaredAnswer<typeof getPcpMembers>;

export const PROVIDER_NOT_FOUND = 'No provider with this id in the directory.';
export const NOT_ELIGIBLE_FOR_PCP = 'This member may not select a primary care provider.';
export const effectiveDateRefusals: Record<EffectiveDateProblem, { errorCode: MemberApiErrorCode; message: string }> = {
  invalidDate: { errorCode: 'EFFECTIVE_DATE_INVALID', message: 'The effective date must be a real date in mm/dd/yyyy format.' },
  beforeToday: { errorCode: 'EFFECTIVE_DATE_IN_PAST', message: 'The effective date cannot be in the past.' },
  outsideEligibility: { errorCode: 'EFFECTIVE_DATE_OUTSIDE_COVERAGE', message: 'The effective date must fall within the member\'s coverage.' },
};

const usDate = (isoDate: string) => `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(0, 4)}`;

/** The primary care calls of spec §7: pcp/members, pcp/search, pcp/provider, pcp/select, pcp/city-of-portland. */
export function pcpRoutes(app: FastifyInstance, deps: MemberRouteDeps): void {
  const guard = { requireSession: deps.requireSession };
  const today = () => createCalendar(deps.now()).today;

  implement(app, getPcpMembers, guard, async (request) => {
    const { family, visible } = sessionOf(request);
    return [...visible].sort((a, b) => a.memberSuffix - b.memberSuffix).map((member) => pcpMemberOf(deps, family, member));
  });

  /** Only for members the signed-in person may see and who may select (spec §6); anyone else is refused. */
  const selectableMembers = (keys: readonly string[], family: SeedFamily, visible: readonly Member[]) => {
    const members = keys.map((key) => visible.find((m) => m.memberKey === key));
    const allowed = members.every((m) => m !== undefined && family.pcp.eligibleMemberKeys.includes(m.memberKey));
    return allowed ? (members as Member[]) : null;
  };

  // A search: it reads, so a studio preview may make it (auth/preview-access.ts).
  implement(app, postProviderSearch, { ...guard, ...previewRead }, async (request, reply) => {
    const { family, visible } = sessionOf(request);
    if (!selectableMembers(request.body.members, family, visible)) return reply.code(403).send(refusal(403, 'NOT_ELIGIBLE_FOR_PCP', NOT_ELIGIBLE_FOR_PCP));
    return pageOf(searchProviders(providerDirectory, request.body), pageRequest(request.query));
  });

  implement(app, getProvider, guard, async (request, reply) => {
    const provider = findProvider(providerDirectory, request.query.providerId);
    if (!provider) return reply.code(404).send(refusal(404, 'PROVIDER_NOT_FOUND', PROVIDER_NOT_FOUND));
    return providerAnswer(provider);
  });

  implement(app, postPcpSelection, guard, async (request, reply) => {
    const { account, family, visible } = sessionOf(request);
    const { pcpSelectList, providerId, email } = request.body;
    const members = selectableMembers(pcpSelectList.map((s) => s.memberKey), family, visible);
    if (!members) return reply.code(403).send(refusal(403, 'NOT_ELIGIBLE_FOR_PCP', NOT_ELIGIBLE_FOR_PCP));
    const provider = findProvider(providerDirectory, providerId);
    if (!provider) return reply.code(400).send(refusal(400, 'PROVIDER_NOT_FOUND', PROVIDER_NOT_FOUND));
    for (const [index, item] of pcpSelectList.entries()) {
      const spans = pcpEligibleDatesOf(family, members[index]!);
      const problem = effectiveDateProblem(item.effectiveDate, today(), spans);
      if (problem) {
        const { errorCode, message } = effectiveDateRefusals[problem];
        return reply.code(400).send(refusal(400, errorCode, message));
      }
    }
    const lines = pcpSelectList.map((item, index) => {
      const member = members[index]!;
      const beginDate = effectiveDateIso(item.effectiveDate)!;
      recordPcpSelection(deps.state.pcpChanges, {
        memberKey: member.memberKey,
        providerId: provider.id,
        providerName: provider.name,
        providerTitle: provider.title,
        beginDate,
        locations: provider.locations,
      });
      return `${member.firstName} ${member.lastName}: ${provider.name}, from ${usDate(beginDate)}`;
    });
    sendDemoEmail(changesOf(deps.state.accountChanges), {
      to: email,
      username: account.username,
      kind: 'pcpSelection',
      subject: 'Your primary care provider selection',
      body: `You selected a primary care provider.\n${lines.join('\n')}\n${provider.groupName}`,
      sentAt: deps.now().toISOString(),
    });
    return `Your primary care selection is saved. ${lines.join('; ')}.`;
  });

  implement(app, getCityOfPortlandDueDate, guard, async (request) => {
    const due = sessionOf(request).family.pcp.cityOfPortlandDueDate;
    return due ? usDate(due) : '';
  });
}

/** Primary care goes with the medical plan: the member may select while medical coverage is in force. */
function pcpEligibleDatesOf(family: SeedFamily, member: Member) {
  if (!family.pcp.eligibleMemberKeys.includes(member.memberKey)) return [];
  return member.eligibility.medical
    .filter((record) => record.eligible)
    .map(({ effectiveDate, terminationDate }) => ({ effectiveDate, terminationDate }));
}

function pcpMemberOf(deps: MemberRouteDeps, family: SeedFamily, member: Member): PcpMembers[number] {
  const eligibleDates = pcpEligibleDatesOf(family, member);
  const current = currentPcpOf(deps.state.pcpChanges, family, member.memberKey);
  return {
    memberKey: member.memberKey,
    memberSuffix: member.memberSuffix,
    firstName: member.firstName,
    lastName: member.lastName,
    eligible: family.pcp.eligibleMemberKeys.includes(member.memberKey),
    eligibleDates,
    currentPcp: current
      ? {
          providerId: current.providerId,
          providerName: current.providerName,
          providerTitle: current.providerTitle,
          beginDate: current.beginDate,
          locations: current.locations,
        }
      : null,
    history: pcpHistoryOf(deps.state.pcpChanges, family, member.memberKey),
  };
}
