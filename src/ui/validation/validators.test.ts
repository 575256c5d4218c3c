import { describe, expect, it } from 'vitest';
import {
  dateMmDdYyyy,
  dateRange,
  email,
  endsAfter,
  fieldMessage,
  identifier,
  isAdultOn,
  matches,
  mmDdYyyyToIso,
  name,
  notAfter,
  password,
  required,
  securityAnswer,
  username,
  validate,
  withMessage,
  type Translate,
} from './validators';
import forms from '../../../content/en/forms.json';

const kind = (error: { kind: string } | null) => error?.kind ?? null;
const t: Translate = (key, options = {}) => {
  const template = key.startsWith('forms.') ? (forms as Record<string, string>)[key.slice(6)] : `${key}:{{label}}`;
  return (template ?? key).replace(/\{\{(\w+)(, \w+)?\}\}/g, (_, k: string) => String(options[k]));
};

describe('required', () => {
  it('fails empty and blank values only', () => {
    expect(kind(required(''))).toBe('required');
    expect(kind(required('   '))).toBe('required');
    expect(required('a')).toBeNull();
  });
});

describe('password: 6 to 32 characters from letters, digits and @$!%*#?&^_+-=, at least one digit', () => {
  it('accepts the demo password and every allowed symbol', () => {
    expect(password('Dashboard1!')).toBeNull();
    expect(password('a1@$!%*#?&^_+-=')).toBeNull();
    expect(password('abcde1')).toBeNull();
    expect(password('1'.repeat(32))).toBeNull();
  });
  it('tells minlength, maxlength and pattern apart', () => {
    expect(kind(password('abc1'))).toBe('minlength');
    expect(kind(password('a1'.repeat(16) + 'b'))).toBe('maxlength');
    expect(kind(password('abcdefgh'))).toBe('pattern'); // no digit
    expect(kind(password('abc 123'))).toBe('pattern'); // space not allowed
    expect(kind(password('abc123~'))).toBe('pattern'); // symbol outside the set
  });
  it('leaves an empty value to required', () => {
    expect(password('')).toBeNull();
  });
});

describe('name', () => {
  it('starts with a letter, apostrophe, comma, backtick or hyphen', () => {
    for (const ok of ['Chris', "O'Neil", "'Ana", ',x', '`x', '-Lee', 'Mary Ann Smith-Jones', 'St. John']) {
      expect(name(ok), ok).toBeNull();
    }
    for (const bad of [' Chris', '.Chris', '1Chris', 'Chr1s', 'Anne_Marie']) expect(kind(name(bad)), bad).toBe('pattern');
  });
  it('is at most 30 characters', () => {
    expect(name('a'.repeat(30))).toBeNull();
    expect(kind(name('a'.repeat(31)))).toBe('maxlength');
  });
});

describe('username: 3 to 16 letters and digits', () => {
  it('checks length and characters', () => {
    expect(username('abc')).toBeNull();
    expect(username('a1'.repeat(8))).toBeNull();
    expect(kind(username('ab'))).toBe('minlength');
    expect(kind(username('a'.repeat(17)))).toBe('maxlength');
    expect(kind(username('new_user'))).toBe('pattern');
  });
});

describe('securityAnswer: 3 to 30 letters, digits, a symbol set and spaces', () => {
  it('takes letters, digits, spaces and the symbol set', () => {
    for (const answer of ['Rex', 'Portland', 'New York 1999', "O'Brien", 'St. Louis, MO', 'Ford #1 car!', 'a-b_c+d=e@f$g%h*i?j&k^l']) {
      expect(securityAnswer(answer)).toBeNull();
    }
  });
  it('refuses other characters as a pattern error (Invalid {label})', () => {
    for (const answer of ['Rex<b>', 'Zürich', 'tab\there', 'semi;colon', 'slash/es', '"quoted"']) {
      expect(kind(securityAnswer(answer))).toBe('pattern');
    }
    expect(fieldMessage(t, { kind: 'pattern' }, 'Answer to security question 1')).toBe('Invalid answer to security question 1');
  });
  it('checks the length first', () => {
    expect(kind(securityAnswer('a;'))).toBe('minlength');
    expect(kind(securityAnswer('<'.repeat(31)))).toBe('maxlength');
  });
  it('checks length only', () => {
    expect(securityAnswer('Rex')).toBeNull();
    expect(securityAnswer('a b!c'.repeat(6))).toBeNull();
    expect(kind(securityAnswer('ab'))).toBe('minlength');
    expect(kind(securityAnswer('a'.repeat(31)))).toBe('maxlength');
  });
});

describe('identifier: 9 or 10 letters and digits', () => {
  it('accepts 9 or 10, rejects other lengths and symbols', () => {
    expect(identifier('123456789')).toBeNull();
    expect(identifier('A123456789')).toBeNull();
    for (const bad of ['12345678', '12345678901', '1234-5678']) expect(kind(identifier(bad)), bad).toBe('pattern');
  });
});

