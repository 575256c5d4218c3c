import { describe, expect, it } from 'vitest';
import { refusalTexts } from '../../../test/translate';
import {
  canSelectFor,
  companionsOf,
  dateField,
  dueDateOf,
  effectiveDate,
  historyNewestFirst,
  memberOfSuffix,
  namesList,
  overviewMembers,
  providerView,
  routeSuffix,
  searchAddress,
  searchFormRules,
  searchFromAddress,
  searchRequest,
  selectBody,
  selectFormInitial,
  selectFormRules,
  widerRadius,
  type PcpMember,
  type Provider,
  pcpSelectionRefusals,
} from './page-rules';
import { validate } from '../../ui/validation/validators';

const TODAY = '2026-11-26';
const covered = [{ effectiveDate: '2024-01-01', terminationDate: null }];

function member(suffix: number, fields: Partial<PcpMember> = {}): PcpMember {
  return {
    memberKey: `K${suffix}`,
    memberSuffix: suffix,
    firstName: ['Dana', 'Chris', 'Riley', 'Sam'][suffix] ?? 'Alex',
    lastName: 'Rivera',
    eligible: true,
    eligibleDates: covered,
    currentPcp: null,
    history: [],
    ...fields,
  };
}

const reyes = { providerId: 'P-552019', providerName: 'Samuel Reyes, MD', providerTitle: 'Pediatrics', beginDate: '2025-11-01', locations: [] };
const provider: Provider = {
  id: 'P-448201', name: 'Maya Okafor, MD', groupName: 'Northside Family Medicine', title: 'Family medicine', acceptingNewPatients: true,
  distance: null, specialty: 'Family medicine', languages: ['English'], locations: [],
};

describe('who the pages are for', () => {
  const family = [member(2), member(0), member(1, { eligible: false }), member(3, { eligibleDates: [{ effectiveDate: '2024-01-01', terminationDate: '2025-12-31' }] })];

  it('the overview lists the PCP-eligible members in suffix order', () => {
    expect(overviewMembers(family).map((m) => m.memberSuffix)).toEqual([0, 2, 3]);
  });

  it('a route suffix is digits only; a member outside the family is null', () => {
    expect(routeSuffix('1')).toBe(1);
    expect(routeSuffix('01')).toBe(1);
    expect(routeSuffix('x')).toBeNull();
    expect(routeSuffix('123')).toBeNull();
    expect(routeSuffix(undefined)).toBeNull();
    expect(memberOfSuffix(family, 2)?.memberKey).toBe('K2');
    expect(memberOfSuffix(family, 9)).toBeNull();
    expect(memberOfSuffix(family, null)).toBeNull();
  });

  it('selection needs eligibility and coverage today or later', () => {
    expect(canSelectFor(member(0), TODAY)).toBe(true);
    expect(canSelectFor(member(1, { eligible: false }), TODAY)).toBe(false);
    expect(canSelectFor(member(3, { eligibleDates: [{ effectiveDate: '2024-01-01', terminationDate: '2025-12-31' }] }), TODAY)).toBe(false);
    expect(canSelectFor(member(3, { eligibleDates: [] }), TODAY)).toBe(false);
    // Coverage that starts next month: selectable, from its first day.
    expect(canSelectFor(member(3, { eligibleDates: [{ effectiveDate: '2026-12-01', terminationDate: null }] }), TODAY)).toBe(true);
  });

  it('a selection may include the other members who may select, never this one twice', () => {
    expect(companionsOf(family, family[1]!, TODAY).map((m) => m.memberSuffix)).toEqual([2]);
  });
});

