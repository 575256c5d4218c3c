import type { FieldError } from '../../ui/validation/validators';

/*
 * The mailing address rules (spec §3 Address; §5 form messages), one rule for the address form and the gateway that
 * checks what it is sent. Pure. Our bounds where the spec is silent: lines 50 characters, city 30, a region outside
 * the US 30, a postal code outside the US 10 (letters, digits, spaces, hyphens).
 */

export interface AddressFields {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  phoneNumber: string;
}

export type AddressField = keyof AddressFields;

export const addressLabels: Record<AddressField, string> = {
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
  country: 'Country',
  phoneNumber: 'Phone number',
};

export interface AddressProblem {
  field: AddressField;
  error: FieldError;
}

/** What the rules compare against: the codeKeys of GET account/address-options. */
export interface AddressCodes {
  countries: readonly string[];
  usStates: readonly string[];
}

export const US_COUNTRY = 'US';
/** Five digits, or five plus four (ZIP+4). */
export const US_ZIP = /^\d{5}(-\d{4})?$/;
const POSTAL_CODE = /^[A-Za-z\d][A-Za-z\d -]*$/;
const PHONE = /^[\d() +.-]+$/;

const fail = (field: AddressField, kind: FieldError['kind']): AddressProblem => ({ field, error: { kind } });

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** A US number has 10 digits (a leading 1 allowed); elsewhere 7 to 15 (E.164). */
function phoneValid(phone: string, us: boolean): boolean {
  if (!PHONE.test(phone)) return false;
  const digits = digitsOf(phone);
  return us ? digits.length === 10 || (digits.length === 11 && digits.startsWith('1')) : digits.length >= 7 && digits.length <= 15;
}

/** The first problem of the address, field by field in the form's order, or null when it may be saved. */
export function addressProblem(input: AddressFields, codes: AddressCodes): AddressProblem | null {
  return addressProblems(input, codes)[0] ?? null;
}

/** Every field's problem (at most one each), in the form's order: the form shows each under its field. */
export function addressProblems(input: AddressFields, codes: AddressCodes): AddressProblem[] {
  const a = trimmed(input);
  const us = a.country === US_COUNTRY;
  const checks: (() => AddressProblem | null)[] = [
    () => (a.addressLine1 === '' ? fail('addressLine1', 'required') : a.addressLine1.length > 50 ? fail('addressLine1', 'maxlength') : null),
    () => (a.addressLine2.length > 50 ? fail('addressLine2', 'maxlength') : null),
    () => (a.city === '' ? fail('city', 'required') : a.city.length > 30 ? fail('city', 'maxlength') : null),
    () => {
      if (us && a.state === '') return fail('state', 'required');
      if (us) return codes.usStates.includes(a.state) ? null : fail('state', 'pattern');
      return a.state.length > 30 ? fail('state', 'maxlength') : null;
    },
    () => {
      if (a.zipCode === '') return us ? fail('zipCode', 'required') : null;
      if (us) return US_ZIP.test(a.zipCode) ? null : fail('zipCode', 'pattern');
      if (a.zipCode.length > 10) return fail('zipCode', 'maxlength');
      return POSTAL_CODE.test(a.zipCode) ? null : fail('zipCode', 'pattern');
    },
    () => (a.country === '' ? fail('country', 'required') : codes.countries.includes(a.country) ? null : fail('country', 'pattern')),
    () => (a.phoneNumber === '' || phoneValid(a.phoneNumber, us) ? null : fail('phoneNumber', 'pattern')),
  ];
  return checks.map((check) => check()).filter((problem): problem is AddressProblem => problem !== null);
}

/** The address as it is saved: each field trimmed (an empty optional field is saved empty). */
export function trimmed(a: AddressFields): AddressFields {
  return {
    addressLine1: a.addressLine1.trim(),
    addressLine2: a.addressLine2.trim(),
    city: a.city.trim(),
    state: a.state.trim(),
    zipCode: a.zipCode.trim(),
    country: a.country.trim(),
    phoneNumber: a.phoneNumber.trim(),
  };
}
