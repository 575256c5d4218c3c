import {
  email,
  identifier,
  name,
  notAfter,
  password,
  required,
  securityAnswer,
  username,
  validate,
  type Rule,
} from '../../../src/ui/validation/validators';
import { SECURITY_QUESTIONS } from './security-questions';

/*
 * Server-side spec §5 checks of the account forms, with the app's own validators: the gateway never trusts that
 * the browser checked. Each check answers the 400 message of the first invalid field, or null.
 */

type Field = readonly [label: string, value: string, rules: readonly Rule[]];

function firstInvalid(fields: readonly Field[]): string | null {
  for (const [label, value, rules] of fields) {
    if (validate(value, rules)) return `Invalid ${label}.`;
  }
  return null;
}

/** yyyy-mm-dd → mm/dd/yyyy, the form the date validators read. */
const isoToMmDdYyyy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const realDate = (iso: string) => {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
};

export interface Identity {
  subscriberId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

export function checkIdentity(identity: Identity, today: string): string | null {
  if (!realDate(identity.dateOfBirth)) return 'Invalid date of birth.';
  return firstInvalid([
    ['subscriber ID', identity.subscriberId, [required, identifier]],
    ['first name', identity.firstName, [required, name]],
    ['last name', identity.lastName, [required, name]],
    ['date of birth', isoToMmDdYyyy(identity.dateOfBirth), [notAfter(today)]],
  ]);
}

export const checkUsername = (value: string) => firstInvalid([['username', value, [required, username]]]);
export const checkPassword = (value: string, label = 'password') => firstInvalid([[label, value, [required, password]]]);
export const checkEmail = (value: string) => firstInvalid([['email address', value, [required, email]]]);

/** Two answers to two different known questions, each 3 to 30 characters. */
export function checkSecurityAnswers(answers: readonly { questionId: number; answer: string }[]): string | null {
  const ids = new Set(answers.map((a) => a.questionId));
  if (ids.size !== answers.length || answers.some((a) => !SECURITY_QUESTIONS.some((q) => q.id === a.questionId))) {
    return 'Choose two different security questions.';
  }
  return firstInvalid(answers.map((a) => ['security answer', a.answer, [required, securityAnswer]] as const));
}