describe('history and due date', () => {
  it('newest first', () => {
    const entry = (beginDate: string, endDate: string | null) => ({
      providerId: 'P', providerName: 'N', providerTitle: '', memberKey: 'K0', beginDate, endDate, pcpSelected: true, pcpTerminationReason: null, locations: [],
    });
    const sorted = historyNewestFirst([entry('2022-01-01', '2023-01-01'), entry('2025-01-01', null), entry('2023-02-01', '2024-12-31')]);
    expect(sorted.map((e) => e.beginDate)).toEqual(['2025-01-01', '2023-02-01', '2022-01-01']);
  });

  it('an empty city-of-portland answer is no due date', () => {
    expect(dueDateOf('')).toBeNull();
    expect(dueDateOf('01/10/2027')).toBe('01/10/2027');
  });
});

describe('provider fallback (spec §8)', () => {
  it('the lookup in full when found', () => {
    expect(providerView(reyes, { found: provider })).toEqual({ kind: 'full', provider });
  });
  it('a 404 falls back to the name-only provider of pcp/members', () => {
    expect(providerView(reyes, 'notFound')).toEqual({ kind: 'nameOnly', name: 'Samuel Reyes, MD', title: 'Pediatrics' });
  });
  it('a 404 without a current provider is null', () => {
    expect(providerView(null, 'notFound')).toBeNull();
  });
});

describe('search', () => {
  it('reads the address: ZIP code, radius, page; the name or specialty from elsewhere', () => {
    expect(searchFromAddress(new URLSearchParams('zip=97232&radius=25&page=2'), ' pediatrics ')).toEqual({
      zip: '97232', radius: 25, searchString: 'pediatrics', page: 2,
    });
    expect(searchFromAddress(new URLSearchParams('zip=97232'))).toEqual({ zip: '97232', radius: 10, searchString: '', page: 0 });
    expect(searchFromAddress(new URLSearchParams(''))).toBeNull();
    expect(searchFromAddress(new URLSearchParams('zip=9723'))).toBeNull();
    expect(searchFromAddress(new URLSearchParams('zip=97232&radius=7'))).toBeNull();
    expect(searchFromAddress(new URLSearchParams('zip=97232&page=-1'))).toBeNull();
  });

  it('writes the address without the name or specialty or a member key', () => {
    expect(searchAddress({ zip: '97232', radius: 25, searchString: 'Reyes', page: 0 })).toBe('?zip=97232&radius=25');
    expect(searchAddress({ zip: '97232', radius: 5, searchString: '', page: 3 })).toBe('?zip=97232&radius=5&page=3');
  });

  it('asks for one page of the member\'s search', () => {
    expect(searchRequest({ zip: '97232', radius: 25, searchString: '', page: 1 }, 'K1')).toEqual({
      query: { page: 1, size: 5 },
      body: { members: ['K1'], radius: 25, zip: '97232' },
    });
    expect(searchRequest({ zip: '97232', radius: 5, searchString: 'Okafor', page: 0 }, 'K1').body.searchString).toBe('Okafor');
  });

  it('suggests the next wider radius, none past 100 miles', () => {
    expect(widerRadius(5)).toBe(10);
    expect(widerRadius(50)).toBe(100);
    expect(widerRadius(100)).toBeNull();
  });

  it('checks the ZIP code (required, 5 digits) and the length of the name or specialty', () => {
    const rules = searchFormRules();
    expect(validate('', rules.zip)).toEqual({ kind: 'required' });
    expect(validate('9723', rules.zip)).toEqual({ kind: 'pattern' });
    expect(validate('97232', rules.zip)).toBeNull();
    expect(validate('x'.repeat(61), rules.searchString)).toEqual({ kind: 'maxlength' });
    expect(validate('', rules.searchString)).toBeNull();
  });
});

