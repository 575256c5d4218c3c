import { describe, expect, it } from 'vitest';
import type { MenuName } from '../manifest/manifest-types';
import { buildFacts } from '../member/facts';
import type { MemberContext } from '../member/member-context';
import {
  accountFixture,
  activeRecord,
  contextFixture,
  futureRecord,
  memberFixture,
  termedRecord,
} from '../member/member-context.fixture';
import { brandIds, brandManifest } from '../../test/brand-fixtures';
import { buildMenu, buildSiteMap } from './shell/menu-model';

/*
 * Spec §2 "Menus", checked against the real brand manifests: the rules live in brands/*.json, the facts in
 * src/member, and this is where the two are shown to say what the spec says.
 */

type Persona = Partial<MemberContext>;

function menu(brandId: string, name: MenuName, persona: Persona = {}) {
  const manifest = brandManifest(brandId);
  const features = manifest.features;
  const context = contextFixture({ brand: { id: brandId, domainId: manifest.brand.domainId, features }, ...persona });
  return buildMenu(manifest.menus, name, buildFacts(context), manifest.rules);
}

function siteMap(brandId: string, persona: Persona = {}) {
  const manifest = brandManifest(brandId);
  const context = contextFixture({ brand: { id: brandId, domainId: manifest.brand.domainId, features: manifest.features }, ...persona });
  return buildSiteMap(manifest.menus, manifest.footer.siteMap, buildFacts(context), manifest.rules);
}

const ids = (entries: { id: string }[]) => entries.map((e) => e.id);
const labelOf = (entries: { id: string; label: string }[], id: string) => entries.find((e) => e.id === id)?.label;

const dependentAged = (age: 17 | 20): Persona => ({
  account: accountFixture(memberFixture({ memberSuffix: age === 17 ? 2 : 3, dateOfBirth: age === 17 ? '2009-06-01' : '2006-06-01' })),
});
const allEligibility = (record: typeof termedRecord) => ({ medical: [record], dental: [record], vision: [record], pharmacy: [record] });
const termed: Persona = { account: accountFixture(memberFixture({ eligibility: allEligibility(termedRecord) })) };
const future: Persona = { account: accountFixture(memberFixture({ eligibility: allEligibility(futureRecord) })) };
const noEligibility: Persona = {
  account: accountFixture(memberFixture({ eligibility: { medical: [], dental: [], vision: [], pharmacy: [] } })),
};
const withPrograms = (...programIds: number[]): Persona => ({
  programs: programIds.map((id) => ({
    id, name: `P${id}`, description: '', categories: [], eligible: true, displayOrder: id, highPriority: false,
    featureGroup: null, childResourceIds: [], resource: null, url: null, urlDocumentType: null, external: false, icon: null,
  })),
});

describe('primary menu', () => {
  it('Home, Account, Benefits, Find care, Claims/EOBs for an active subscriber', () => {
    const primary = menu('main', 'primary');
    expect(ids(primary)).toEqual(['home', 'account', 'benefits', 'find-care', 'claims']);
    expect(labelOf(primary, 'claims')).toBe('menu.claimsEobs');
  });

  it('label Claims only for non-subscribers', () => {
    expect(labelOf(menu('main', 'primary', dependentAged(20)), 'claims')).toBe('menu.claims');
    expect(labelOf(menu('main', 'bottomNav', dependentAged(17)), 'claims')).toBe('menu.claims');
  });

  it('Benefits and Find care are hidden with no active or future eligibility; Claims shows if any eligibility exists', () => {
    expect(ids(menu('main', 'primary', termed))).toEqual(['home', 'account', 'claims']);
    expect(ids(menu('main', 'bottomNav', termed))).toEqual(['home', 'claims']);
  });

  it('future eligibility keeps Benefits and Find care', () => {
    expect(ids(menu('main', 'primary', future))).toEqual(['home', 'account', 'benefits', 'find-care', 'claims']);
  });

  it('no eligibility at all hides Claims too', () => {
    expect(ids(menu('main', 'primary', noEligibility))).toEqual(['home', 'account']);
  });
});

