import { describe, expect, it } from 'vitest';
import type { Program } from '../api/response-types';
import { buildFacts } from './facts';
import {
  accountFixture,
  contextFixture,
  futureRecord,
  mainFeatures,
  memberFixture,
  termedRecord,
} from './member-context.fixture';

const program = (id: number, eligible = true): Program => ({
  id,
  name: `Program ${id}`,
  description: '',
  categories: [],
  eligible,
  displayOrder: id,
  highPriority: false,
  featureGroup: null,
  childResourceIds: [],
  resource: null,
  url: null,
  urlDocumentType: null,
  external: false,
  icon: null,
});

const allTermed = { medical: [termedRecord], dental: [termedRecord], vision: [termedRecord], pharmacy: [termedRecord] };
const allFuture = { medical: [futureRecord], dental: [futureRecord], vision: [futureRecord], pharmacy: [futureRecord] };

describe('buildFacts', () => {
  it('describes an active subscriber', () => {
    const facts = buildFacts(contextFixture());
    expect(facts['session.authenticated']).toBe(true);
    expect(facts['member.isSubscriber']).toBe(true);
    expect(facts['member.isAdult']).toBe(true);
    expect(facts['member.age']).toBe(46);
    expect(facts['member.suffix']).toBe(0);
    expect(facts['member.isTermed']).toBe(false);
    expect(facts['eligibility.medical']).toBe('active');
    expect(facts['eligibility.anyActiveOrFuture']).toBe(true);
    expect(facts['eligibility.any']).toBe(true);
    expect(facts['group.id']).toBe('10000001');
    expect(facts['feature.eBillOffered']).toBe(true);
    expect(facts['feature.reducedCategories']).toBe(false);
    expect(facts.today).toBe('2026-11-21');
  });

  it('a dependent aged 17 is not a subscriber nor an adult', () => {
    const account = accountFixture(memberFixture({ memberSuffix: 2, dateOfBirth: '2009-05-01' }));
    const facts = buildFacts(contextFixture({ account }));
    expect(facts['member.isSubscriber']).toBe(false);
    expect(facts['member.isAdult']).toBe(false);
    expect(facts['member.age']).toBe(17);
  });

  it('a member whose every eligibility is termed is termed, with eligibility but none active or future', () => {
    const account = accountFixture(memberFixture({ eligibility: allTermed }));
    const facts = buildFacts(contextFixture({ account }));
    expect(facts['member.isTermed']).toBe(true);
    expect(facts['eligibility.anyActiveOrFuture']).toBe(false);
    expect(facts['eligibility.any']).toBe(true);
  });

  it('a member whose eligibility starts next month is future, not termed', () => {
    const account = accountFixture(memberFixture({ eligibility: allFuture }));
    const facts = buildFacts(contextFixture({ account }));
    expect(facts['eligibility.dental']).toBe('future');
    expect(facts['eligibility.anyActiveOrFuture']).toBe(true);
    expect(facts['member.isTermed']).toBe(false);
  });

  it('no eligibility at all: none exists', () => {
    const none = { medical: [], dental: [], vision: [], pharmacy: [] };
    const facts = buildFacts(contextFixture({ account: accountFixture(memberFixture({ eligibility: none })) }));
    expect(facts['eligibility.any']).toBe(false);
    expect(facts['member.isTermed']).toBe(false);
  });

  it('lists the ids of eligible programs only', () => {
    const facts = buildFacts(contextFixture({ programs: [program(37), program(8, false), program(1)] }));
    expect(facts.programs).toEqual([37, 1]);
  });

  it('states the brand\'s feature switches as facts (the eBill rule reads feature.eBillOffered)', () => {
    const partner = { ...mainFeatures, eBillOffered: false };
    const facts = buildFacts(contextFixture({ brand: { id: 'partner', domainId: 5, features: partner } }));
    expect(facts['feature.eBillOffered']).toBe(false);
    expect(facts['feature.programs']).toBe(true);
  });

  it('reads the staff role and multiple groups', () => {
    const claims = { sub: 's', sid: 'session-1', memberKey: 'm', domainId: 2, role: 'logInAsAnyone' as const, groupId: 'g', temporary: false, exp: 9e9 };
    const group = { groupId: 'g', groupName: 'G', memberKey: 'm', moda360: false, planEffectiveDate: '2025-01-01', planTerminationDate: null, inactive: false };
    const facts = buildFacts(contextFixture({ claims, groups: [group, { ...group, groupId: 'h' }] }));
    expect(facts['token.role']).toBe('logInAsAnyone');
    expect(facts['token.staffRole']).toBe('logInAsAnyone');
    expect(facts['token.isStaff']).toBe(true);
    expect(facts['group.hasMultiple']).toBe(true);
    expect(facts['group.count']).toBe(2);
  });

  it('token.staffRole: the role if a staff role, else issuedByRole (spec §6: after a log-in-as)', () => {
    const base = { sub: 's', sid: 'session-1', memberKey: 'm', domainId: 1, groupId: 'g', temporary: false, exp: 9e9 };
    const loggedInAs = buildFacts(contextFixture({ claims: { ...base, role: 'member' as const, issuedByRole: 'logInAsNonEmp' } }));
    expect(loggedInAs['token.role']).toBe('member');
    expect(loggedInAs['token.staffRole']).toBe('logInAsNonEmp');
    expect(loggedInAs['token.isStaff']).toBe(true);
    const own = buildFacts(contextFixture({ claims: { ...base, role: 'member' as const, issuedByRole: null } }));
    expect(own['token.staffRole']).toBeNull();
    expect(own['token.isStaff']).toBe(false);
    expect(buildFacts(contextFixture({ claims: null }))['token.staffRole']).toBeNull();
  });

  it('a temporary token is not a session', () => {
    const claims = { sub: 's', sid: 'session-1', memberKey: 'm', domainId: 1, role: 'member' as const, groupId: 'g', temporary: true, exp: 9e9 };
    expect(buildFacts(contextFixture({ claims }))['session.authenticated']).toBe(false);
  });

  it('passes the gated flags through', () => {
    const facts = buildFacts(contextFixture({ pcpEligible: false, hasReferrals: true, medicareMaterialsAvailable: true }));
    expect(facts['pcp.eligible']).toBe(false);
    expect(facts['referrals.has']).toBe(true);
    expect(facts['medicareMaterials.available']).toBe(true);
    expect(facts['ebill.registered']).toBe(true);
    expect(facts['token.isStaff']).toBe(false);
  });

  it('passes the ID card and plan management flags through (spec §6: they gate home tiles)', () => {
    const off = buildFacts(contextFixture({ idCardEligible: false, planManagementEligibleAndActive: false }));
    expect([off['idCard.eligible'], off['planManagement.eligibleAndActive']]).toEqual([false, false]);
    const on = buildFacts(contextFixture({ idCardEligible: true, planManagementEligibleAndActive: true }));
    expect([on['idCard.eligible'], on['planManagement.eligibleAndActive']]).toEqual([true, true]);
  });
});
