import { describe, expect, it } from 'vitest';
import { refusalTexts } from '../../../test/translate';
import type { PageId } from '@schemas/generated/page-ids';
import { evaluateRule } from '../../engine/rules/evaluate';
import type { Member } from '../../api/response-types';
import { buildFacts } from '../../member/facts';
import type { MemberContext } from '../../member/member-context';
import {
  accountFixture,
  activeRecord,
  contextFixture,
  futureRecord,
  memberFixture,
  termedRecord,
  TODAY,
} from '../../member/member-context.fixture';
import { brandManifest } from '../../../test/brand-fixtures';
import { fieldMessage, type Translate } from '../../ui/validation/validators';
import type { AddressFields } from './address-rules';
import {
  accountQuickLinks,
  addressFormRules,
  addressFormValues,
  addressLines,
  addressRequest,
  ageGroup,
  countryChoices,
  familyAtAGlance,
  memberDetails,
  memberNumber,
  membersShown,
  planFacts,
  seesOnlyThemself,
  stateAfterCountryChange,
  stateChoices,
  type AddressOptions,
  addressRefusals,
} from './page-rules';

/* The account pages' rules: spec §5's 18, §4's plan lines, the Account submenu's rules over the real manifests. */

// TODAY is 2026-11-21.
const dana = memberFixture({ firstName: 'Dana', memberKey: 'K0', memberSuffix: 0, dateOfBirth: '1980-03-01' });
const chris = memberFixture({ firstName: 'Chris', memberKey: 'K1', memberSuffix: 1, relationshipDescription: 'Spouse', dateOfBirth: '1979-06-20' });
const riley = memberFixture({
  firstName: 'Riley', memberKey: 'K2', memberSuffix: 2, relationshipDescription: 'Child', dateOfBirth: '2008-11-22', sexDescription: 'Female',
  eligibility: { medical: [activeRecord], dental: [futureRecord], vision: [termedRecord], pharmacy: [] },
});
const sam = memberFixture({ firstName: 'Sam', memberKey: 'K3', memberSuffix: 3, relationshipDescription: 'Child', dateOfBirth: '2008-11-21' });

const family = (member: Member, members: Member[]) => ({ ...accountFixture(member), members });

describe('ageGroup (spec §5: adult is 18 or older)', () => {
  it('is adult from the 18th birthday on, minor the day before', () => {
    expect(ageGroup('2008-11-21', TODAY)).toBe('adult');
    expect(ageGroup('2008-11-22', TODAY)).toBe('minor');
    expect(ageGroup('1980-03-01', TODAY)).toBe('adult');
  });
});

describe('who the account pages show', () => {
  it('the subscriber: every member GET account answers, by suffix, their own card marked', () => {
    const account = family(dana, [sam, chris, dana, riley]);
    expect(membersShown(account).map((m) => m.firstName)).toEqual(['Dana', 'Chris', 'Riley', 'Sam']);
    expect(familyAtAGlance(account, TODAY).map(({ name, relationship, ageGroup, you }) => ({ name, relationship, ageGroup, you }))).toEqual([
      { name: 'Dana Rivera', relationship: 'Subscriber', ageGroup: 'adult', you: true },
      { name: 'Chris Rivera', relationship: 'Spouse', ageGroup: 'adult', you: false },
      { name: 'Riley Rivera', relationship: 'Child', ageGroup: 'minor', you: false },
      { name: 'Sam Rivera', relationship: 'Child', ageGroup: 'adult', you: false },
    ]);
    expect(seesOnlyThemself(account)).toBe(false);
  });

  it('a dependent: themself only (the gateway answers no one else), and the page says the subscriber sees the family', () => {
    const account = family(riley, [riley]);
    expect(familyAtAGlance(account, TODAY).map((card) => card.name)).toEqual(['Riley Rivera']);
    expect(seesOnlyThemself(account)).toBe(true);
    // Never without the signed-in member, even if the list left them out.
    expect(membersShown(family(riley, [])).map((m) => m.firstName)).toEqual(['Riley']);
  });

  it("each category's plan line (spec §4) in medical, dental, vision, pharmacy order; none eligible is null ('Not covered')", () => {
    const [card] = familyAtAGlance(family(riley, [riley]), TODAY);
    expect(card?.coverage.map(({ category, line }) => [category, line && { status: line.status, date: line.date }])).toEqual([
      ['medical', { status: 'ACTIVE', date: '2025-01-01' }],
      ['dental', { status: 'FUTURE', date: '2026-12-01' }],
      ['vision', { status: 'TERMED', date: '2025-12-31' }],
      ['pharmacy', null],
    ]);
    const ineligible = memberFixture({ eligibility: { medical: [{ ...activeRecord, eligible: false }], dental: [], vision: [], pharmacy: [] } });
    expect(familyAtAGlance(family(ineligible, [ineligible]), TODAY)[0]?.coverage.every((c) => c.line === null)).toBe(true);
  });

  it('member information: spec §3 Family and Member fields a member reads, no member keys', () => {
    const account = family(dana, [dana, riley]);
    expect(planFacts({ ...account.family, groupName: '  ', coverageType: 'Individual PPO' })).toEqual({
      subscriberId: '900000001', groupNumber: '10000001', groupName: null, coverageType: 'Individual PPO', effectiveDate: '2025-01-01',
    });
    const rows = memberDetails(account);
    expect(rows[1]).toEqual({ suffix: 2, name: 'Riley Rivera', relationship: 'Child', dateOfBirth: '2008-11-22', sex: 'Female', you: false });
    expect(JSON.stringify(rows)).not.toContain('K2');
    expect(memberNumber(0)).toBe('00');
    expect(memberNumber(12)).toBe('12');
  });
});

