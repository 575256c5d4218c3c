import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import {
  accountResponseSchema,
  eligibilityCategories,
  familyEligibilityResponseSchema,
  type EligibilityCategory,
} from '../../schemas/api/account';
import { employeeIdResponseSchema } from '../../schemas/api/employee-id';
import { groupsResponseSchema } from '../../schemas/api/groups';
import { programsResponseSchema } from '../../schemas/api/programs';
import type { ProductCategory } from '../../schemas/product-categories';
import { sessionOf, type RequireSession } from '../auth/session';
import { createCalendar } from '../personas/dates';
import type { Seed } from '../personas/seed';
import type { GatewayState } from '../state';
import { replies } from '../validation';
import { groupOf, membershipsOf } from '../member-groups';
import type { Group } from '../personas/types';

type AccountResponse = FromSchema<typeof accountResponseSchema>;
type FamilyEligibility = FromSchema<typeof familyEligibilityResponseSchema>;
type EmployeeIdResponse = FromSchema<typeof employeeIdResponseSchema>;

const categoryCodes = { medical: 'M', dental: 'D', vision: 'V', pharmacy: 'X' } as const satisfies Record<EligibilityCategory, ProductCategory>;

export function accountRoutes(
  app: FastifyInstance,
  deps: { seed: Seed; requireSession: RequireSession; now: () => Date; state: Pick<GatewayState, 'preferencesOf'> },
): void {
  const { seed, requireSession, now, state } = deps;
  // The onboarding pages (group selection, preferences, policies) read these with a temporary token.
  const onboarding = { onRequest: requireSession({ allowTemporary: true }) };
  const fullSession = { onRequest: requireSession({ allowTemporary: false }) };
  const today = () => createCalendar(now()).today;

  app.get('/api/account', { ...onboarding, schema: replies(accountResponseSchema) }, async (request): Promise<AccountResponse> => {
    const { account, family, member, visible, claims } = sessionOf(request);
    return {
      username: claims.sub,
      accountStatus: account.accountStatus,
      email: state.preferencesOf(account).emailAddress,
      family: { ...family.family, coverageType: member.insuranceType },
      member,
      members: visible,
    };
  });

  app.get('/api/eligibility/family', { ...onboarding, schema: replies(familyEligibilityResponseSchema) }, async (request): Promise<FamilyEligibility> => {
    const { family, visible } = sessionOf(request);
    return visible.flatMap((m) =>
      eligibilityCategories.flatMap((category) =>
        m.eligibility[category]
          .filter((record) => record.eligible)
          .map((record) => ({
            memberKey: m.memberKey,
            suffix: m.memberSuffix,
            productCategory: categoryCodes[category],
            source: family.group.source,
            effectiveDate: record.effectiveDate,
            termedDate: record.terminationDate,
          })),
      ),
    );
  });

  app.get('/api/groups', { ...onboarding, schema: replies(groupsResponseSchema) }, async (request): Promise<Group[]> => {
    const day = today();
    return membershipsOf(seed, sessionOf(request).account).map((membership) => groupOf(membership, day));
  });

  app.get('/api/programs', { ...onboarding, schema: replies(programsResponseSchema) }, async (request) => ({
    programs: sessionOf(request).family.programs,
  }));

  // Home data (spec §3): the welcome banner of a local 598 member shows this ID instead of the subscriber ID.
  app.get('/api/account/getEmployeeId', { ...fullSession, schema: replies(employeeIdResponseSchema) }, async (request): Promise<EmployeeIdResponse> => {
    const { family } = sessionOf(request);
    return { employeeId: family.employeeId, local598: family.local598 };
  });
}
