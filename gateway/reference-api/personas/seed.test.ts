import { describe, expect, it } from 'vitest';
import { buildSeed } from './seed';

/* The data PERSONAS.md promises for calls not served yet: checked on the seed itself. */

const seed = buildSeed(new Date(2025, 5, 15, 12));
const familyOf = (username: string) => {
  const key = seed.accounts.get(username)?.memberKeys[0] ?? '';
  const membership = seed.memberships.get(key);
  if (!membership) throw new Error(`No family for ${username}`);
  return membership.family;
};
const twoYearsAgo = '2023-06-15';

describe('persona seed', () => {
  it('subscriber: claims of the last two years with an EOB-able paid claim and one in process', () => {
    const { claims, eobs } = familyOf('subscriber');
    const recent = claims.filter((c) => c.serviceDateFrom >= twoYearsAgo);
    expect(recent.filter((c) => c.claimType === 'M').length).toBeGreaterThanOrEqual(4);
    expect(recent.filter((c) => c.claimType === 'D').length).toBeGreaterThanOrEqual(2);
    expect(recent.some((c) => c.claimStatusCode === '02' && c.claimStatusDescription === 'Paid' && c.memberSuffix === 0)).toBe(true);
    expect(recent.some((c) => c.claimStatusDescription === 'In Process')).toBe(true);
    for (const c of claims) {
      const lines = c.claimDetails.reduce((sum, l) => sum + l.chargeAmount, 0);
      expect(c.claimDetailTotals.chargeAmountTotal).toBeCloseTo(lines);
    }
    expect(eobs.length).toBeGreaterThan(0);
    expect(eobs.every((e) => e.pdfDocumentId && claims.some((c) => c.id === e.claims[0]?.id))).toBe(true);
  });

  it('subscriber: valid limits, renewal reminder, PCP for the subscriber only among the adults', () => {
    const family = familyOf('subscriber');
    const limits = family.limits['700100'] ?? [];
    for (const type of ['Annual Limit', 'Deductible - In Network', 'Out-of-Pocket Maximum - In Network']) {
      expect(limits.some((l) => l.limitType === type), type).toBe(true);
    }
    expect(limits.every((l) => l.totalRemaining === l.total - l.totalMet && !(l.totalMet === 0 && l.totalRemaining === 0))).toBe(true);
    expect(family.planManagement).toMatchObject({ eligibleAndActive: true, directPlanCancellationStatus: null });
    const withPcp = family.pcp.selections.map((s) => s.memberKey);
    expect(withPcp).toContain('700100');
    expect(withPcp).not.toContain('700101');
    expect(family.idCardEligible).toBe(true);
    expect(Object.keys(family.planNames)).toEqual(expect.arrayContaining(family.members[0]!.eligibility.medical.map((e) => e.classPlanId)));
  });

  it('the single-trait personas carry their trait', () => {
    expect(familyOf('cancelled').planManagement?.directPlanCancellationStatus?.id).toBe('D');
    expect(familyOf('local598')).toMatchObject({ local598: true, employeeId: 'E0598123' });
    expect(familyOf('salesforce').group.salesforceTransfer).toBe(true);
    expect(familyOf('termed').idCardEligible).toBe(false);
    expect(familyOf('termed').claims.length).toBeGreaterThan(0);
    expect(familyOf('medicare').medicareMaterials.length).toBeGreaterThan(0);
    expect(familyOf('hospital').limits['704000']?.some((l) => l.productCategory === 'D')).toBe(true);
    expect(seed.accounts.get('partner')?.registrationPolicies.isCommunicationPolicySigned).toBe(false);
    expect(seed.accounts.get('partnerdep')?.registrationPolicies.isCommunicationPolicySigned).toBe(true);
  });

  it('puts each persona on its brand domain: main 1, regional 2, partner 5, hospital 6 (and the fifth test brand 7)', () => {
    const domains = Object.fromEntries([...seed.accounts.values()].map((a) => [a.brandId, a.domainId]));
    expect(domains).toEqual({ main: 1, regional: 2, partner: 5, hospital: 6, fifth: 7 });
  });
});