describe('account menu', () => {
  it('Settings for the subscriber and a dependent aged 18 or older', () => {
    expect(ids(menu('main', 'account'))).toContain('settings');
    expect(ids(menu('main', 'account', dependentAged(20)))).toContain('settings');
  });

  it('Settings removed for a non-subscriber under 18', () => {
    expect(ids(menu('main', 'account', dependentAged(17)))).not.toContain('settings');
  });

  it('Settings removed for a partner-plan non-subscriber, even an adult', () => {
    expect(ids(menu('partner', 'account', dependentAged(20)))).not.toContain('settings');
    expect(ids(menu('partner', 'account'))).toContain('settings');
  });

  it('eBill hidden with no eBill or when termed, never on the partner plan', () => {
    expect(ids(menu('main', 'account'))).toContain('ebill');
    expect(ids(menu('main', 'account', { ebill: { has: false, registered: false, showAlert: false } }))).not.toContain('ebill');
    expect(ids(menu('main', 'account', termed))).not.toContain('ebill');
    expect(ids(menu('partner', 'account'))).not.toContain('ebill');
  });

  it('a log-in-as item only for the matching staff role', () => {
    const claims = (role: 'logInAsAnyone' | 'logInAsNonEmp') =>
      ({ claims: { sub: 's', memberKey: 'm', domainId: 1, role, groupId: 'g', temporary: false, exp: 9e9 } }) as Persona;
    expect(ids(menu('main', 'account'))).not.toContain('login-as-anyone');
    expect(ids(menu('regional', 'account', claims('logInAsAnyone')))).toContain('login-as-anyone');
    expect(ids(menu('regional', 'account', claims('logInAsAnyone')))).not.toContain('login-as-non-employee');
    expect(ids(menu('partner', 'account', claims('logInAsNonEmp')))).toContain('login-as-non-employee');
  });

  it('always offers Log out', () => {
    expect(ids(menu('main', 'account', dependentAged(17)))).toContain('logout');
  });
});

describe('benefits menu', () => {
  it("one '{Category} benefits' item per active category, then Programs, handbooks, certificate of coverage and prior authorization", () => {
    const dentalOnly = accountFixture(
      memberFixture({ eligibility: { medical: [termedRecord], dental: [activeRecord], vision: [futureRecord], pharmacy: [] } }),
    );
    expect(ids(menu('main', 'benefits', { account: dentalOnly }))).toEqual(['dental', 'programs', 'handbooks', 'certificate-of-coverage', 'prior-authorization']);
  });

  it('Referrals if any; Medicare Materials if available', () => {
    const benefits = menu('main', 'benefits', { hasReferrals: true, medicareMaterialsAvailable: true });
    expect(ids(benefits)).toEqual([
      'medical', 'dental', 'vision', 'pharmacy', 'programs', 'referrals', 'handbooks', 'certificate-of-coverage', 'medicare-materials', 'prior-authorization',
    ]);
  });

  it('every category the member has, in spec §9 order (summary/medical 1 … prior authorization 10)', () => {
    const specOrder = ['summary', 'medical', 'dental', 'vision', 'pharmacy', 'programs', 'referrals', 'handbooks', 'certificate-of-coverage', 'medicare-materials', 'prior-authorization'];
    for (const brandId of brandIds) {
      const shown = ids(menu(brandId, 'benefits', { hasReferrals: true, medicareMaterialsAvailable: true }));
      expect(shown).toEqual(specOrder.filter((id) => shown.includes(id)));
      if (!brandManifest(brandId).features.reducedCategories) expect(shown).toEqual(expect.arrayContaining(['certificate-of-coverage', 'prior-authorization']));
    }
  });

  // Spec §2, as issue 29 decided: the reduced menu is exactly Benefits (the summary), Programs, Referrals if any,
  // handbooks. Its members reach the certificate of coverage and prior authorization from the summary page's tiles.
  it('group 10004760 sees the Benefits summary instead of the categories, and nothing else but Programs, Referrals, handbooks', () => {
    const account = accountFixture(memberFixture(), '10004760');
    expect(ids(menu('main', 'benefits', { account }))).toEqual(['summary', 'programs', 'handbooks']);
    expect(ids(menu('main', 'benefits', { account, hasReferrals: true, medicareMaterialsAvailable: true }))).toEqual(['summary', 'programs', 'referrals', 'handbooks']);
  });

  it('the regional plan sees Benefits (the summary), Programs, Referrals if any, handbooks; no Medicare Materials, certificate nor prior authorization', () => {
    const benefits = menu('regional', 'benefits', { hasReferrals: true, medicareMaterialsAvailable: true });
    expect(ids(benefits)).toEqual(['summary', 'programs', 'referrals', 'handbooks']);
    expect(labelOf(benefits, 'summary')).toBe('menu.benefits');
  });

  it('a termed member has no Benefits item at all: each carries the Benefits menu rule too, not only its parent', () => {
    expect(menu('main', 'benefits', { ...termed, hasReferrals: true, medicareMaterialsAvailable: true })).toEqual([]);
    expect(menu('regional', 'benefits', { ...termed, hasReferrals: true })).toEqual([]);
  });

  it('the partner plan has no Programs nor handbooks', () => {
    expect(ids(menu('partner', 'benefits'))).toEqual(['medical', 'dental', 'vision', 'pharmacy', 'certificate-of-coverage', 'prior-authorization']);
  });
});

