import { describe, expect, it } from 'vitest';
import type { Contact } from '../../manifest/manifest-types';
import { assistanceDepartment, RELAY_SERVICE_TTY, textDirection, ttyNumber } from './rules';

const contact: Contact = {
  departments: [
    { id: 'dashboard-access', label: 'contact.departments.dashboardAccess', phone: '800-555-0100', hours: 'contact.hours.weekdays' },
    { id: 'customer-service', label: 'contact.departments.customerService', phone: '800-555-0101', hours: 'contact.hours.weekdays' },
  ],
};

describe('textDirection', () => {
  it.each(['ar', 'fa', 'ur', 'he', 'yi', 'ps', 'AR', 'ar-EG', 'pa-Arab', 'uz-arab', 'ku-Arab-IQ'])('%s is right to left', (tag) => {
    expect(textDirection(tag)).toBe('rtl');
  });

  it.each(['es', 'zh-Hant', 'km', 'am', 'pa', 'pa-Guru', 'az-Latn', 'ku', 'hmn', 'en-US', 'ar-Latn'])('%s is left to right', (tag) => {
    expect(textDirection(tag)).toBe('ltr');
  });
});

describe('assistanceDepartment', () => {
  it('is the department the section names', () => {
    expect(assistanceDepartment(contact, 'dashboard-access')?.phone).toBe('800-555-0100');
  });

  it("is the brand's general line when the section names none, or one the brand does not have", () => {
    expect(assistanceDepartment(contact, undefined)?.id).toBe('customer-service');
    expect(assistanceDepartment(contact, 'pharmacy')?.id).toBe('customer-service');
    const [first] = contact.departments;
    expect(assistanceDepartment({ departments: [first!] }, undefined)?.id).toBe('dashboard-access');
  });
});

describe('ttyNumber', () => {
  it("is the brand's TTY line, else the relay service (711)", () => {
    expect(ttyNumber({ ...contact, tty: '712' })).toBe('712');
    expect(ttyNumber(contact)).toBe(RELAY_SERVICE_TTY);
    expect(RELAY_SERVICE_TTY).toBe('711');
  });
});
