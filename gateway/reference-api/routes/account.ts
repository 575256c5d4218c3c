import type { FastifyInstance } from 'fastify';
import { eligibilityCategories, type EligibilityCategory } from '../../../schemas/api/account';
import { getAccount, getEmployeeId, getFamilyEligibility, getGroups, getPrograms } from '../../../schemas/api/endpoints/member';
import type { ProductCategory } from '../../../schemas/product-categories';
import { sessionOf } from '../auth/session';
import type { RequireSession } from '../../shared/endpoint-route';
import { implement } from '../../shared/endpoint-route';
import { createCalendar } from '../personas/dates';
import type { Seed } from '../personas/seed';
import type { ReferenceState } from '../state';
import { groupOf, membershipsOf } from '../member-groups';

const categoryCodes = { medical: 'M', dental: 'D', vision: 'V', pharmacy: 'X' } as const satisfies Record<EligibilityCategory, ProductCategory>;

export function accountRoutes(
  app: FastifyInstance,
  deps: { seed: Seed; requireSession: RequireSession; now: () => Date; state: Pick<ReferenceState, 'preferencesOf'> },
): void {
  const { seed, requireSession, now, state } = deps;
  // The onboarding pages (group selection, preferences, policies) read all but the employee id with a temporary token.
  const guard = { requireSession };
  const today = () => createCalendar(now()).today;

  implement(app, getAccount, guard, async (request) => {
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

  implement(app, getFamilyEligibility, guard, async (request) => {
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

  implement(app, getGroups, guard, async (request) => {
    const day = today();
    return membershipsOf(seed, sessionOf(request).account).map((membership) => groupOf(membership, day));
  });

  implement(app, getPrograms, guard, async (request) => ({
    programs: sessionOf(request).family.programs,
  }));

  // Home data (spec §3): the welcome banner of a local 598 member shows this ID instead of the subscriber ID.
  implement(app, getEmployeeId, guard, async (request) => {
    const { family } = sessionOf(request);
    return { employeeId: family.employeeId, local598: family.local598 };
  });
}
