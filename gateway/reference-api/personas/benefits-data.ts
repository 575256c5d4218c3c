import type { FromSchema } from 'json-schema-to-ts';
import type {
  accumulatorSchema,
  dentalMaximumSchema,
  dentalServiceSchema,
  outOfPocketSchema,
} from '../../../schemas/api/benefits';
import type { Calendar } from './dates';
import type { Category, Limit } from './types';

/*
 * Benefits data of the personas (issue 11): accumulators, what a member pays, dental maximums, the searchable
 * services, extra limits and older plan years, keyed by memberKey where they are a member's own. Every covered
 * member gets the category's standard figures, so every persona's benefits pages have real content; the branches of
 * spec §3 and §9 (a copay, a negative percent, dental maximums of -1 and 0, an invalid accumulator, several limits
 * per tier) are in those standard figures.
 */

export type Accumulator = FromSchema<typeof accumulatorSchema>;
export type OutOfPocket = FromSchema<typeof outOfPocketSchema>;
export type DentalMaximum = FromSchema<typeof dentalMaximumSchema>;
export type DentalService = FromSchema<typeof dentalServiceSchema>;

const accumulator = (
  category: Accumulator['category'], label: string | null, tier: string | null, total: number | null, met: number | null,
  coverage: Accumulator['coverage'] = 'INDIVIDUAL', body?: string,
): Accumulator => ({
  category, label, tier, total, met, remaining: total === null || met === null ? null : total - met, coverage,
  detailDescription: body && label ? { header: label, body } : null,
});

const pays = (service: string, tier: string, value: number, copay = false): OutOfPocket => ({ service, tier, value, copay });

/** Standard accumulators of a category: in-network first, an out-of-network one, and one without a total (invalid). */
export const standardAccumulators: Record<Category, Accumulator[]> = {
  medical: [
    accumulator('M', 'Out-of-Pocket Maximum', 'innet', 4000, 900, 'INDIVIDUAL', 'The most you pay in a plan year for covered in-network care; then the plan pays in full.'),
    accumulator('M', 'Deductible', 'in-network', 1000, 250, 'INDIVIDUAL', 'What you pay for covered in-network care before the plan starts to pay.'),
    accumulator('M', 'Deductible', 'innet', 3000, 610, 'FAMILY', 'Once the family together meets this amount, the deductible is met for everyone.'),
    accumulator('M', 'Deductible', 'outnet', 2000, 150, 'INDIVIDUAL', 'What you pay for covered out-of-network care before the plan starts to pay.'),
    accumulator('M', 'Out-of-Pocket Maximum', 'out-of-network', 8000, 150, 'INDIVIDUAL', 'The most you pay in a plan year for covered out-of-network care.'),
    accumulator('M', 'Lifetime Maximum', 'innet', null, null),
  ],
  dental: [
    accumulator('D', 'Deductible', 'innet', 50, 50, 'INDIVIDUAL', 'What you pay for basic and major dental care before the plan starts to pay.'),
    accumulator('D', 'Deductible', 'outnet', 100, 50, 'INDIVIDUAL', 'The out-of-network dental deductible.'),
    accumulator('D', 'Orthodontia', 'innet', 0, 0),
  ],
  vision: [
    accumulator('V', 'Frames and lenses allowance', 'innet', 150, 0, 'INDIVIDUAL', 'What the plan pays toward frames and lenses once every two plan years.'),
    accumulator('V', 'Frames and lenses allowance', 'outnet', 100, 0, 'INDIVIDUAL', 'What the plan pays toward frames and lenses from an out-of-network provider.'),
  ],
  pharmacy: [
    accumulator('X', 'Prescription Out-of-Pocket Maximum', 'innet', 2500, 310, 'INDIVIDUAL', 'The most you pay for covered prescriptions in a plan year.'),
  ],
};

/** What a member pays (spec §9: percents shown divided by 100 unless a copay or negative; negative: not applicable). */
export const standardOutOfPocket: Record<Category, OutOfPocket[]> = {
  medical: [
    pays('Primary care office visit', 'innet', 25, true),
    pays('Primary care office visit', 'outnet', 40),
    pays('Specialist visit', 'innet', 20),
    pays('Specialist visit', 'outnet', 40),
    pays('Emergency room', 'innet', 150, true),
    pays('Emergency room', 'outnet', 150, true),
    pays('Hearing aids', 'innet', -1),
    pays('Hearing aids', 'outnet', -1),
  ],
  dental: [
    pays('Preventive care', 'innet', 0),
    pays('Preventive care', 'outnet', 20),
    pays('Basic care', 'innet', 20),
    pays('Basic care', 'outnet', 40),
    pays('Major care', 'innet', 50),
    pays('Major care', 'outnet', 50),
    pays('Orthodontia', 'innet', -1),
  ],
  vision: [
    pays('Eye exam', 'innet', 10, true),
    pays('Eye exam', 'outnet', 50),
  ],
  pharmacy: [
    pays('Generic drugs', 'innet', 10, true),
    pays('Preferred brand drugs', 'innet', 35, true),
    pays('Non-preferred brand drugs', 'innet', 50),
    pays('Specialty drugs', 'innet', -1),
  ],
};

/** Dental maximums: -1 and 0 are "none" and are skipped by the app (spec §9). */
export const standardDentalMaximums: DentalMaximum[] = [
  { label: 'Annual maximum', tier: 'innet', amount: 1500 },
  { label: 'Annual maximum', tier: 'outnet', amount: 1000 },
  { label: 'Orthodontia lifetime maximum', tier: 'innet', amount: -1 },
  { label: 'Implant maximum', tier: 'innet', amount: 0 },
];

export interface SearchableService {
  id: string;
  name: string;
}