describe('email', () => {
  it('needs a local part, an @ and a dotted domain', () => {
    expect(email('chris@example.com')).toBeNull();
    expect(email('a.b+c@mail.example.org')).toBeNull();
    for (const bad of ['chris', 'chris@', '@example.com', 'chris@example', 'chris @example.com', 'a@b@c.com', 'a@b..com']) {
      expect(kind(email(bad)), bad).toBe('pattern');
    }
  });
});

describe('dateMmDdYyyy: mm/dd/yyyy, 4-digit year, 1- or 2-digit month and day, a real date', () => {
  it('accepts real dates with short or padded parts', () => {
    for (const ok of ['03/04/1985', '3/4/1985', '02/29/2024', '12/31/1999']) expect(dateMmDdYyyy(ok), ok).toBeNull();
    expect(mmDdYyyyToIso('3/4/1985')).toBe('1985-03-04');
  });
  it('rejects other formats and impossible dates', () => {
    for (const bad of ['1985-03-04', '03/04/85', '003/04/1985', '02/30/2024', '02/29/2023', '13/01/2000', '00/10/2000', 'abc']) {
      expect(kind(dateMmDdYyyy(bad)), bad).toBe('invalidDate');
    }
  });
});

describe('notAfter(today)', () => {
  const rule = notAfter('2026-11-21');
  it('allows today and earlier, refuses tomorrow', () => {
    expect(rule('11/21/2026')).toBeNull();
    expect(rule('01/01/1990')).toBeNull();
    expect(kind(rule('11/22/2026'))).toBe('notAfterToday');
  });
  it('leaves an unreadable date to dateMmDdYyyy', () => {
    expect(rule('not a date')).toBeNull();
  });
});

describe('isAdultOn(today): 18 or older', () => {
  const rule = isAdultOn('2026-11-21');
  it('turns 18 on the birthday', () => {
    expect(rule('11/21/2008')).toBeNull();
    expect(rule('11/22/2008')).toEqual({ kind: 'custom', messageKey: 'forms.notAdult' });
  });
});

describe('matches(other)', () => {
  it('reports a mismatch', () => {
    expect(matches('Dashboard2!')('Dashboard2!')).toBeNull();
    expect(kind(matches('Dashboard2!')('Dashboard2?'))).toBe('mismatch');
  });
});

describe('dateRange(start, end): spec §5 "end after start" (dateRangeInvalid)', () => {
  it('allows a later end, refuses the same day and an earlier end', () => {
    expect(dateRange('01/01/2026', '01/02/2026')).toBeNull();
    expect(dateRange('01/01/2026', '02/01/2026')).toBeNull();
    expect(dateRange('12/31/2025', '1/1/2026')).toBeNull();
    expect(kind(dateRange('01/01/2026', '01/01/2026'))).toBe('dateRangeInvalid');
    expect(kind(dateRange('02/01/2026', '01/31/2026'))).toBe('dateRangeInvalid');
    expect(kind(endsAfter('02/01/2026')('02/01/2026'))).toBe('dateRangeInvalid');
    expect(endsAfter('02/01/2026')('02/02/2026')).toBeNull();
  });
  it('leaves unparsable or missing dates to the date rule', () => {
    expect(dateRange('', '01/01/2026')).toBeNull();
    expect(dateRange('01/01/2026', '13/01/2026')).toBeNull();
  });
  it("says the end must be after the start", () => {
    expect(fieldMessage(t, { kind: 'dateRangeInvalid' }, 'End date')).toBe('End date must be after the start date');
  });
});

describe('validate', () => {
  it('answers the first failing rule', () => {
    expect(kind(validate('', [required, password]))).toBe('required');
    expect(kind(validate('abc', [required, password]))).toBe('minlength');
    expect(validate('Dashboard1!', [required, password])).toBeNull();
  });
  it('withMessage keeps the kind and overrides the message', () => {
    expect(validate('', [withMessage(required, 'x.y')])).toEqual({ kind: 'required', messageKey: 'x.y' });
  });
});

describe('fieldMessage: spec §5 form messages', () => {
  it('reads the spec wording', () => {
    expect(fieldMessage(t, { kind: 'required' }, 'Username')).toBe('Username is a required field');
    expect(fieldMessage(t, { kind: 'pattern' }, 'Email address')).toBe('Invalid email address');
    expect(fieldMessage(t, { kind: 'pattern' }, 'ID number')).toBe('Invalid ID number');
    expect(fieldMessage(t, { kind: 'minlength' }, 'Password')).toBe('Password is under the character minimum');
    expect(fieldMessage(t, { kind: 'maxlength' }, 'Password')).toBe('Password exceeds the maximum number of characters');
    expect(fieldMessage(t, { kind: 'invalidDate' }, 'Date of birth')).toBe('Date of birth must be mm/dd/yyyy');
  });
  it('lets a custom message override', () => {
    expect(fieldMessage(t, { kind: 'required', messageKey: 'policy.required' }, 'Policy')).toBe('policy.required:Policy');
  });
});
