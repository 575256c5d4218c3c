import type { Calendar } from './dates';
import { coverageStart, eligibility, familyDefaults, member, planNames, soloFamily } from './builders';
import { withClaims } from './claims';
import { programs } from './programs';
import { familyReferrals } from './referrals';
import type { SeedFamily } from './types';

/* Personas of the regional (Medicare), partner (dental) and hospital brands, and of the fifth test brand. */

const MEDICARE_PARENT_GROUP = { id: '100000075', name: 'Medicare Advantage' } as const;

export function regionalFamilies(cal: Calendar): SeedFamily[] {
  const medicarePlans = { medical: 'MAPPO-01', dental: 'MADEN-01', vision: 'MAVIS-01', pharmacy: 'PARTD-5T' } as const;
  const medicareNames = planNames({
    'MAPPO-01': 'Riverbend Medicare Advantage PPO',
    'MADEN-01': 'Medicare Advantage dental rider',
    'MAVIS-01': 'Medicare Advantage vision rider',
    'PARTD-5T': 'Part D five-tier prescription plan',
  });
  const medicare = soloFamily(cal, {
    groupId: '10007500', groupKey: '7500', groupName: 'Riverbend Medicare Advantage PPO', parentGroup: MEDICARE_PARENT_GROUP,
    memberKey: '702000', subscriberId: 'MA2000451', firstName: 'Harold', lastName: 'Jensen', sex: 'M', age: 72,
    plans: medicarePlans, names: medicareNames, insuranceType: 'Medicare Advantage', networkNames: ['Riverbend Medicare PPO'],
    hireDate: null,
    programs: programs([85, 13, 8, 27, 37, 93, 33, 99], [85, 13, 8]),
    extra: {
      group: { moda360: false, salesforceTransfer: false, source: 'MEDICARE' },
      ebill: { hasEbill: true, registered: false, showAlert: false },
      pcp: { eligibleMemberKeys: ['702000'], selections: [] },
      referrals: familyReferrals(cal, '702000'),
      medicareMaterials: [
        { id: 'anoc', title: 'Annual Notice of Change', year: cal.year + 1, url: 'https://docs.example.com/medicare/anoc.pdf' },
        { id: 'eoc', title: 'Evidence of Coverage', year: cal.year, url: 'https://docs.example.com/medicare/eoc.pdf' },
        { id: 'formulary', title: 'Comprehensive formulary', year: cal.year, url: 'https://docs.example.com/medicare/formulary.pdf' },
      ],
    },
  });

  const staff = soloFamily(cal, {
    groupId: '10009001', groupKey: '9001', groupName: 'Riverbend Plan Employee Benefits',
    memberKey: '702100', subscriberId: 'MA2001002', firstName: 'Lena', lastName: 'Fischer', sex: 'F', age: 39,
    programs: programs([8, 13, 1, 33, 37, 93], [8, 13]),
    extra: { insurerEmployees: true },
  });
  return [medicare, staff];
}

export function partnerFamilies(cal: Calendar): SeedFamily[] {
  const plans = { dental: 'PDEN-1000' } as const;
  const names = planNames({ 'PDEN-1000': 'Harbor Partner Dental $1,000' });
  const partnerPrograms = () => programs([27, 33, 92, 93, 52], [52]);
  const common = { lastName: 'Bell', insuranceType: 'Dental', networkNames: ['Summit Dental'] };
  const covered = eligibility(cal, 'active', plans);
  const marcus = member({ ...common, memberKey: '703000', memberSuffix: 0, firstName: 'Marcus', as: 'subscriber', dateOfBirth: cal.birthDate(36, 50), sex: 'M', eligibility: covered });
  const nadia = member({ ...common, memberKey: '703001', memberSuffix: 1, firstName: 'Nadia', as: 'spouse', dateOfBirth: cal.birthDate(34, 250), sex: 'F', eligibility: covered });

  const bell = withClaims(
    {
      ...familyDefaults(),
      family: {
        subscriberId: 'PD3000117', subscriberKey: marcus.memberKey, groupKey: '8001', groupId: '10008001',
        groupName: 'Harbor Partner Dental Plan', parentGroupId: null, parentGroupName: null,
        effectiveDate: coverageStart(cal, marcus), hireDate: null,
      },
      members: [marcus, nadia],
      planNames: names,
      group: { moda360: false, salesforceTransfer: false, source: 'PARTNER' },
      programs: partnerPrograms(),
      // The partner plan bills the family, yet the dashboard never offers eBill there (spec §7): the gateway says no.
      ebill: { hasEbill: true, registered: false, showAlert: true },
    },
    (patient) => [{
      id: 'D2400830011', type: 'D', status: 'paid', patient, provider: ['P-220118', 'Bright Smiles Dental'],
      serviceDate: cal.daysFromToday(-58), paidDate: cal.daysFromToday(-47),
      lines: [{ code: 'D0120', description: 'Periodic oral evaluation', charge: 65, paid: 65 },
        { code: 'D1110', description: 'Prophylaxis, adult', charge: 128, paid: 128 }],
    }],
  );

  const staff = soloFamily(cal, {
    groupId: '10009005', groupKey: '9005', groupName: 'Harbor Partner Plan Staff Benefits',
    memberKey: '703100', subscriberId: 'PD3001009', firstName: 'Omar', lastName: 'Haddad', sex: 'M', age: 45,
    plans, names, insuranceType: 'Dental', networkNames: ['Summit Dental'],
    programs: partnerPrograms(),
    extra: { insurerEmployees: true },
  });
  return [bell, staff];
}