describe('find care menu', () => {
  it('Find care resources, plus Primary care when eligible for PCP selection', () => {
    expect(ids(menu('main', 'findCare'))).toEqual(['resources', 'primary-care']);
    expect(ids(menu('main', 'findCare', { pcpEligible: false }))).toEqual(['resources']);
  });

  it('the partner plan has only a dentist finder', () => {
    expect(ids(menu('partner', 'findCare'))).toEqual(['find-a-dentist']);
  });

  it('a termed member has no Find care item, even eligible for PCP selection or with a dentist program', () => {
    expect(menu('main', 'findCare', termed)).toEqual([]);
    expect(menu('partner', 'findCare', { ...termed, ...withPrograms(92) })).toEqual([]);
  });
});

describe('claims/EOBs menu', () => {
  it('EOBs for the subscriber only', () => {
    expect(ids(menu('main', 'claims'))).toContain('eobs');
    expect(ids(menu('main', 'claims', dependentAged(20)))).not.toContain('eobs');
  });

  it('Pharmacy only when program id 37 is present', () => {
    expect(ids(menu('main', 'claims'))).not.toContain('pharmacy');
    expect(ids(menu('main', 'claims', withPrograms(37)))).toContain('pharmacy');
    expect(ids(menu('main', 'claims', withPrograms(1, 8)))).not.toContain('pharmacy');
  });
});

describe('claims/EOBs menu of a member without eligibility', () => {
  it('no item, as its Claims/EOBs item is hidden', () => {
    expect(menu('main', 'claims', { ...noEligibility, ...withPrograms(37) })).toEqual([]);
  });
});

describe('site map (desktop footer)', () => {
  it('a column per menu the manifest lists', () => {
    expect(siteMap('main').map((column) => column.name)).toEqual(['account', 'benefits', 'findCare', 'claims']);
  });

  it('a termed member: no Benefits nor Find care column (their primary items are hidden), no link to their pages', () => {
    const columns = siteMap('main', { ...termed, hasReferrals: true, medicareMaterialsAvailable: true });
    expect(columns.map((column) => column.name)).toEqual(['account', 'claims']);
    const targets = columns.flatMap((column) => column.entries.map((entry) => entry.to));
    expect(targets.filter((to) => to?.startsWith('/benefits') || to?.startsWith('/find-care'))).toEqual([]);
  });

  it('without any eligibility only the account column', () => {
    expect(siteMap('main', noEligibility).map((column) => column.name)).toEqual(['account']);
  });
});

describe('utility menu', () => {
  it('Contact us and Log out; signed out, Log in and Contact us', () => {
    expect(ids(menu('main', 'utility'))).toEqual(['contact-us', 'logout']);
    expect(ids(menu('main', 'utilityAnonymous'))).toEqual(['login', 'contact-us']);
  });

  it('no such items for the hospital brand', () => {
    expect(menu('hospital', 'utility')).toEqual([]);
    expect(menu('hospital', 'utilityAnonymous')).toEqual([]);
  });
});

/*
 * The same spec rules over every brand's resolved manifest (its file laid over brands/base.json): what a brand
 * changes is its feature switches, so the expectations follow them. A rule dropped from any brand fails here.
 */
