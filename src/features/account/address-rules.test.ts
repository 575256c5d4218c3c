import { describe, expect, it } from 'vitest';
import { addressProblem, addressProblems, type AddressFields } from './address-rules';

const codes = { countries: ['US', 'CA'], usStates: ['OR', 'WA'] };
const home: AddressFields = {
  addressLine1: '4127 SE Woodstock Blvd',
  addressLine2: '',
  city: 'Portland',
  state: 'OR',
  zipCode: '97202',
  country: 'US',
  phoneNumber: '',
};
const problem = (change: Partial<AddressFields>) => addressProblem({ ...home, ...change }, codes);

describe('addressProblem (spec §3 Address, §5 messages)', () => {
  it('passes a US address with a 5-digit or ZIP+4 code, with or without a phone number', () => {
    expect(problem({})).toBeNull();
    expect(problem({ zipCode: '97202-4415', phoneNumber: '503-555-0123' })).toBeNull();
    expect(problem({ phoneNumber: '1 (503) 555-0123' })).toBeNull();
  });

  it('needs line 1, city, state, ZIP code and country in the US', () => {
    expect(problem({ addressLine1: '  ' })).toEqual({ field: 'addressLine1', error: { kind: 'required' } });
    expect(problem({ city: '' })).toEqual({ field: 'city', error: { kind: 'required' } });
    expect(problem({ state: '' })).toEqual({ field: 'state', error: { kind: 'required' } });
    expect(problem({ zipCode: '' })).toEqual({ field: 'zipCode', error: { kind: 'required' } });
    expect(problem({ country: '' })).toEqual({ field: 'country', error: { kind: 'required' } });
  });

  it('refuses a US state or a country that is not offered', () => {
    expect(problem({ state: 'BC' })).toEqual({ field: 'state', error: { kind: 'pattern' } });
    expect(problem({ country: 'FR' })).toEqual({ field: 'country', error: { kind: 'pattern' } });
  });

  it.each(['9720', '972021', '97202-', '97202-44', 'ABCDE', '97202 4415'])('refuses the US ZIP code %s', (zipCode) => {
    expect(problem({ zipCode })).toEqual({ field: 'zipCode', error: { kind: 'pattern' } });
  });

  it('outside the US: any region (or none), a postal code of letters and digits (or none), 7 to 15 phone digits', () => {
    const canada = { country: 'CA', state: 'British Columbia', zipCode: 'V6B 1A1', phoneNumber: '+1 604 555 0100' };
    expect(problem(canada)).toBeNull();
    expect(problem({ ...canada, state: '', zipCode: '' })).toBeNull();
    expect(problem({ ...canada, zipCode: 'V6B#1A1' })).toEqual({ field: 'zipCode', error: { kind: 'pattern' } });
    expect(problem({ ...canada, zipCode: 'V6B 1A1 0000' })).toEqual({ field: 'zipCode', error: { kind: 'maxlength' } });
    expect(problem({ ...canada, phoneNumber: '12345' })).toEqual({ field: 'phoneNumber', error: { kind: 'pattern' } });
  });

  it('bounds the lengths: lines 50, city 30', () => {
    expect(problem({ addressLine1: 'x'.repeat(50) })).toBeNull();
    expect(problem({ addressLine2: 'x'.repeat(51) })).toEqual({ field: 'addressLine2', error: { kind: 'maxlength' } });
    expect(problem({ city: 'x'.repeat(31) })).toEqual({ field: 'city', error: { kind: 'maxlength' } });
  });

  it('refuses a US phone number without 10 digits or with letters', () => {
    expect(problem({ phoneNumber: '555-0123' })).toEqual({ field: 'phoneNumber', error: { kind: 'pattern' } });
    expect(problem({ phoneNumber: '503-555-CALL' })).toEqual({ field: 'phoneNumber', error: { kind: 'pattern' } });
  });
});

describe('addressProblems (the form shows each field its own)', () => {
  it('lists every field with a problem, in the form order; addressProblem is the first of them', () => {
    const all = addressProblems({ ...home, city: '', zipCode: '9720', phoneNumber: '12' }, codes);
    expect(all.map((p) => p.field)).toEqual(['city', 'zipCode', 'phoneNumber']);
    expect(addressProblem({ ...home, city: '', zipCode: '9720' }, codes)).toEqual(all[0]);
    expect(addressProblems(home, codes)).toEqual([]);
  });
});
