import { parseMmDdYyyy, type DateParts } from '../us-date';

/*
 * Spec §5 validation rules, pure and React-free. A rule reads one field's text and answers the first problem it
 * finds, or null. Every rule but `required` passes an empty value, so `validate(v, [required, password])` says
 * "required" for an empty field and the other rules stay usable on optional fields.
 */

export type FieldError = {
  kind: 'required' | 'pattern' | 'minlength' | 'maxlength' | 'invalidDate' | 'mismatch' | 'dateRangeInvalid' | 'notAfterToday' | 'custom';
  /** A copy key that overrides the standard message of `kind` (spec §5 "custom messages may override"). */
  messageKey?: string;
};

export type Rule = (value: string) => FieldError | null;

const fail = (kind: FieldError['kind']): FieldError => ({ kind });

/** Runs the rules in order and answers the first failure. */
export function validate(value: string, rules: readonly Rule[]): FieldError | null {
  for (const rule of rules) {
    const error = rule(value);
    if (error) return error;
  }
  return null;
}

/** The same rule, with its failure reported under another message. */
export const withMessage =
  (rule: Rule, messageKey: string): Rule =>
  (value) => {
    const error = rule(value);
    return error ? { ...error, messageKey } : null;
  };

export const required: Rule = (value) => (value.trim() === '' ? fail('required') : null);

/** Length bounds then a whole-value pattern: minlength, maxlength and pattern are told apart. */
const bounded =
  (min: number, max: number, pattern?: RegExp): Rule =>
  (value) => {
    if (value === '') return null;
    if (value.length < min) return fail('minlength');
    if (value.length > max) return fail('maxlength');
    if (pattern && !pattern.test(value)) return fail('pattern');
    return null;
  };

const matchesPattern =
  (pattern: RegExp): Rule =>
  (value) =>
    value === '' || pattern.test(value) ? null : fail('pattern');

/** 6 to 32 characters from letters, digits and @$!%*#?&^_+-=, at least one digit. */
export const password = bounded(6, 32, /^(?=.*\d)[A-Za-z\d@$!%*#?&^_+\-=]+$/);

/** Starts with a letter, apostrophe, comma, backtick or hyphen, then letters, spaces, periods and those; max 30. */
export const name = bounded(1, 30, /^[A-Za-z'`,-][A-Za-z .'`,-]*$/);

/** 3 to 16 letters and digits. */
export const username = bounded(3, 16, /^[A-Za-z\d]+$/);

/**
 * Spec §5 security answer: length 3 to 30, of letters, digits, spaces and a symbol set. The spec does not list the
 * set; ours is the password's symbols (@$!%*#?&^_+-=) and the name's punctuation (. , ' `). A value of other
 * characters is 'Invalid {label}' (pattern).
 */
export const securityAnswer = bounded(3, 30, /^[A-Za-z\d @$!%*#?&^_+\-=.,'`]+$/);

/** Subscriber ID: 9 or 10 letters and digits. */
export const identifier = matchesPattern(/^[A-Za-z\d]{9,10}$/);

/** One @, no spaces, a dot in the domain, no empty labels. */
export const email = matchesPattern(/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/);

// mm/dd/yyyy parsing is shared with the benefits as-of date (src/ui/us-date.ts); re-exported for this feature's callers.
export { parseMmDdYyyy, type DateParts } from '../us-date';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** yyyy-mm-dd of a date entered as mm/dd/yyyy (the gateway's date format, spec §7), or null. */
export function mmDdYyyyToIso(value: string): string | null {
  const parts = parseMmDdYyyy(value);
  return parts ? `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}` : null;
}

export const dateMmDdYyyy: Rule = (value) => (value === '' || parseMmDdYyyy(value) ? null : fail('invalidDate'));

/** ISO dates compare as strings. A value that is not a date passes: `dateMmDdYyyy` reports it. */
export const notAfter =
  (todayIso: string): Rule =>
  (value) => {
    const iso = mmDdYyyyToIso(value);
    return iso !== null && iso > todayIso ? fail('notAfterToday') : null;
  };

/** Age on `todayIso` from a date of birth, in whole years. */
export function ageOn(birth: DateParts, todayIso: string): number {
  const [year, month, day] = todayIso.split('-').map(Number) as [number, number, number];
  const hadBirthday = month > birth.month || (month === birth.month && day >= birth.day);
  return year - birth.year - (hadBirthday ? 0 : 1);
}

/** Adult is 18 or older (spec §5). */
export const isAdultOn =
  (todayIso: string): Rule =>
  (value) => {
    const birth = parseMmDdYyyy(value);
    return birth && ageOn(birth, todayIso) < 18 ? { kind: 'custom', messageKey: 'forms.notAdult' } : null;
  };

/** Match validator: this field must equal the other one (confirm password). */
export const matches =
  (otherValue: string): Rule =>
  (value) =>
    value === '' || value === otherValue ? null : fail('mismatch');

/**
 * Spec §5 date range (both mm/dd/yyyy): the end must be after the start (the same day is refused:
 * dateRangeInvalid). Unparsable dates are left to `dateMmDdYyyy`.
 */
export function dateRange(start: string, end: string): FieldError | null {
  const [from, to] = [mmDdYyyyToIso(start), mmDdYyyyToIso(end)];
  return from !== null && to !== null && to <= from ? fail('dateRangeInvalid') : null;
}

/** `dateRange` as a rule on the end field. */
export const endsAfter =
  (start: string): Rule =>
  (value) =>
    dateRange(start, value);

/** Any `t` of i18next: a key and interpolation values in, a string out. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const standardKeys: Record<FieldError['kind'], string> = {
  required: 'forms.required',
  pattern: 'forms.pattern',
  minlength: 'forms.minlength',
  maxlength: 'forms.maxlength',
  invalidDate: 'forms.invalidDate',
  mismatch: 'forms.mismatch',
  dateRangeInvalid: 'forms.dateRangeInvalid',
  notAfterToday: 'forms.notAfterToday',
  custom: 'forms.pattern',
};

/** 'Email address' → 'email address'; an acronym ('ID number') keeps its case. */
export function lowerLabel(label: string): string {
  const [first = '', second = ''] = label;
  return second !== second.toLowerCase() ? label : first.toLowerCase() + label.slice(1);
}

/**
 * Spec §5 "Form messages" for a field's error, from content/en/forms.json; a messageKey overrides. The pattern
 * message reads the label in lower case ('Invalid email address'); overrides get it as `lowerLabel` too.
 */
export function fieldMessage(t: Translate, error: FieldError, label: string): string {
  const lowered = lowerLabel(label);
  if (error.messageKey) return t(error.messageKey, { label, lowerLabel: lowered });
  return t(standardKeys[error.kind], { label: error.kind === 'pattern' ? lowered : label, lowerLabel: lowered });
}