describe('accountQuickLinks: the Account submenu with its own rules', () => {
  const links = (brandId: string, member: Member, over: Partial<MemberContext> = {}, undecided?: ReadonlySet<string>) => {
    const manifest = brandManifest(brandId);
    const context = contextFixture({
      brand: { id: brandId, domainId: manifest.brand.domainId, features: manifest.features },
      account: accountFixture(member),
      ebill: { has: true, registered: true, showAlert: true },
      ...over,
    });
    return accountQuickLinks(manifest.menus.account, ['summary'], buildFacts(context), manifest.rules, undecided);
  };
  const ids = (result: ReturnType<typeof links>) => result.links.map((link) => link.id);

  it('the subscriber: every account page but the one they are on, in the menu order, with the label and path of the menu', () => {
    const result = links('main', dana);
    expect(ids(result)).toEqual(['member-information', 'settings', 'plan-benefits', 'ebill', 'help-center']);
    expect(result.links[1]).toEqual({ id: 'settings', label: 'menu.settings', to: '/account/settings' });
    expect(result.incomplete).toBe(false);
  });

  it('Settings is absent for a dependent under 18 (spec §6), present for one of 18', () => {
    expect(ids(links('main', riley))).not.toContain('settings');
    expect(ids(links('main', sam))).toContain('settings');
  });

  it('eBill is absent without eBill, for a termed member, and always on the partner plan', () => {
    expect(ids(links('main', dana, { ebill: { has: false, registered: false, showAlert: false } }))).not.toContain('ebill');
    const termed = memberFixture({ eligibility: { medical: [termedRecord], dental: [], vision: [], pharmacy: [] } });
    expect(ids(links('main', termed))).not.toContain('ebill');
    expect(ids(links('partner', dana))).toEqual(['member-information', 'settings', 'plan-benefits', 'help-center']);
    // The partner plan's dependent: no Settings at any age (spec §6).
    expect(ids(links('partner', sam))).toEqual(['member-information', 'plan-benefits', 'help-center']);
  });

  it('a staff member sees the log-in-as page; log out (an action, no page) is never a link', () => {
    const claims = contextFixture().claims;
    if (!claims) throw new Error('The fixture has claims');
    const staff = links('main', dana, { claims: { ...claims, issuedByRole: 'logInAsAnyone' } });
    expect(ids(staff)).toContain('login-as-anyone');
    expect(ids(links('main', dana))).not.toContain('logout');
  });

  it('an item whose fact is undecided (its call failed) is left out and reported', () => {
    const result = links('main', dana, {}, new Set(['ebill.has']));
    expect(ids(result)).not.toContain('ebill');
    expect(result.incomplete).toBe(true);
  });

  it('the pages place the family and the links; member information the plan and the address', () => {
    const manifest = brandManifest('main');
    const facts = buildFacts(contextFixture());
    const widgets = (page: PageId) => manifest.pages[page].sections.filter((s) => evaluateRule(s.rule, facts, manifest.rules)).map((s) => s.widget);
    expect(widgets('account')).toEqual(['accountFamily', 'accountLinks']);
    expect(widgets('account-summary')).toEqual(['accountFamily', 'accountLinks']);
    expect(widgets('member-information')).toEqual(['planMembers', 'mailingAddress']);
  });
});

