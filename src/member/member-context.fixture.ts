import type { AccountResponse, Eligibility, Member } from '../api/response-types';
import { testFeatureSwitches } from '../manifest/manifest.fixture';
import type { MemberContext } from './member-context';

/* Builders for unit tests: a member context as the gateway would describe a persona. */

export const TODAY = '2026-11-21';

export const activeRecord: Eligibility = {
  classPlanId: 'PLAN-1',
  effectiveDate: '2025-01-01',
  terminationDate: null,
  classPlanEffectiveDate: '2025-01-01',
  eligible: true,
};
export const termedRecord: Eligibility = { ...activeRecord, terminationDate: '2025-12-31' };
export const futureRecord: Eligibility = { ...activeRecord, effectiveDate: '2026-12-01', classPlanEffectiveDate: '2026-12-01' };

export function memberFixture(over: Partial<Member> = {}): Member {
  return {
    lastName: 'Rivera',
    firstName: 'Alex',
    relationship: 'S',
    relationshipDescription: 'Subscriber',
    dateOfBirth: '1980-04-02',
    sex: 'F',
    sexDescription: 'Female',
    memberKey: 'MK-100',
    memberSuffix: 0,
    hasOutOfAreaPlan: false,
    hasOtherMedical: false,
    hasOtherDental: false,
    role: 'SUBSCRIBER',
    insuranceType: 'PPO',
    networkNames: ['Connexus'],
    eligibility: { medical: [activeRecord], dental: [activeRecord], vision: [activeRecord], pharmacy: [activeRecord] },
    ...over,
  };
}

export function accountFixture(member: Member = memberFixture(), groupId = '10000001'): AccountResponse {
  return {
    username: 'subscriber',
    accountStatus: 'ACT',
    email: 'alex@example.com',
    family: {
      subscriberId: '900000001',
      subscriberKey: 'SK-1',
      groupKey: 'GK-1',
      groupId,
      groupName: 'Example Employer',
      parentGroupId: null,
      parentGroupName: null,
      effectiveDate: '2025-01-01',
      hireDate: null,
      coverageType: 'PPO',
    },
    member,
    members: [member],
  };
}

export const mainFeatures = testFeatureSwitches;

export function contextFixture(over: Partial<MemberContext> = {}): MemberContext {
  return {
    today: TODAY,
    brand: { id: 'main', domainId: 1, features: mainFeatures },
    claims: { sub: 'subscriber', sid: 'session-1', memberKey: 'MK-100', domainId: 1, role: 'member', groupId: '10000001', temporary: false, exp: 9e9 },
    account: accountFixture(),
    groups: [],
    programs: [],
    ebill: { has: true, registered: true, showAlert: false },
    pcpEligible: true,
    idCardEligible: true,
    planManagementEligibleAndActive: false,
    hasReferrals: false,
    medicareMaterialsAvailable: false,
    ...over,
  };
}
