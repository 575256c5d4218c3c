import { describe, expect, it } from 'vitest';
import { refusalTexts } from '../../../test/translate';
import type { Contact } from '../../manifest/manifest-types';
import {
  cardPhones,
  cardsByMember,
  idCardEmailRefusals,
  idCardRequestRefusals,
  idCardsFailure,
  initialEmail,
  memberIdOf,
  requestableCategories,
  telHref,
  type IdCard,
} from './rules';

const card = (over: Partial<IdCard>): IdCard => ({
  memberKey: '100',
  memberSuffix: 0,
  firstName: 'Dana',
  lastName: 'Rivera',
  subscriberId: 'MD1004582',
  category: 'medical',
  planName: 'Summit Individual PPO $500',
  groupNumber: '10003310',
  groupName: 'Summit Individual & Family Plans',
  networkNames: ['Summit Choice'],
  effectiveDate: '2024-06-01',
  status: 'active',
  ...over,
});

const main: Contact = {
  departments: [
    { id: 'dashboard-access', label: 'contact.departments.dashboardAccess', phone: '800-555-0100', hours: 'contact.hours.dashboardAccess' },
    { id: 'medical', label: 'contact.departments.medical', phone: '800-555-0101', hours: 'contact.hours.weekdays' },
    { id: 'dental-alaska', label: 'contact.departments.dentalAlaska', phone: '800-555-0102', hours: 'contact.hours.weekdays' },
    { id: 'dental-oregon', label: 'contact.departments.dentalOregon', phone: '800-555-0103', hours: 'contact.hours.weekdays' },
    { id: 'pharmacy', label: 'contact.departments.pharmacy', phone: '800-555-0104', hours: 'contact.hours.weekdays' },
    { id: 'medicare-pharmacy', label: 'contact.departments.medicarePharmacy', phone: '800-555-0108', hours: 'contact.hours.weekdays' },
  ],
  tty: '711',
};

describe('memberIdOf (spec §3: subscriber id and member suffix)', () => {
  it('joins the subscriber id and the two-digit suffix', () => {
    expect(memberIdOf({ subscriberId: 'MD1004582', memberSuffix: 0 })).toBe('MD1004582-00');
    expect(memberIdOf({ subscriberId: 'MD1004582', memberSuffix: 2 })).toBe('MD1004582-02');
    expect(memberIdOf({ subscriberId: 'MD1004582', memberSuffix: 12 })).toBe('MD1004582-12');
  });
});

describe('cardsByMember (spec §6: subscriber first, then the family; spec §9 category order)', () => {
  it('groups by member in suffix order, each member in category order', () => {
    const members = cardsByMember([
      card({ memberKey: '102', memberSuffix: 2, firstName: 'Riley', category: 'vision' }),
      card({ category: 'pharmacy' }),
      card({ memberKey: '102', memberSuffix: 2, firstName: 'Riley', category: 'medical' }),
      card({ category: 'dental' }),
      card({ category: 'medical' }),
    ]);
    expect(members.map((m) => m.name)).toEqual(['Dana Rivera', 'Riley Rivera']);
    expect(members[0]?.cards.map((c) => c.category)).toEqual(['medical', 'dental', 'pharmacy']);
    expect(members[1]?.cards.map((c) => c.category)).toEqual(['medical', 'vision']);
  });

  it('has no members without cards', () => {
    expect(cardsByMember([])).toEqual([]);
  });
});

describe('requestableCategories', () => {
  it('lists the categories anyone shown has a plan in, in spec §9 order', () => {
    expect(requestableCategories([card({ category: 'vision' }), card({ category: 'dental' }), card({ memberSuffix: 1, category: 'dental' })])).toEqual([
      'dental',
      'vision',
    ]);
  });
});

describe('cardPhones (the manifest contact departments on the back of a card)', () => {
  it("gives a category its own departments, then the brand's general line", () => {
    expect(cardPhones(main, 'medical').map((d) => d.id)).toEqual(['medical', 'dashboard-access']);
    expect(cardPhones(main, 'dental').map((d) => d.id)).toEqual(['dental-alaska', 'dental-oregon', 'dashboard-access']);
    expect(cardPhones(main, 'pharmacy').map((d) => d.id)).toEqual(['pharmacy', 'dashboard-access']);
  });

  it('falls back to customer service, else the first department, for a category without its own', () => {
    expect(cardPhones(main, 'vision').map((d) => d.id)).toEqual(['dashboard-access']);
    const regional: Contact = {
      departments: [
        { id: 'account-access', label: 'a', phone: '800-555-0120', hours: 'h' },
        { id: 'customer-service', label: 'b', phone: '800-555-0121', hours: 'h' },
      ],
    };
    expect(cardPhones(regional, 'medical').map((d) => d.id)).toEqual(['customer-service']);
  });

  it('dials digits only', () => {
    expect(telHref('800-555-0101')).toBe('tel:8005550101');
  });
});

describe('idCardsFailure and initialEmail', () => {
  it('reads a 403 as a plan without ID cards, anything else as an error', () => {
    expect(idCardsFailure(403)).toBe('noCards');
    expect(idCardsFailure(500)).toBe('error');
    expect(idCardsFailure(0)).toBe('error');
  });

  it("starts the email form with the account's email, if known", () => {
    expect(initialEmail(' dana.rivera@example.com ')).toBe('dana.rivera@example.com');
    expect(initialEmail(null)).toBe('');
    expect(initialEmail(undefined)).toBe('');
  });
});

describe("the ID card's refusals in the page's language (issue 30)", () => {
  it('words the refused e-mail address (400 INVALID_FIELD) as the gateway does in English, and in Spanish', () => {
    expect(refusalTexts(idCardEmailRefusals, 'en')).toEqual({ INVALID_FIELD: 'Invalid email address.' });
    expect(refusalTexts(idCardEmailRefusals, 'es')).toEqual({ INVALID_FIELD: 'El formato del correo electrónico no es válido.' });
  });

  it('words a card of a category without a plan (400 NO_PLAN_IN_CATEGORY) with the category, as the buttons name it', () => {
    expect(refusalTexts(idCardRequestRefusals, 'en', { category: 'vision' })).toEqual({
      NO_PLAN_IN_CATEGORY: 'You have no vision plan, so there is no vision card to send.',
    });
    expect(refusalTexts(idCardRequestRefusals, 'es', { category: 'visión' })).toEqual({
      NO_PLAN_IN_CATEGORY: 'No tiene un plan de visión, así que no hay ninguna tarjeta de visión que enviar.',
    });
  });
});
