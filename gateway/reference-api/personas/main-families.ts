import type { Calendar } from './dates';
import { planNames, soloFamily } from './builders';
import { withClaims } from './claims';
import { programs } from './programs';
import type { SeedFamily } from './types';

/** The main brand's single-subscriber personas (the Rivera family lives in subscriber-family.ts). */
export function mainFamilies(cal: Calendar): SeedFamily[] {
  const employerPrograms = () => programs([8, 13, 54, 70, 1, 33, 37, 93, 99], [8, 13, 54, 70]);
  const harbor = { groupId: '10001877', groupKey: '1877', groupName: 'Bayview Foods Inc.' };
  const pioneer = { groupId: '10002020', groupKey: '2020', groupName: 'Pioneer Credit Union' };

  const termed = withClaims(
    soloFamily(cal, {
      ...harbor, memberKey: '700200', subscriberId: 'MD1002003', firstName: 'Pat', lastName: 'Nguyen', sex: 'M', age: 52,
      coverage: 'termedLastYear', programs: employerPrograms(),
      extra: { idCardEligible: false },
    }),
    (patient) => [{
      id: 'M2300200101', type: 'M', status: 'paid', patient, provider: ['P-448201', 'Northside Family Medicine'],
      serviceDate: cal.daysFromToday(-400), paidDate: cal.daysFromToday(-388),
      lines: [{ code: '99213', description: 'Office visit, established patient', charge: 180, paid: 140, copay: 40 }],
    }],
  );

  const cancelledPlans = { medical: 'MPPO-500', dental: 'DPPO-1500' } as const;
  const cancelled = soloFamily(cal, {
    groupId: '10003310', groupKey: '3310', groupName: 'Summit Individual & Family Plans',
    memberKey: '701200', subscriberId: 'MD1012004', firstName: 'Jordan', lastName: 'Ellis', sex: 'F', age: 38,
    plans: cancelledPlans,
    names: planNames({ 'MPPO-500': 'Summit Individual PPO $500', 'DPPO-1500': 'Summit Dental PPO $1,500' }),
    insuranceType: 'Individual PPO',
    hireDate: null,
    programs: programs([8, 13, 54, 1, 33, 93, 99], [8, 13, 54]),
    extra: {
      group: { moda360: false, salesforceTransfer: false, source: 'DIRECT' },
      ebill: { hasEbill: true, registered: true, showAlert: false },
      outlineOfCoverageUrl: 'https://docs.example.com/summit/outline-of-coverage-individual-ppo-500.pdf',
      planManagement: {
        eligibleAndActive: true,
        groupType: 'DIRECT',
        openEnrollmentStart: cal.daysFromToday(-14),
        openEnrollmentEnd: cal.daysFromToday(30),
        currentPlanYear: String(cal.year),
        upcomingPlanYear: String(cal.year + 1),
        coverageEndDateUponCancellation: cal.monthEnd(1),
        coverageStartDateUponRenewal: cal.monthStart(2),
        directPlanCancellationStatus: { id: 'D', description: 'Medical and dental plans will not renew' },
        directCancellationOptions: [
          { id: 'M', description: 'Do not renew my medical plan' },
          { id: 'D', description: 'Do not renew my medical and dental plans' },
        ],
        directShopUrl: 'https://shop.example.com/individual',
        exchangeUrl: 'https://exchange.example.com',
        exchangeUrlLabel: 'the health insurance marketplace',
      },
    },
  });

  return [
    termed,
    soloFamily(cal, {
      groupId: '10002210', groupKey: '2210', groupName: 'Northwind Engineering',
      memberKey: '700300', subscriberId: 'MD1003001', firstName: 'Morgan', lastName: 'Lee', sex: 'F', age: 29,
      coverage: 'future', programs: employerPrograms(),
    }),
    soloFamily(cal, {
      groupId: '10005360', groupKey: '5360', groupName: 'Cascade Health 360',
      memberKey: '700400', subscriberId: 'MD1004001', firstName: 'Jamie', lastName: 'Patel', sex: 'M', age: 41,
      programs: employerPrograms(),
      extra: { group: { moda360: true, salesforceTransfer: false, source: 'GROUP' } },
    }),
    soloFamily(cal, {
      groupId: '10001450', groupKey: '1450', groupName: 'Cedar Valley School District',
      memberKey: '700410', subscriberId: 'MD1004101', firstName: 'Jamie', lastName: 'Patel', sex: 'M', age: 41,
      plans: { dental: 'DPPO-2000', vision: 'VIS-130' }, insuranceType: null,
      programs: programs([33, 52, 93], [52]),
    }),
    soloFamily(cal, {
      ...pioneer, memberKey: '700500', subscriberId: 'MD1005002', firstName: 'Taylor', lastName: 'Brooks', sex: 'F', age: 34,
      programs: employerPrograms(),
    }),
    soloFamily(cal, {
      ...pioneer, memberKey: '700600', subscriberId: 'MD1006003', firstName: 'Avery', lastName: 'Collins', sex: 'M', age: 26,
      programs: employerPrograms(),
    }),
    soloFamily(cal, {
      ...harbor, memberKey: '700700', subscriberId: 'MD1007004', firstName: 'Quinn', lastName: 'Harper', sex: 'F', age: 44,
      programs: employerPrograms(),
    }),
    soloFamily(cal, {
      groupId: '10004760', groupKey: '4760', groupName: 'Metro Transit Employees Trust',
      memberKey: '700800', subscriberId: 'MD1008005', firstName: 'Jesse', lastName: 'Ortiz', sex: 'M', age: 50,
      programs: employerPrograms(),
    }),
    soloFamily(cal, {
      groupId: '10002805', groupKey: '2805', groupName: 'City of Portland',
      memberKey: '700900', subscriberId: 'MD1009006', firstName: 'Robin', lastName: 'Castillo', sex: 'F', age: 37,
      programs: employerPrograms(),
      extra: { pcp: { eligibleMemberKeys: ['700900'], selections: [] } },
    }),
    soloFamily(cal, {
      groupId: '10003598', groupKey: '3598', groupName: 'Plumbers and Steamfitters Local 598',
      memberKey: '701000', subscriberId: 'MD1010007', firstName: 'Drew', lastName: 'Kowalski', sex: 'M', age: 48,
      programs: employerPrograms(),
      extra: { employeeId: 'E0598123', local598: true },
    }),
    soloFamily(cal, {
      groupId: '10006100', groupKey: '6100', groupName: 'Coastal Brokerage Partners',
      memberKey: '701100', subscriberId: 'MD1011008', firstName: 'Casey', lastName: 'Morgan', sex: 'F', age: 31,
      programs: employerPrograms(),
      extra: { group: { moda360: false, salesforceTransfer: true, source: 'GROUP' } },
    }),
    cancelled,
  ];
}