describe('selection', () => {
  const dana = member(0);
  const chris = member(1, { eligibleDates: [{ effectiveDate: '2026-12-15', terminationDate: null }] });

  it('starts each member at their earliest allowed day, the email at the account\'s', () => {
    expect(selectFormInitial([dana, chris], TODAY, 'dana@example.com')).toEqual({
      email: 'dana@example.com', effectiveDate0: '11/26/2026', effectiveDate1: '12/15/2026',
    });
  });

  it('an effective date: a real mm/dd/yyyy day, not before today, inside coverage; only the chosen members\'', () => {
    const rules = selectFormRules([dana, chris], new Set(['K0']), TODAY)();
    expect(validate('', rules[dateField(dana)]!)).toEqual({ kind: 'required' });
    expect(validate('13/01/2026', rules[dateField(dana)]!)).toEqual({ kind: 'invalidDate' });
    expect(validate('11/25/2026', rules[dateField(dana)]!)).toEqual({ kind: 'custom', messageKey: 'findCare.select.beforeToday' });
    expect(validate('11/26/2026', rules[dateField(dana)]!)).toBeNull();
    expect(rules[dateField(chris)]).toEqual([]);
    const both = selectFormRules([dana, chris], new Set(['K0', 'K1']), TODAY)();
    expect(validate('12/01/2026', both[dateField(chris)]!)).toEqual({ kind: 'custom', messageKey: 'findCare.select.outsideCoverage' });
    expect(validate('not-an-email', both.email!)).toEqual({ kind: 'pattern' });
    expect(validate('', both.email!)).toEqual({ kind: 'required' });
  });

  it('effectiveDate passes an empty value to `required`', () => {
    expect(effectiveDate(TODAY, covered)('')).toBeNull();
  });

  it('sends the chosen members in suffix order with their dates', () => {
    const values = { email: ' dana@example.com ', effectiveDate0: '11/26/2026', effectiveDate1: '12/15/2026' };
    expect(selectBody([chris, dana], new Set(['K1', 'K0']), values, 'P-1')).toEqual({
      pcpSelectList: [{ memberKey: 'K0', effectiveDate: '11/26/2026' }, { memberKey: 'K1', effectiveDate: '12/15/2026' }],
      providerId: 'P-1',
      email: 'dana@example.com',
    });
    expect(selectBody([chris, dana], new Set(['K1']), values, 'P-1').pcpSelectList).toEqual([{ memberKey: 'K1', effectiveDate: '12/15/2026' }]);
  });

  it('names in a sentence', () => {
    expect(namesList(['Chris Rivera'], 'and')).toBe('Chris Rivera');
    expect(namesList(['Chris Rivera', 'Dana Rivera'], 'and')).toBe('Chris Rivera and Dana Rivera');
    expect(namesList(['A', 'B', 'C'], 'and')).toBe('A, B and C');
  });
});

describe('pcpSelectionRefusals (issue 30: why POST pcp/select refused, in the page\'s language)', () => {
  it('words each refusal as the gateway does in English, and in Spanish', () => {
    expect(refusalTexts(pcpSelectionRefusals, 'en')).toEqual({
      NOT_ELIGIBLE_FOR_PCP: 'This member may not select a primary care provider.',
      PROVIDER_NOT_FOUND: 'No provider with this id in the directory.',
      EFFECTIVE_DATE_INVALID: 'The effective date must be a real date in mm/dd/yyyy format.',
      EFFECTIVE_DATE_IN_PAST: 'The effective date cannot be in the past.',
      EFFECTIVE_DATE_OUTSIDE_COVERAGE: "The effective date must fall within the member's coverage.",
    });
    expect(refusalTexts(pcpSelectionRefusals, 'es')).toEqual({
      NOT_ELIGIBLE_FOR_PCP: 'Este miembro no puede seleccionar un proveedor de atención primaria.',
      PROVIDER_NOT_FOUND: 'No hay ningún proveedor con esta identificación en el directorio.',
      EFFECTIVE_DATE_INVALID: 'La fecha de vigencia debe ser una fecha real en formato mm/dd/aaaa (mes/día/año).',
      EFFECTIVE_DATE_IN_PAST: 'La fecha de vigencia no puede ser una fecha pasada.',
      EFFECTIVE_DATE_OUTSIDE_COVERAGE: 'La fecha de vigencia debe estar dentro del período de cobertura del miembro.',
    });
  });
});
