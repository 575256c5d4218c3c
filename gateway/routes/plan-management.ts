import type { FastifyInstance } from 'fastify';
import { planManagementDetailsSchema } from '../../schemas/api/plan-management';
import { sessionOf, type RequireSession } from '../auth/session';
import { isSubscriber } from '../member-view';
import type { PlanManagement } from '../personas/types';
import { replies } from '../validation';

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

/** Spec §7 "GET plan-management/details": renewing or cancelling a direct plan is the subscriber's business. */
export function planManagementRoutes(app: FastifyInstance, deps: { requireSession: RequireSession }): void {
  const guard = { onRequest: deps.requireSession({ allowTemporary: false }) };
  app.get('/api/plan-management/details', { ...guard, schema: replies(planManagementDetailsSchema) }, async (request) => {
    const { family, member } = sessionOf(request);
    return family.planManagement && isSubscriber(member) ? family.planManagement : notEligible;
  });
}