/** The medical services a member can search (spec §3 "Medical service"), with their coverage page. */
export const medicalServices: (SearchableService & { pageDescription: string; url: string | null })[] = [
  { id: 'office-visit', name: 'Primary care office visit', pageDescription: 'Visits to your primary care provider for an illness or injury.', url: 'https://docs.example.com/benefits/office-visit' },
  { id: 'specialist', name: 'Specialist visit', pageDescription: 'Visits to a specialist, such as a cardiologist or dermatologist.', url: 'https://docs.example.com/benefits/specialist' },
  { id: 'emergency', name: 'Emergency room', pageDescription: 'Care in a hospital emergency room for a medical emergency.', url: null },
  { id: 'hearing-aids', name: 'Hearing aids', pageDescription: 'Hearing aids and their fitting.', url: null },
];

/** The dental service categories a member can search. */
export const dentalSearchCategories: SearchableService[] = [
  { id: 'preventive', name: 'Preventive care' },
  { id: 'basic', name: 'Basic care' },
  { id: 'major', name: 'Major care' },
];

const dental = (
  code: string, name: string, category: string, innet: number, outnet: number, description: string,
  benefitLimit: string | null, incentive = false,
): DentalService[] =>
  (['innet', 'outnet'] as const).map((tier) => ({
    tier, category, code, name, description, benefitLimit,
    route: `/services/dental/${code}`,
    amount: tier === 'innet' ? innet : outnet,
    incentiveTiers: incentive && tier === 'innet'
      ? [{ label: 'Year 1', amount: 70 }, { label: 'Year 2', amount: 80 }, { label: 'Year 3 and after', amount: 90 }]
      : [],
  }));

/** Spec §3 "Dental service": `amount` is what the plan pays, in percent, per tier. */
export const dentalServices: DentalService[] = [
  ...dental('D0120', 'Periodic oral evaluation', 'preventive', 100, 80, 'A routine check of your teeth and gums.', 'Twice per plan year'),
  ...dental('D1110', 'Prophylaxis, adult', 'preventive', 100, 80, 'A cleaning of the teeth of an adult.', 'Twice per plan year'),
  ...dental('D2391', 'Resin composite, one surface, posterior', 'basic', 80, 60, 'A tooth-coloured filling of one surface of a back tooth.', null, true),
  ...dental('D2740', 'Crown, porcelain/ceramic', 'major', 50, 50, 'A porcelain or ceramic crown over a damaged tooth.', 'Once per tooth every 5 years'),
];

/** Extra limits of some members: several limits per tier (spec §9 order and tiers), keyed by memberKey. */
export function extraLimits(): Record<string, Limit[]> {
  const limit = (productCategory: Limit['productCategory'], limitType: string, networkTier: Limit['networkTier'], total: number, totalMet: number, body: string): Limit => ({
    productCategory, coverageType: 'INDIVIDUAL', limitType, networkTier, total, totalMet, totalRemaining: total - totalMet,
    detailedDescription: { header: limitType, body },
  });
  const medicalOutOfNetwork = limit('M', 'Out-of-Pocket Maximum - Out of Network', 'outnet', 6000, 0, 'The most you pay in a plan year for covered out-of-network care.');
  return {
    '700100': [
      medicalOutOfNetwork,
      limit('D', 'Annual Maximum', 'outnet', 1000, 425, 'The most the dental plan pays for out-of-network care in a plan year.'),
      limit('V', 'Frames allowance', 'innet', 150, 0, 'What the plan pays toward frames once every two plan years.'),
      limit('X', 'Prescription Out-of-Pocket Maximum', 'innet', 2500, 310, 'The most you pay for covered prescriptions in a plan year.'),
    ],
    '700800': [
      limit('M', 'Annual Limit', 'innet', 5000, 1200, 'Covered chiropractic, massage and acupuncture visits share this yearly amount.'),
      limit('M', 'Deductible - In Network', 'innet', 1000, 400, 'What you pay for covered in-network care before the plan starts to pay.'),
      limit('D', 'Annual Maximum', 'innet', 2000, 300, 'The most the dental plan pays for your care in a plan year.'),
    ],
    '702000': [
      limit('M', 'Out-of-Pocket Maximum - In Network', 'innet', 4900, 860, 'The most you pay in a year for covered Medicare Advantage services in network.'),
      limit('M', 'Deductible - In Network', 'innet', 250, 250, 'What you pay for covered care before the plan starts to pay.'),
      limit('D', 'Annual Limit', 'innet', 1000, 180, 'The most the dental rider pays in a plan year.'),
    ],
    '703000': [
      limit('D', 'Annual Limit', 'innet', 1000, 193, 'The most the partner dental plan pays for your care in a plan year.'),
      limit('D', 'Annual Limit', 'outnet', 750, 0, 'The most the partner dental plan pays for out-of-network care in a plan year.'),
    ],
    '703001': [
      limit('D', 'Annual Limit', 'innet', 1000, 65, 'The most the partner dental plan pays for your care in a plan year.'),
    ],
  };
}

export interface PastPlanYear {
  category: Category;
  classPlanId: string;
  plan: string;
  effectiveDate: string;
  termedDate: string;
}

/**
 * Plan years older than the eligibility the account lists, keyed by memberKey: the subscriber's termed medical
 * plan of three years ago is outside the two-year window of spec §4 (the app leaves it out of the history).
 */
export function pastPlanYears(cal: Calendar): Record<string, PastPlanYear[]> {
  return {
    '700100': [
      { category: 'medical', classPlanId: 'MPPO-750', plan: 'Summit Individual PPO $750', effectiveDate: cal.monthStart(-48), termedDate: cal.monthEnd(-37) },
    ],
  };
}
