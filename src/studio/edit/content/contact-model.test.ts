import { describe, expect, it } from 'vitest';
import { brandManifest } from '../../../../test/brand-fixtures';
import type { JsonObject } from '../../../manifest/edit/content-types';
import {
  addDepartment,
  contactFields,
  departmentPointer,
  departmentsOf,
  freeId,
  moveDepartment,
  removeDepartment,
  setDepartmentField,
  setSeasons,
  setTty,
} from './contact-model';

const regional = () => brandManifest('regional') as unknown as JsonObject;
const ids = (resolved: JsonObject) => departmentsOf(resolved).map((d) => d.id);

describe('contact model', () => {
  it('reads the departments in order', () => {
    expect(ids(regional())).toEqual(['account-access', 'customer-service', 'medicare-advantage']);
    expect(departmentsOf({})).toEqual([]);
  });

  it('sets and removes a department’s field in new objects', () => {
    const before = regional();
    const after = setDepartmentField(before, 'customer-service', 'phone', '800-555-0199');
    expect(departmentsOf(after)[1]!.phone).toBe('800-555-0199');
    expect(departmentsOf(before)[1]!.phone).toBe('800-555-0121');
    expect(departmentsOf(after)[0]).toBe(departmentsOf(before)[0]);
    expect('email' in departmentsOf(setDepartmentField(before, 'customer-service', 'email', undefined))[1]!).toBe(false);
  });

  it('moves a department up or down, never past either end', () => {
    const all = ['account-access', 'customer-service', 'medicare-advantage'];
    expect(ids(moveDepartment(regional(), 'customer-service', -1))).toEqual(['customer-service', 'account-access', 'medicare-advantage']);
    expect(ids(moveDepartment(regional(), 'account-access', 1))).toEqual(['customer-service', 'account-access', 'medicare-advantage']);
    expect(ids(moveDepartment(regional(), 'account-access', -1))).toEqual(all);
    expect(ids(moveDepartment(regional(), 'medicare-advantage', 1))).toEqual(all);
    expect(ids(moveDepartment(regional(), 'nope', 1))).toEqual(all);
  });

  it('adds and removes departments', () => {
    const added = addDepartment(regional(), { id: 'dental', label: 'contact.departments.dental', phone: '800-555-0100', hours: 'contact.hours.weekdays' });
    expect(ids(added)).toEqual(['account-access', 'customer-service', 'medicare-advantage', 'dental']);
    expect(ids(removeDepartment(added, 'account-access'))).toEqual(['customer-service', 'medicare-advantage', 'dental']);
  });

  it('edits, adds and removes seasons; no season left removes the list', () => {
    const before = regional();
    const seasons = departmentsOf(before)[1]!.seasons as JsonObject[];
    expect(seasons.length).toBe(2);
    const edited = setSeasons(before, 'customer-service', (list) => list.map((s, i) => (i === 0 ? { ...s, from: '11-01' } : s)));
    expect((departmentsOf(edited)[1]!.seasons as JsonObject[])[0]!.from).toBe('11-01');
    const none = setSeasons(before, 'customer-service', () => []);
    expect('seasons' in departmentsOf(none)[1]!).toBe(false);
  });

  it('sets the TTY number and removes it when empty', () => {
    expect((setTty(regional(), '711').contact as JsonObject).tty).toBe('711');
    expect('tty' in (setTty(setTty(regional(), '711'), '').contact as JsonObject)).toBe(false);
  });

  it('reads the schema’s patterns and choices', () => {
    expect(contactFields.phone.test('800-555-0100')).toBe(true);
    expect(contactFields.phone.test('12')).toBe(false);
    expect(contactFields.tty.test('711')).toBe(true);
    expect(contactFields.copyKey.test('contact.hours.weekdays')).toBe(true);
    expect(contactFields.copyKey.test('weekdays')).toBe(false);
    expect(contactFields.monthDay.test('02-29')).toBe(true);
    expect(contactFields.monthDay.test('13-01')).toBe(false);
    expect(contactFields.days).toEqual(['everyDay', 'weekdays']);
  });

  it('finds a free id and names a department’s place in the layer', () => {
    expect(freeId('season', ['season', 'season-2'])).toBe('season-3');
    expect(freeId('dental', [])).toBe('dental');
    expect(departmentPointer(1, 'phone')).toBe('/contact/departments/1/phone');
    expect(departmentPointer(0)).toBe('/contact/departments/0');
  });
});