export function hospitalFamilies(cal: Calendar): SeedFamily[] {
  const family = soloFamily(cal, {
    groupId: '10006600', groupKey: '6600', groupName: 'Lakeside Hospital Employees',
    memberKey: '704000', subscriberId: 'LH4000218', firstName: 'Grace', lastName: 'Kim', sex: 'F', age: 43,
    insuranceType: 'Group EPO', networkNames: ['Lakeside Health Network', 'Summit Dental'],
    programs: programs([8, 13, 70, 80, 1, 33, 37, 93], [8, 13, 70, 80]),
    extra: {
      pcp: {
        eligibleMemberKeys: ['704000'],
        selections: [{
          memberKey: '704000', providerId: 'P-660213', providerName: 'Helen Ward, DO', providerTitle: 'Internal medicine',
          beginDate: cal.monthStart(-12),
          locations: [{ addressLine1: '900 SE Hawthorne Blvd', city: 'Portland', state: 'OR', zipCode: '97214', phoneNumber: '503-555-0190' }],
        }],
      },
      limits: {
        '704000': [
          { productCategory: 'D', coverageType: 'INDIVIDUAL', limitType: 'Annual Limit', networkTier: 'innet',
            total: 2000, totalMet: 650, totalRemaining: 1350,
            detailedDescription: { header: 'Dental annual limit', body: 'The most the dental plan pays for your care in a plan year. It starts again each January.' } },
          { productCategory: 'M', coverageType: 'INDIVIDUAL', limitType: 'Deductible - In Network', networkTier: 'innet',
            total: 750, totalMet: 200, totalRemaining: 550,
            detailedDescription: { header: 'Deductible - In Network', body: 'What you pay for covered in-network care before the plan starts to pay.' } },
        ],
      },
    },
  });
  return [withClaims(family, (patient) => [
    { id: 'M2400660101', type: 'M', status: 'paid', patient, provider: ['P-660213', 'Lakeside Primary Care'],
      serviceDate: cal.daysFromToday(-27), paidDate: cal.daysFromToday(-15),
      lines: [{ code: '99396', description: 'Preventive visit, age 40-64', charge: 290, paid: 290 }] },
    { id: 'D2400660102', type: 'D', status: 'paid', patient, provider: ['P-220118', 'Bright Smiles Dental'],
      serviceDate: cal.daysFromToday(-90), paidDate: cal.daysFromToday(-80),
      lines: [{ code: 'D2740', description: 'Crown, porcelain/ceramic', charge: 1300, paid: 650, coinsurance: 650, dentalCategory: 'Major' }] },
  ])];
}

/**
 * The member of the fifth test brand (test/fixtures/fifth-brand): an ordinary active subscriber, registered for
 * eBill (the brand's eBill address is an https host it declares).
 */
export function fifthBrandFamilies(cal: Calendar): SeedFamily[] {
  return [soloFamily(cal, {
    groupId: '10007700', groupKey: '7700', groupName: 'Cedar Valley Cooperative',
    memberKey: '705000', subscriberId: 'CV5000311', firstName: 'Elliot', lastName: 'Reyes', sex: 'M', age: 38,
    programs: programs([8, 13, 1, 33], [8, 13]),
    extra: { ebill: { hasEbill: true, registered: true, showAlert: false } },
  })];
}
