import { isApiError } from '../../../api/api-error';
import { refusalWords, type RefusalKeys } from '../../../api/member-api-words';
import type { Words } from '../../../engine/i18n/words';
import { isHandledLocally } from '../../../api/error-policy';
import type { FormRules } from '../../../ui/validation/use-form';
import {
  dateMmDdYyyy,
  email,
  identifier,
  matches,
  mmDdYyyyToIso,
  name,
  notAfter,
  password,
  required,
  securityAnswer,
  username,
  type Rule,
} from '../../../ui/validation/validators';
import type { RegistrationRequest, UserDetailsRequest } from './api-types';

/* The account forms' fields and spec §5 rules, their request bodies, and how a failed call is shown. Pure. */

export const identityForm = { subscriberId: '', firstName: '', lastName: '', dateOfBirth: '' };
export type IdentityValues = typeof identityForm;

export const identityRules = (todayIso: string): FormRules<keyof IdentityValues> => () => ({
  subscriberId: [required, identifier],
  firstName: [required, name],
  lastName: [required, name],
  dateOfBirth: [required, dateMmDdYyyy, notAfter(todayIso)],
});

export const loginForm = {
  username: '',
  password: '',
  confirmPassword: '',
  email: '',
  question1: '',
  answer1: '',
  question2: '',
  answer2: '',
};
export type LoginValues = typeof loginForm;

export const loginRules: FormRules<keyof LoginValues> = (values) => ({
  username: [required, username],
  password: [required, password],
  confirmPassword: [required, matches(values.password)],
  email: [required, email],
  question1: [required],
  answer1: [required, securityAnswer],
  question2: [required],
  answer2: [required, securityAnswer],
});

export function userDetailsRequest(values: IdentityValues, domainId: number): UserDetailsRequest {
  return {
    subscriberId: values.subscriberId.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    dateOfBirth: mmDdYyyyToIso(values.dateOfBirth) ?? '',
    domainId,
  };
}

export function registrationRequest(identity: IdentityValues, login: LoginValues, domainId: number): RegistrationRequest {
  return {
    ...userDetailsRequest(identity, domainId),
    username: login.username.trim(),
    password: login.password,
    email: login.email.trim(),
    securityAnswers: [
      { questionId: Number(login.question1), answer: login.answer1.trim() },
      { questionId: Number(login.question2), answer: login.answer2.trim() },
    ],
  };
}

/** The second question's choices leave out the first's, so the two always differ. */
export function otherQuestions<Q extends { id: number }>(questions: readonly Q[], chosen: string): Q[] {
  return questions.filter((q) => String(q.id) !== chosen);
}

export const emailForm = { email: '' };
export const emailRules: FormRules<'email'> = () => ({ email: [required, email] });

export const usernameForm = { username: '' };
export const usernameRules: FormRules<'username'> = () => ({ username: [required, username] });

/** The e-mailed reset code: six digits. */
export const resetCode: Rule = (value) => (value === '' || /^\d{6}$/.test(value.trim()) ? null : { kind: 'pattern' });

export const resetForm = { code: '', newPassword: '', confirmNewPassword: '' };
export const resetRules: FormRules<keyof typeof resetForm> = (values) => ({
  code: [required, resetCode],
  newPassword: [required, password],
  confirmNewPassword: [required, matches(values.newPassword)],
});

export const changePasswordForm = { currentPassword: '', newPassword: '', confirmNewPassword: '' };
export const changePasswordRules: FormRules<keyof typeof changePasswordForm> = (values) => ({
  currentPassword: [required],
  newPassword: [required, password],
  confirmNewPassword: [required, matches(values.newPassword)],
});

/** Spec §4: INI (initial) and FRC (forced) accounts must change their password before anything else. */
export const isPasswordChangeForced = (accountStatus: string | undefined) => accountStatus === 'INI' || accountStatus === 'FRC';

/** The account forms' words for the refusals of their calls (registration, recovery, reset, password change). */
export const accountFormRefusals: RefusalKeys = {
  MEMBER_NOT_FOUND: 'accountForms.errors.memberNotFound',
  USERNAME_TAKEN: 'accountForms.errors.usernameTaken',
  INVALID_CODE: 'accountForms.errors.invalidCode',
  INVALID_CURRENT_PASSWORD: 'accountForms.errors.wrongCurrentPassword',
  PASSWORD_UNCHANGED: 'accountForms.errors.unchangedPassword',
};

/**
 * What the page shows for a failed call (spec §8): a call exempt from global handling that the gateway refused
 * (4xx) shows why, in the page's language (`refusalWords`: our words for its errorCode, or the gateway's message on
 * an English page); other failures of exempt calls, and a refusal we have no words for on a page in another
 * language, a friendly 'try later'; anything else is the global handler's (null here).
 */
export type FailureNotice = { kind: 'refused'; words: Words } | { kind: 'unavailable' } | null;

export function failureNotice(error: unknown): FailureNotice {
  if (!isApiError(error) || !isHandledLocally(error)) return null;
  const words = error.status >= 400 && error.status < 500 ? refusalWords(error, accountFormRefusals) : null;
  return words ? { kind: 'refused', words } : { kind: 'unavailable' };
}