describe('the mailing address form', () => {
  const options: AddressOptions = {
    countries: [
      { codeKey: 'CA', codeType: 'COUNTRY', description: 'Canada', sortOrder: 2 },
      { codeKey: 'MX', codeType: 'COUNTRY', description: 'Mexico', sortOrder: 3 },
      { codeKey: 'US', codeType: 'COUNTRY', description: 'United States', sortOrder: 5 },
    ],
    states: [
      { codeKey: 'WA', codeType: 'STATE', description: 'Washington', sortOrder: 2 },
      { codeKey: 'OR', codeType: 'STATE', description: 'Oregon', sortOrder: 1 },
    ],
  };
  const saved = { addressLine1: '4127 SE Woodstock Blvd', addressLine2: null, city: 'Portland', state: 'OR', zipCode: '97202-4415', country: 'US', phoneNumber: null };
  const values = addressFormValues(saved);
  const copy: Record<string, string> = {
    'forms.required': '{{label}} is a required field',
    'forms.pattern': 'Invalid {{label}}',
    'forms.maxlength': '{{label}} exceeds the maximum number of characters',
  };
  const t: Translate = (key, o) => (copy[key] ?? key).replace('{{label}}', String(o?.label));
  const rules = addressFormRules({ countries: ['CA', 'MX', 'US'], usStates: ['OR', 'WA'] });
  const messages = (change: Partial<AddressFields>, labels: Partial<Record<keyof AddressFields, string>> = {}) => {
    const all = { ...values, ...change };
    const fieldRules = rules(all);
    return Object.fromEntries(
      Object.entries(fieldRules).flatMap(([field, list]) => {
        const error = list.map((rule) => rule(all[field as keyof AddressFields])).find(Boolean);
        return error ? [[field, fieldMessage(t, error, labels[field as keyof AddressFields] ?? field)]] : [];
      }),
    );
  };

  it('starts from the saved address (a missing line 2 or phone as empty text) and sends it trimmed, empty optional fields as null', () => {
    expect(values).toEqual({ ...saved, addressLine2: '', phoneNumber: '' });
    expect(addressRequest({ ...values, addressLine1: ' 9 Oak Ave ', phoneNumber: ' ', addressLine2: 'Apt 2 ' })).toEqual({
      ...saved, addressLine1: '9 Oak Ave', addressLine2: 'Apt 2', phoneNumber: null,
    });
  });

  it("every field's own problem in spec §5's words: a bad ZIP code, an empty city, a state not offered", () => {
    expect(messages({})).toEqual({});
    expect(messages({ zipCode: '9720' }, { zipCode: 'ZIP code' })).toEqual({ zipCode: 'Invalid ZIP code' });
    expect(messages({ zipCode: '97202-44' , city: ' ', state: 'ZZ' }, { zipCode: 'ZIP code', city: 'City', state: 'State' })).toEqual({
      city: 'City is a required field',
      state: 'Invalid state',
      zipCode: 'Invalid ZIP code',
    });
    expect(messages({ addressLine1: 'x'.repeat(51) }, { addressLine1: 'Address line 1' })).toEqual({
      addressLine1: 'Address line 1 exceeds the maximum number of characters',
    });
  });

  it('outside the US the region and postal code are optional; a US phone number has 10 digits', () => {
    expect(messages({ country: 'CA', state: '', zipCode: '' })).toEqual({});
    expect(messages({ phoneNumber: '503-555-012' }, { phoneNumber: 'Phone number' })).toEqual({ phoneNumber: 'Invalid phone number' });
  });

  it('moving into or out of the US empties the state; between other countries it stays', () => {
    expect(stateAfterCountryChange('OR', 'US', 'CA')).toBe('');
    expect(stateAfterCountryChange('Ontario', 'CA', 'US')).toBe('');
    expect(stateAfterCountryChange('Jalisco', 'MX', 'CA')).toBe('Jalisco');
    expect(stateAfterCountryChange('OR', 'US', 'US')).toBe('OR');
  });

  it('offers the US first, then the countries by sort order; the states by sort order', () => {
    expect(countryChoices(options).map((c) => c.label)).toEqual(['United States', 'Canada', 'Mexico']);
    // Issue 30: on a Spanish page each country by the locale's name of its code, not the options' English.
    expect(countryChoices(options, 'es').map((c) => c.label)).toEqual(['Estados Unidos', 'Canadá', 'México']);
    expect(stateChoices(options)).toEqual([{ value: 'OR', label: 'Oregon' }, { value: 'WA', label: 'Washington' }]);
  });

  it('writes the address as on an envelope, with the country named outside the US', () => {
    expect(addressLines(saved, options)).toEqual(['4127 SE Woodstock Blvd', 'Portland, OR 97202-4415']);
    const toronto = { ...saved, addressLine2: 'Unit 4', city: 'Toronto', state: 'ON', zipCode: 'M5V 2T6', country: 'CA' };
    expect(addressLines(toronto, options)).toEqual(['4127 SE Woodstock Blvd', 'Unit 4', 'Toronto, ON M5V 2T6', 'Canada']);
    expect(addressLines(toronto, undefined).at(-1)).toBe('CA');
    expect(addressLines(toronto, options, 'es').at(-1)).toBe('Canadá');
  });
});

describe('addressRefusals (issue 30: why PUT account/address refused, in the page\'s language)', () => {
  it("words a dependent's change (403 SUBSCRIBER_ONLY) as the gateway does in English, and in Spanish", () => {
    expect(refusalTexts(addressRefusals, 'en')).toEqual({ SUBSCRIBER_ONLY: 'Only the subscriber may change the mailing address.' });
    expect(refusalTexts(addressRefusals, 'es')).toEqual({ SUBSCRIBER_ONLY: 'Solo el suscriptor puede cambiar la dirección postal.' });
  });
});
