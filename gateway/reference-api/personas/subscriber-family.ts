import type { Calendar } from './dates';
import { coverageStart, eligibility, familyDefaults, member, planNames } from './builders';
import { claimHistory } from './claim-history';
import { claim } from './claims';
import { subscriberFamilyEobs } from './eobs';
import { programs } from './programs';
import { familyReferrals } from './referrals';
import type { Limit, SeedFamily } from './types';

/*
 * The Rivera family on a direct (individual and family) plan: `subscriber` (suffix 0), a spouse without a login,
 * `minordep` (17) and `adultdep` (20). Direct plan, so it has eBill and plan management (renewal reminder).
 */

const plans = { medical: 'MPPO-500', dental: 'DPPO-1500', vision: 'VIS-150', pharmacy: 'RX-3T' } as const;
const names = planNames({
  'MPPO-500': 'Summit Individual PPO $500',
  'DPPO-1500': 'Summit Dental PPO $1,500',
  'VIS-150': 'Vision Plus $150',
  'RX-3T': 'Three-tier prescription plan',
});
const networks = ['Summit Choice', 'Summit Dental'];

const limit = (
  productCategory: Limit['productCategory'], coverageType: Limit['coverageType'], limitType: string,
  networkTier: Limit['networkTier'], total: number, totalMet: number, body: string,
): Limit => ({
  productCategory, coverageType, limitType, networkTier, total, totalMet, totalRemaining: total - totalMet,
  detailedDescription: { header: limitType, body },
});

