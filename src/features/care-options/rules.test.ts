import { describe, expect, it } from 'vitest';
import { evaluateRule } from '../../engine/rules/evaluate';
import type { Contact } from '../../manifest/manifest-types';
import type { PageId } from '@schemas/generated/page-ids';
import { buildFacts } from '../../member/facts';
import type { MemberContext } from '../../member/member-context';
import { accountFixture, contextFixture, memberFixture, termedRecord } from '../../member/member-context.fixture';
import { brandCopy, brandManifest } from '../../../test/brand-fixtures';
import { careOptions, phoneLines, receiptItemKeys } from './rules';

/* The care options pages' rules, over the real brand manifests (brands/*.json) and copy (content/en/careOptions.json). */

const MEDICARE_PARENT_GROUP = '100000075';

const programsWith = (...ids: number[]): MemberContext['programs'] =>
  ids.map((id) => ({
    id, name: `P${id}`, description: '', categories: [], eligible: true, displayOrder: id, highPriority: false,
    featureGroup: null, childResourceIds: [], resource: null, url: null, urlDocumentType: null, external: false, icon: null,
  }));

function persona(brandId: string, over: Partial<MemberContext> = {}) {
  const manifest = brandManifest(brandId);
  const context = contextFixture({ brand: { id: brandId, domainId: manifest.brand.domainId, features: manifest.features }, ...over });
  return { manifest, facts: buildFacts(context) };
}

const medicareAccount = () => {
  const account = accountFixture();
  return { ...account, family: { ...account.family, parentGroupId: MEDICARE_PARENT_GROUP } };
};
const noDental = accountFixture(memberFixture({ eligibility: { ...memberFixture().eligibility, dental: [] } }));

// The demo personas' programs (gateway/reference-api/personas): subscriber, medicare, partner.
const subscriber = { programs: programsWith(8, 13, 54, 70, 80, 52, 75, 61, 1, 33, 37, 93, 99) };
const medicare = { programs: programsWith(85, 13, 8, 27, 37, 93, 33, 99), account: medicareAccount() };
const partner = { programs: programsWith(27, 33, 92, 93, 52) };

/** The ids of a page's sections that show for a persona (the page's manifest lines and their rules). */
function shownSections(brandId: string, page: PageId, over: Partial<MemberContext>) {
  const { manifest, facts } = persona(brandId, over);
  return manifest.pages[page].sections.filter((s) => evaluateRule(s.rule, facts, manifest.rules)).map((s) => s.id);
}

/** The https addresses of the page's shown careLinks sections. */
function shownHrefs(brandId: string, page: PageId, over: Partial<MemberContext>) {
  const { manifest, facts } = persona(brandId, over);
  return manifest.pages[page].sections
    .filter((s) => s.widget === 'careLinks' && evaluateRule(s.rule, facts, manifest.rules))
    .flatMap((s) => ((s.props as { links?: { href: string }[] }).links ?? []).map((link) => link.href));
}

describe('careOptions: the cards of /find-care (spec §2 "Find care submenu")', () => {
  const cards = (brandId: string, over: Partial<MemberContext> = {}, undecided?: ReadonlySet<string>) => {
    const { manifest, facts } = persona(brandId, over);
    return careOptions(manifest.menus.findCare, facts, manifest.rules, undecided);
  };

  it('Find care resources, plus Primary care when eligible for PCP selection, each with its description key and link', () => {
    expect(cards('main', subscriber)).toEqual({
      options: [
        { id: 'resources', label: 'menu.findCareResources', description: 'careOptions.landing.descriptions.resources', to: '/find-care/resources' },
        { id: 'primary-care', label: 'menu.primaryCare', description: 'careOptions.landing.descriptions.primary-care', to: '/find-care/primary-care' },
      ],
      incomplete: false,
    });
    expect(cards('main', { ...subscriber, pcpEligible: false }).options.map((o) => o.id)).toEqual(['resources']);
    expect(cards('regional', { ...medicare, pcpEligible: false }).options.map((o) => o.id)).toEqual(['resources']);
  });

  it('the partner plan has only a dentist finder', () => {
    expect(cards('partner', partner).options.map((o) => [o.id, o.to])).toEqual([['find-a-dentist', '/find-care/find-a-dentist']]);
  });

  it('an item whose fact is undecided (its call failed) is left out and reported, the others still show', () => {
    const result = cards('main', subscriber, new Set(['pcp.eligible']));
    expect(result.options.map((o) => o.id)).toEqual(['resources']);
    expect(result.incomplete).toBe(true);
  });

  it('every card of every brand has its one-line description in the copy', () => {
    const descriptions = (brandCopy('main').careOptions as { landing: { descriptions: Record<string, string> } }).landing.descriptions;
    for (const brandId of ['main', 'regional', 'partner', 'hospital']) {
      for (const item of brandManifest(brandId).menus.findCare) expect(descriptions[item.id], `${brandId} ${item.id}`).toMatch(/\.$/);
    }
  });
});

