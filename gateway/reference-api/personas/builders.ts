import type { Calendar } from './dates';
import type { Category, Eligibility, Member, SeedFamily } from './types';

export type Coverage = 'active' | 'activeWithHistory' | 'termedLastYear' | 'future';
export type ClassPlans = Partial<Record<Category, string>>;

const PRIOR = '-PRIOR';

/** Eligibility lists for the categories a member has; the others stay empty (ineligible). */
export function eligibility(cal: Calendar, coverage: Coverage, plans: ClassPlans): Member['eligibility'] {
  const records = (classPlanId: string): Eligibility[] => {
    const record = (effectiveDate: string, terminationDate: string | null, plan = classPlanId): Eligibility => ({
      classPlanId: plan, effectiveDate, terminationDate, classPlanEffectiveDate: effectiveDate, eligible: true,
    });
    switch (coverage) {
      case 'active':
        return [record(cal.monthStart(-12), null)];
      case 'activeWithHistory':
        return [
          // Spec §4: covered only before the termination date, so the plan year ends on the next one's first day (no day uncovered).
          record(cal.monthStart(-24), cal.monthStart(-12), classPlanId + PRIOR),
          record(cal.monthStart(-12), null),
        ];
      case 'termedLastYear':
        return [record(cal.monthStart(-36), cal.yearEnd(-1))];
      case 'future':
        return [record(cal.monthStart(1), null)];
    }
  };
  const list = (category: Category) => (plans[category] ? records(plans[category]) : []);
  return { medical: list('medical'), dental: list('dental'), vision: list('vision'), pharmacy: list('pharmacy') };
}

/** Plan names for the class plan ids, including the prior plans of `activeWithHistory`. */
export function planNames(names: Record<string, string>): Record<string, string> {
  const all: Record<string, string> = {};
  for (const [id, name] of Object.entries(names)) {
    all[id] = name;
    all[id + PRIOR] = `${name} (previous plan year)`;
  }
  return all;
}

const relationships = {
  subscriber: { relationship: '18', relationshipDescription: 'Self', role: 'SUBSCRIBER' },
  spouse: { relationship: '01', relationshipDescription: 'Spouse', role: 'DEPENDENT' },
  child: { relationship: '19', relationshipDescription: 'Child', role: 'DEPENDENT' },
} as const;

export interface MemberInit {
  memberKey: string;
  memberSuffix: number;
  firstName: string;
  lastName: string;
  as: keyof typeof relationships;
  dateOfBirth: string;
  sex: 'F' | 'M';
  insuranceType: string | null;
  networkNames: string[];
  eligibility: Member['eligibility'];
  hasOtherMedical?: boolean;
  hasOtherDental?: boolean;
}

export function member(init: MemberInit): Member {
  const { as, hasOtherMedical = false, hasOtherDental = false, ...rest } = init;
  return {
    ...rest,
    ...relationships[as],
    sexDescription: init.sex === 'F' ? 'Female' : 'Male',
    hasOutOfAreaPlan: false,
    hasOtherMedical,
    hasOtherDental,
  };
}

/** The parts most families leave at their defaults. */
export function familyDefaults(): Omit<SeedFamily, 'family' | 'members' | 'planNames' | 'programs'> {
  return {
    group: { moda360: false, salesforceTransfer: false, source: 'GROUP' },
    ebill: { hasEbill: false, registered: false, showAlert: false },
    pcp: { eligibleMemberKeys: [], selections: [] },
    referrals: [],
    medicareMaterials: [],
    idCardEligible: true,
    claims: [],
    eobs: [],
    limits: {},
    planManagement: null,
    employeeId: null,
    outlineOfCoverageUrl: null,
    local598: false,
    insurerEmployees: false,
  };
}

/** The earliest effective date of a member's eligibility: when the family's coverage began. */
export function coverageStart(cal: Calendar, who: Member): string {
  const dates = Object.values(who.eligibility).flat().map((record) => record.effectiveDate).sort();
  return dates[0] ?? cal.today;
}

export const employerPlans = {
  medical: 'MPPO-1000',
  dental: 'DPPO-2000',
  vision: 'VIS-130',
  pharmacy: 'RX-3T',
} as const;

export const employerPlanNames = planNames({
  'MPPO-1000': 'Summit Choice PPO $1,000',
  'DPPO-2000': 'Summit Dental PPO $2,000',
  'VIS-130': 'Vision Essentials $130',
  'RX-3T': 'Three-tier prescription plan',
});

export interface SoloInit {
  memberKey: string;
  subscriberId: string;
  groupId: string;
  groupKey: string;
  groupName: string;
  firstName: string;
  lastName: string;
  sex: 'F' | 'M';
  age: number;
  coverage?: Coverage;
  plans?: ClassPlans;
  names?: Record<string, string>;
  insuranceType?: string | null;
  networkNames?: string[];
  parentGroup?: { id: string; name: string };
  /** Employer groups have one; direct and Medicare plans do not (null). */
  hireDate?: string | null;
  programs: SeedFamily['programs'];
  extra?: Partial<Omit<SeedFamily, 'family' | 'members' | 'planNames' | 'programs'>>;
}

/** A family of one subscriber on an employer group: most demo personas. */
export function soloFamily(cal: Calendar, init: SoloInit): SeedFamily {
  const subscriber = member({
    memberKey: init.memberKey,
    memberSuffix: 0,
    firstName: init.firstName,
    lastName: init.lastName,
    as: 'subscriber',
    dateOfBirth: cal.birthDate(init.age, 140),
    sex: init.sex,
    insuranceType: init.insuranceType === undefined ? 'Group PPO' : init.insuranceType,
    networkNames: init.networkNames ?? ['Summit Choice', 'Summit Dental'],
    eligibility: eligibility(cal, init.coverage ?? 'active', init.plans ?? employerPlans),
  });
  return {
    ...familyDefaults(),
    family: {
      subscriberId: init.subscriberId,
      subscriberKey: init.memberKey,
      groupKey: init.groupKey,
      groupId: init.groupId,
      groupName: init.groupName,
      parentGroupId: init.parentGroup?.id ?? null,
      parentGroupName: init.parentGroup?.name ?? null,
      effectiveDate: coverageStart(cal, subscriber),
      hireDate: init.hireDate === undefined ? cal.monthStart(-62) : init.hireDate,
    },
    members: [subscriber],
    planNames: init.names ?? employerPlanNames,
    programs: init.programs,
    ...init.extra,
  };
}