describe.each(brandIds)('every brand: %s', (brandId) => {
  const features = brandManifest(brandId).features;
  const withEverything: Persona = { hasReferrals: true, medicareMaterialsAvailable: true };

  it('primary menu: Benefits and Find care need active or future eligibility; Claims any; the Claims label', () => {
    expect(ids(menu(brandId, 'primary'))).toEqual(['home', 'account', 'benefits', 'find-care', 'claims']);
    expect(ids(menu(brandId, 'primary', future))).toEqual(['home', 'account', 'benefits', 'find-care', 'claims']);
    expect(ids(menu(brandId, 'primary', termed))).toEqual(['home', 'account', 'claims']);
    expect(ids(menu(brandId, 'primary', noEligibility))).toEqual(['home', 'account']);
    expect(labelOf(menu(brandId, 'primary'), 'claims')).toBe('menu.claimsEobs');
    expect(labelOf(menu(brandId, 'primary', dependentAged(20)), 'claims')).toBe('menu.claims');
    expect(labelOf(menu(brandId, 'bottomNav', dependentAged(17)), 'claims')).toBe('menu.claims');
  });

  it('account menu: Settings, eBill and Log out', () => {
    expect(ids(menu(brandId, 'account'))).toContain('settings');
    expect(ids(menu(brandId, 'account', dependentAged(17)))).not.toContain('settings');
    expect(ids(menu(brandId, 'account', dependentAged(20))).includes('settings')).toBe(features.adultDependentSettings);
    expect(ids(menu(brandId, 'account')).includes('ebill')).toBe(features.eBillOffered);
    expect(ids(menu(brandId, 'account', { ebill: { has: false, registered: false, showAlert: false } }))).not.toContain('ebill');
    expect(ids(menu(brandId, 'account', termed))).not.toContain('ebill');
    expect(ids(menu(brandId, 'account', dependentAged(17)))).toContain('logout');
  });

  it('benefits menu: the categories or the summary, Programs and handbooks where offered, Referrals, Medicare Materials', () => {
    const categories = features.reducedCategories ? ['summary'] : ['medical', 'dental', 'vision', 'pharmacy'];
    const programs = features.programs ? ['programs'] : [];
    const handbooks = features.handbooks ? ['handbooks'] : [];
    const documents = (...between: string[]) =>
      features.reducedCategories ? handbooks : [...handbooks, 'certificate-of-coverage', ...between, 'prior-authorization'];
    expect(ids(menu(brandId, 'benefits', withEverything))).toEqual([...categories, ...programs, 'referrals', ...documents('medicare-materials')]);
    expect(ids(menu(brandId, 'benefits'))).toEqual([...categories, ...programs, ...documents()]);
    const reducedGroup = { account: accountFixture(memberFixture(), '10004760') };
    expect(ids(menu(brandId, 'benefits', { ...reducedGroup, ...withEverything }))).toEqual(['summary', ...programs, 'referrals', ...handbooks]);
    expect(menu(brandId, 'benefits', { ...termed, ...withEverything })).toEqual([]);
  });

  it('find care menu: resources and Primary care, or only the dentist finder', () => {
    const expected = features.dentistFinderOnly ? ['find-a-dentist'] : ['resources', 'primary-care'];
    expect(ids(menu(brandId, 'findCare'))).toEqual(expected);
    expect(ids(menu(brandId, 'findCare', { pcpEligible: false }))).toEqual(expected.filter((id) => id !== 'primary-care'));
  });

  it('claims menu: EOBs for the subscriber only, Pharmacy with program 37', () => {
    expect(ids(menu(brandId, 'claims'))).toEqual(['claims', 'eobs']);
    expect(ids(menu(brandId, 'claims', dependentAged(20)))).toEqual(['claims']);
    expect(ids(menu(brandId, 'claims', withPrograms(37)))).toEqual(['claims', 'eobs', 'pharmacy']);
  });

  it('log-in-as items only for the matching staff role', () => {
    const staff = (role: 'logInAsAnyone' | 'logInAsNonEmp') =>
      ({ claims: { sub: 's', memberKey: 'm', domainId: 1, role, groupId: 'g', temporary: false, exp: 9e9 } }) as Persona;
    expect(ids(menu(brandId, 'account')).filter((id) => id.startsWith('login-as'))).toEqual([]);
    expect(ids(menu(brandId, 'account', staff('logInAsAnyone'))).filter((id) => id.startsWith('login-as'))).toEqual(['login-as-anyone']);
    expect(ids(menu(brandId, 'account', staff('logInAsNonEmp'))).filter((id) => id.startsWith('login-as'))).toEqual(['login-as-non-employee']);
  });
});