describe('who reaches which page (the pages’ manifest lines)', () => {
  it('/find-care: members with active or future eligibility; others get the 404 page', () => {
    expect(shownSections('main', 'find-care', subscriber)).toEqual(['care-options']);
    const termed = accountFixture(memberFixture({ eligibility: { medical: [termedRecord], dental: [termedRecord], vision: [termedRecord], pharmacy: [termedRecord] } }));
    expect(shownSections('main', 'find-care', { account: termed })).toEqual(['not-found']);
  });

  it('/find-care/resources: not on the partner plan (dentist finder only), which gets the 404 page', () => {
    expect(shownSections('main', 'find-care-resources', subscriber)).toEqual(['care-programs', 'care-links']);
    expect(shownSections('regional', 'find-care-resources', medicare)).toEqual(['care-programs', 'care-links']);
    expect(shownSections('partner', 'find-care-resources', partner)).toEqual(['not-found']);
  });

  it('/find-care/find-a-dentist: members with program 92 or 27 or dental coverage, so Passport Dental’s back link never leads to a 404', () => {
    expect(shownSections('partner', 'find-a-dentist', partner)).toEqual(['dentist-directory', 'dental-programs']);
    expect(shownSections('regional', 'find-a-dentist', medicare)).toEqual(['dentist-directory-medicare', 'dental-programs']);
    expect(shownSections('regional', 'find-a-dentist', { ...medicare, account: { ...medicare.account, member: noDental.member } })).toEqual([
      'dentist-directory-medicare',
      'dental-programs',
    ]);
    expect(shownSections('main', 'find-a-dentist', subscriber)).toEqual(['dentist-directory', 'dental-programs']);
    expect(shownSections('main', 'find-a-dentist', { programs: programsWith(8), account: noDental })).toEqual(['not-found']);
  });

  it('/passport-dental: only with program 27; the main brand’s subscriber (no 27) gets the 404 page', () => {
    expect(shownSections('partner', 'passport-dental', partner)).toEqual(['passport-dental', 'in-network-dentist']);
    expect(shownSections('regional', 'passport-dental', medicare)).toEqual(['passport-dental', 'in-network-dentist-medicare']);
    expect(shownSections('main', 'passport-dental', subscriber)).toEqual(['not-found']);
  });
});

describe("link building: 'Find in-network dentist' and 'Find a doctor'", () => {
  it('carries the extra plan parameter when the parent group is 100000075 (spec §2), never otherwise', () => {
    const medicareHref = 'https://www.summitdental.example/find-a-dentist?plan=medicare';
    const plainHref = 'https://www.summitdental.example/find-a-dentist';
    expect(shownHrefs('regional', 'passport-dental', medicare)).toEqual([medicareHref]);
    expect(shownHrefs('regional', 'find-a-dentist', medicare)).toEqual([medicareHref]);
    expect(shownHrefs('partner', 'passport-dental', partner)).toEqual([plainHref]);
    expect(shownHrefs('partner', 'find-a-dentist', partner)).toEqual([plainHref]);
    // The parameter follows the parent group, not the brand: a regional member of another group has none.
    expect(shownHrefs('regional', 'passport-dental', { programs: medicare.programs })).toEqual([plainHref]);
  });

  it("each brand's provider directory is on its own declared host", () => {
    for (const brandId of ['main', 'regional', 'hospital']) {
      const { manifest } = persona(brandId);
      const [href] = shownHrefs(brandId, 'find-care-resources', subscriber);
      expect(href, brandId).toBe(`https://${manifest.externalHosts?.links?.[0]}/find-a-doctor`);
    }
  });
});

describe('phoneLines: nurse and behavioral health lines from the brand’s contact departments', () => {
  const contact: Contact = {
    departments: [
      { id: 'customer-service', label: 'contact.departments.customerService', phone: '800-555-0141', hours: 'contact.hours.weekdays' },
      { id: 'behavioral-health', label: 'contact.departments.behavioralHealth', phone: '800-555-0143', hours: 'contact.hours.weekdays' },
      { id: 'nurse-line', label: 'contact.departments.nurseLine', phone: '800-555-0142', hours: 'contact.hours.weekdays' },
    ],
  };

  it('in the order asked for; ids the brand does not have are skipped', () => {
    expect(phoneLines(contact, ['nurse-line', 'behavioral-health']).map((d) => d.phone)).toEqual(['800-555-0142', '800-555-0143']);
    expect(phoneLines(contact, ['pharmacy', 'nurse-line']).map((d) => d.id)).toEqual(['nurse-line']);
    expect(phoneLines(brandManifest('main').contact, ['nurse-line', 'behavioral-health'])).toEqual([]);
  });
});

describe('the receipt items of Passport Dental (spec §2)', () => {
  it("are the spec's five, in its order, each in the copy", () => {
    const copy = brandCopy('main').careOptions as { passport: { receipt: Record<string, string> } };
    const texts = receiptItemKeys().map((key) => copy.passport.receipt[key.split('.').at(-1)!]);
    expect(texts).toEqual([
      "The dentist's name and address, including the country",
      "The member's name and date of birth",
      'A description of the services',
      'The tooth numbers and surfaces treated',
      'The charge for each service and its currency',
    ]);
  });
});