export function subscriberFamily(cal: Calendar): SeedFamily {
  const common = { lastName: 'Rivera', insuranceType: 'Individual PPO', networkNames: networks } as const;
  const covered = eligibility(cal, 'activeWithHistory', plans);
  const dana = member({ ...common, memberKey: '700100', memberSuffix: 0, firstName: 'Dana', as: 'subscriber', dateOfBirth: cal.birthDate(46, 80), sex: 'F', eligibility: covered });
  const chris = member({ ...common, memberKey: '700101', memberSuffix: 1, firstName: 'Chris', as: 'spouse', dateOfBirth: cal.birthDate(47, 200), sex: 'M', eligibility: covered, hasOtherDental: true });
  const riley = member({ ...common, memberKey: '700102', memberSuffix: 2, firstName: 'Riley', as: 'child', dateOfBirth: cal.birthDate(17, 100), sex: 'F', eligibility: covered });
  const sam = member({ ...common, memberKey: '700103', memberSuffix: 3, firstName: 'Sam', as: 'child', dateOfBirth: cal.birthDate(20, 100), sex: 'M', eligibility: covered });

  const claims = [
    claim({ id: 'M2400123401', type: 'M', status: 'paid', patient: dana, provider: ['P-448201', 'Northside Family Medicine'],
      serviceDate: cal.daysFromToday(-34), paidDate: cal.daysFromToday(-20),
      lines: [{ code: '99214', description: 'Office visit, established patient', charge: 245, paid: 180, copay: 25, deductible: 40 }] }),
    claim({ id: 'M2400123402', type: 'M', status: 'inProcess', patient: chris, provider: ['P-610442', 'Providence Imaging Center'],
      serviceDate: cal.daysFromToday(-6),
      lines: [{ code: '73721', description: 'MRI of knee without contrast', charge: 1380, paid: 0, coinsurance: 0 }] }),
    claim({ id: 'M2400123403', type: 'M', status: 'paid', patient: riley, provider: ['P-552019', 'Rose City Pediatrics'],
      serviceDate: cal.daysFromToday(-75), paidDate: cal.daysFromToday(-61),
      lines: [{ code: '99394', description: 'Preventive visit, age 12-17', charge: 310, paid: 310 },
        { code: '90651', description: 'HPV vaccine', charge: 285, paid: 285 }] }),
    claim({ id: 'M2400123404', type: 'M', status: 'denied', patient: sam, provider: ['P-771305', 'Eastside Urgent Care'],
      serviceDate: cal.daysFromToday(-150),
      lines: [{ code: '99283', description: 'Emergency department visit', charge: 920, paid: 0, coinsurance: 0 }] }),
    claim({ id: 'M2300123405', type: 'M', status: 'paid', patient: dana, provider: ['P-330915', 'Cascade Orthopedics'],
      serviceDate: cal.daysFromToday(-400), paidDate: cal.daysFromToday(-385),
      lines: [{ code: '20610', description: 'Joint injection, major joint', charge: 640, paid: 412, deductible: 150 }] }),
    claim({ id: 'D2400456701', type: 'D', status: 'paid', patient: dana, provider: ['P-220118', 'Bright Smiles Dental'],
      serviceDate: cal.daysFromToday(-45), paidDate: cal.daysFromToday(-31),
      lines: [{ code: 'D1110', description: 'Prophylaxis, adult', charge: 128, paid: 128 },
        { code: 'D2391', description: 'Resin composite, one surface, posterior', charge: 215, paid: 172, dentalCategory: 'Basic' }] }),
    claim({ id: 'D2400456702', type: 'D', status: 'paid', patient: riley, provider: ['P-220118', 'Bright Smiles Dental'],
      serviceDate: cal.daysFromToday(-200), paidDate: cal.daysFromToday(-188),
      lines: [{ code: 'D1120', description: 'Prophylaxis, child', charge: 96, paid: 96 }] }),
    claim({ id: 'V2400789001', type: 'V', status: 'paid', patient: sam, provider: ['P-905521', 'ClearView Optometry'],
      serviceDate: cal.daysFromToday(-120), paidDate: cal.daysFromToday(-110),
      lines: [{ code: '92014', description: 'Comprehensive eye exam', charge: 180, paid: 170, copay: 10 }] }),
  ];

  const northside = { addressLine1: '2150 NE Broadway', city: 'Portland', state: 'OR', zipCode: '97232', phoneNumber: '503-555-0142' };
  const pediatrics = { addressLine1: '4410 SE Division St', city: 'Portland', state: 'OR', zipCode: '97206', phoneNumber: '503-555-0177' };

  return {
    ...familyDefaults(),
    family: {
      subscriberId: 'MD1004582',
      subscriberKey: dana.memberKey,
      groupKey: '3310',
      groupId: '10003310',
      groupName: 'Summit Individual & Family Plans',
      parentGroupId: null,
      parentGroupName: null,
      effectiveDate: coverageStart(cal, dana),
      hireDate: null,
    },
    members: [dana, chris, riley, sam],
    planNames: names,
    group: { moda360: false, salesforceTransfer: false, source: 'DIRECT' },
    programs: programs(
      [8, 13, 54, 70, 80, 52, 75, 61, 1, 33, 37, 93, 99],
      [8, 13, 54, 70, 80, 52, 75],
    ),
    ebill: { hasEbill: true, registered: true, showAlert: true },
    pcp: {
      eligibleMemberKeys: [dana.memberKey, chris.memberKey, riley.memberKey, sam.memberKey],
      selections: [
        { memberKey: dana.memberKey, providerId: 'P-448201', providerName: 'Maya Okafor, MD', providerTitle: 'Family medicine',
          beginDate: cal.monthStart(-12), locations: [northside] },
        { memberKey: riley.memberKey, providerId: 'P-552019', providerName: 'Samuel Reyes, MD', providerTitle: 'Pediatrics',
          beginDate: cal.monthStart(-12), locations: [pediatrics] },
      ],
      history: [
        { memberKey: dana.memberKey, providerId: 'P-448202', providerName: 'Daniel Kim, MD', providerTitle: 'Family medicine',
          beginDate: cal.monthStart(-30), endDate: cal.monthEnd(-13), pcpTerminationReason: 'Provider stopped accepting this plan',
          locations: [northside] },
        { memberKey: dana.memberKey, providerId: 'P-448210', providerName: 'Rebecca Stone, PA-C', providerTitle: 'Physician assistant',
          beginDate: cal.monthStart(-42), endDate: cal.monthEnd(-31), pcpTerminationReason: 'Assigned by the plan until a selection',
          pcpSelected: false, locations: [northside] },
      ],
      cityOfPortlandDueDate: cal.daysFromToday(45),
    },
    referrals: familyReferrals(cal, dana.memberKey),
    // The older claims of issue 12 have no EOB of their own (a paid claim without one is a branch of the claim page).
    claims: [...claims, ...claimHistory(cal, { dana, chris, riley, sam }).map(claim)],
    eobs: subscriberFamilyEobs(claims, dana),
    limits: {
      [dana.memberKey]: [
        limit('M', 'INDIVIDUAL', 'Annual Limit', 'innet', 2000, 740, 'Covered chiropractic, massage and acupuncture visits share this yearly amount.'),
        limit('M', 'INDIVIDUAL', 'Deductible - In Network', 'innet', 500, 320, 'What you pay for covered in-network care before the plan starts to pay.'),
        limit('M', 'INDIVIDUAL', 'Out-of-Pocket Maximum - In Network', 'innet', 3000, 640, 'The most you pay in a plan year for covered in-network care.'),
        limit('M', 'FAMILY', 'Deductible - In Network', 'innet', 1500, 610, 'Once the family together meets this amount, the deductible is met for everyone.'),
        limit('M', 'INDIVIDUAL', 'Deductible - Out of Network', 'outnet', 1000, 0, 'What you pay for covered out-of-network care before the plan starts to pay.'),
        limit('D', 'INDIVIDUAL', 'Annual Maximum', 'innet', 1500, 425, 'The most the dental plan pays for your care in a plan year.'),
      ],
      [riley.memberKey]: [
        limit('D', 'INDIVIDUAL', 'Annual Maximum', 'innet', 1500, 96, 'The most the dental plan pays for your care in a plan year.'),
      ],
    },
    outlineOfCoverageUrl: 'https://docs.example.com/summit/outline-of-coverage-individual-ppo-500.pdf',
    planManagement: {
      eligibleAndActive: true,
      groupType: 'DIRECT',
      openEnrollmentStart: cal.daysFromToday(-14),
      openEnrollmentEnd: cal.daysFromToday(30),
      currentPlanYear: String(cal.year),
      upcomingPlanYear: String(cal.year + 1),
      coverageEndDateUponCancellation: cal.monthEnd(2),
      coverageStartDateUponRenewal: cal.monthStart(3),
      directPlanCancellationStatus: null,
      directCancellationOptions: [
        { id: 'M', description: 'Do not renew my medical plan' },
        { id: 'D', description: 'Do not renew my medical and dental plans' },
      ],
      directShopUrl: 'https://shop.example.com/individual',
      exchangeUrl: 'https://exchange.example.com',
      exchangeUrlLabel: 'the health insurance marketplace',
    },
  };
}
