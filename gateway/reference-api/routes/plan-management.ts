import type { FastifyInstance } from 'fastify';
import { getPlanManagementDetails } from '../../../schemas/api/endpoints/member';
import { postCancellation } from '../../../schemas/api/endpoints/plan-management';
import { sessionOf, type Session } from '../auth/session';
import type { RequireSession } from '../../shared/endpoint-route';
import { implement } from '../../shared/endpoint-route';
import { isSubscriber } from '../member-view';
import type { PlanManagement } from '../personas/types';
import type { ReferenceState } from '../state';
import { refusal } from '../refusal';
type CancellationStatus = NonNullable<PlanManagement['directPlanCancellationStatus']>;

/** What a member without plan management (employer groups, dependents) is answered: not eligible, nothing else. */
const notEligible: PlanManagement = {
  eligibleAndActive: false,
  groupType: 'GROUP',
  openEnrollmentStart: null,
  openEnrollmentEnd: null,
  currentPlanYear: null,
  upcomingPlanYear: null,
  coverageEndDateUponCancellation: null,
  coverageStartDateUponRenewal: null,
  directPlanCancellationStatus: null,
  directCancellationOptions: [],
  directShopUrl: null,
  exchangeUrl: null,
  exchangeUrlLabel: null,
};

/** The status a choice sets, in the words the seeded statuses use (spec §4: which plans are not renewed). */
const statusDescriptions: Record<CancellationStatus['id'], string> = {
  M: 'Medical plan will not renew',
  D: 'Medical and dental plans will not renew',
};

export const cancellationMessages = {
  notAllowed: 'Plan management is not available to this member: only the subscriber of an active direct plan may cancel it.',
  alreadySet: 'Your plan is already set not to renew. Contact customer service to change that choice.',
  notOffered: 'That cancellation option is not offered for this plan.',
};

/**
 * Spec §7 "GET plan-management/details" and "POST plan-management/cancellation": renewing or cancelling a direct
 * plan is the subscriber's business. A cancellation is kept per demo scope; once set it is final here (the
 * cancelled persona's seeded one too).
 */
export function planManagementRoutes(
  app: FastifyInstance,
  deps: { requireSession: RequireSession; state: Pick<ReferenceState, 'planCancellations'> },
): void {
  const guard = { requireSession: deps.requireSession };
  const { planCancellations } = deps.state;

  const detailsOf = ({ family, member }: Session): PlanManagement => {
    const seeded = family.planManagement;
    if (!seeded || !isSubscriber(member)) return notEligible;
    const made = planCancellations.get(family.family.subscriberKey);
    return made ? { ...seeded, directPlanCancellationStatus: made } : seeded;
  };

  implement(app, getPlanManagementDetails, guard, async (request) =>
    detailsOf(sessionOf(request)),
  );

  implement(app, postCancellation, guard, async (request, reply) => {
    const session = sessionOf(request);
    const details = detailsOf(session);
    if (!details.eligibleAndActive || details.groupType !== 'DIRECT') {
      return reply.code(403).send(refusal(403, 'CANCELLATION_NOT_ALLOWED', cancellationMessages.notAllowed));
    }
    if (details.directPlanCancellationStatus) {
      return reply.code(400).send(refusal(400, 'ALREADY_CANCELLED', cancellationMessages.alreadySet));
    }
    const id = request.body.cancellationStatusId;
    if (!details.directCancellationOptions.some((option) => option.id === id)) {
      return reply.code(400).send(refusal(400, 'OPTION_NOT_OFFERED', cancellationMessages.notOffered));
    }
    planCancellations.set(session.family.family.subscriberKey, { id, description: statusDescriptions[id] });
    return detailsOf(session);
  });
}
