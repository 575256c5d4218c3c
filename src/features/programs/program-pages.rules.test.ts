import { describe, expect, it } from 'vitest';
import type { Program } from '../../api/response-types';
import { listedPrograms } from './page-rules';
import { eligiblePrograms, pharmacyBenefitManager, programDetails, programPageLinks } from './rules';
import { medicarePrograms, partnerPrograms, programsOf, subscriberPrograms } from './test-support';

const withChildren = (childResourceIds: number[]): Program[] =>
  programsOf([80, 70, 13, 37]).map((p) => (p.id === 80 ? { ...p, childResourceIds } : p));

describe('eligiblePrograms (spec §2 /benefits/programs)', () => {
  it('lists every eligible program by displayOrder, without the program shortcut', () => {
    const shuffled = [...subscriberPrograms].reverse();
    const listed = eligiblePrograms(shuffled);
    expect(listed.map((p) => p.id)).toEqual([8, 13, 54, 70, 80, 52, 75, 61, 1, 33, 37, 93]);
  });

  it('leaves out programs the member is not eligible for', () => {
    const programs = programsOf([8, 13]).map((p) => (p.id === 13 ? { ...p, eligible: false } : p));
    expect(eligiblePrograms(programs).map((p) => p.id)).toEqual([8]);
  });
});

describe('listedPrograms (a program list section, e.g. the care resources of /find-care/resources)', () => {
  const CARE_RESOURCES = [13, 8, 1, 33, 80, 70];
  it('without ids: every eligible program by displayOrder', () => {
    expect(listedPrograms(subscriberPrograms, undefined)).toEqual(eligiblePrograms(subscriberPrograms));
  });

  it('with ids: only the programs the member has and is eligible for, in the order of the ids', () => {
    expect(listedPrograms(subscriberPrograms, CARE_RESOURCES).map((p) => p.id)).toEqual([13, 8, 1, 33, 80, 70]);
    expect(listedPrograms(medicarePrograms, CARE_RESOURCES).map((p) => p.id)).toEqual([13, 8, 33]);
    expect(listedPrograms(partnerPrograms, [33, 27]).map((p) => p.id)).toEqual([33, 27]);
    const notEligible = subscriberPrograms.map((p) => (p.id === 13 ? { ...p, eligible: false } : p));
    expect(listedPrograms(notEligible, CARE_RESOURCES).map((p) => p.id)).toEqual([8, 1, 33, 80, 70]);
    expect(listedPrograms(subscriberPrograms, [27, 92])).toEqual([]);
  });
});

describe('programDetails (spec §2 /benefits/programs/{id})', () => {
  it('resolves the program and its child resources in the order listed', () => {
    const details = programDetails(withChildren([13, 70]), '80');
    expect(details?.program.name).toBe('Behavioral health');
    expect(details?.childResources.map((p) => p.id)).toEqual([13, 70]);
  });

  it('leaves out child resources the member does not have or is not eligible for, and the program itself', () => {
    const programs = withChildren([13, 99, 80, 70]).map((p) => (p.id === 70 ? { ...p, eligible: false } : p));
    expect(programDetails(programs, '80')?.childResources.map((p) => p.id)).toEqual([13]);
  });

  it.each([['999'], ['abc'], ['8.5'], ['-1'], ['0'], [''], [undefined]])('is not found for %s', (id) => {
    expect(programDetails(subscriberPrograms, id)).toBeNull();
  });

  it('is not found for a program the member is not eligible for', () => {
    const programs = programsOf([13]).map((p) => ({ ...p, eligible: false }));
    expect(programDetails(programs, '13')).toBeNull();
  });
});

describe('programPageLinks', () => {
  const byId = (id: number) => subscriberPrograms.find((p) => p.id === id)!;

  it('offers where an ENDPOINT program goes (same window) and digital claims (new tab)', () => {
    expect(programPageLinks(byId(8))).toEqual([{ kind: 'open', target: { kind: 'external', href: 'https://telehealth.example.com' } }]);
    expect(programPageLinks(byId(93))).toEqual([{ kind: 'open', target: { kind: 'newTab', href: 'https://claims.example.com/submit' } }]);
  });

  it('offers no link to the page itself, and a DOCUMENT program’s document', () => {
    expect(programPageLinks(byId(13))).toEqual([]);
    expect(programPageLinks(byId(61))).toEqual([{ kind: 'document', href: 'https://docs.example.com/v.pdf' }]);
  });

  it('sends passport dental to its page', () => {
    const [passport] = programsOf([27]);
    expect(programPageLinks(passport!)).toEqual([{ kind: 'open', target: { kind: 'route', to: '/passport-dental' } }]);
  });
});

describe('pharmacyBenefitManager (spec §2: Pharmacy only when program 37 is present)', () => {
  it('is program 37 when the member has it', () => {
    expect(pharmacyBenefitManager(subscriberPrograms)?.id).toBe(37);
    expect(pharmacyBenefitManager(programsOf([27, 33, 92, 93, 52]))).toBeNull();
  });
});
