import type { ApiError } from '../../../api/api-error';
import { refusalWords, type RefusalKeys } from '../../../api/member-api-words';
import type { Words } from '../../../engine/i18n/words';
import { dateMmDdYyyy, identifier, mmDdYyyyToIso, name, notAfter, required, type Rule } from '../../../ui/validation/validators';
import type { CategoryPlan, LoginAsRequest } from './api-types';
import { formatUsDate } from '../../../ui/format';

/* Pure spec rules of group selection, select-group and login-as (spec §2, §4, §5). */

export type DateRangeText =
  | { key: 'groups.dates.range'; values: { from: string; to: string } }
  | { key: 'groups.dates.since'; values: { from: string } };

/** Coverage dates as copy: 'from to to', or 'Since from' while there is no end date. */
export function dateRangeText(from: string, to: string | null): DateRangeText {
  return to === null
    ? { key: 'groups.dates.since', values: { from: formatUsDate(from) } }
    : { key: 'groups.dates.range', values: { from: formatUsDate(from), to: formatUsDate(to) } };
}

/** The 'Inactive plan' banner of a group selection card. */
export function showsInactiveBanner(group: { inactive: boolean }): boolean {
  return group.inactive;
}

export const planCategories = ['medical', 'dental', 'vision', 'pharmacy'] as const;
export type PlanCategory = (typeof planCategories)[number];

export interface PlanStatusMark {
  icon: 'check' | 'clock' | 'close' | 'minus';
  labelKey: 'groups.planStatus.active' | 'groups.planStatus.future' | 'groups.planStatus.termed' | 'groups.planStatus.none';
}

/** Select-group's status table: a check when active, a clock when future, a cross when termed, a dash with no plan. */
export function planStatusMark(plan: CategoryPlan | null): PlanStatusMark {
  switch (plan?.planStatus) {
    case 'ACTIVE':
      return { icon: 'check', labelKey: 'groups.planStatus.active' };
    case 'FUTURE':
      return { icon: 'clock', labelKey: 'groups.planStatus.future' };
    case 'TERMED':
      return { icon: 'close', labelKey: 'groups.planStatus.termed' };
    default:
      return { icon: 'minus', labelKey: 'groups.planStatus.none' };
  }
}

/**
 * Spec §4: choosing the group already tied to the token routes on; any other group is switched to first. A token
 * still marked temporary also goes through the switch call, whose answer is the token for the member's calls.
 */
export function groupChoice(groupId: string, claims: { groupId: string; temporary: boolean } | null): 'routeOn' | 'switchGroup' {
  return claims !== null && claims.groupId === groupId && !claims.temporary ? 'routeOn' : 'switchGroup';
}

export type LoginAsField = 'firstName' | 'lastName' | 'dateOfBirth' | 'subscriberId';
export type LoginAsValues = Record<LoginAsField, string>;
export const emptyLoginAs: LoginAsValues = { firstName: '', lastName: '', dateOfBirth: '', subscriberId: '' };

/** Spec §5 login-as: subscriber ID required and 9 or 10 letters and digits; date of birth mm/dd/yyyy, not after today. */
export function loginAsRules(todayIso: string): Record<LoginAsField, readonly Rule[]> {
  return {
    firstName: [name],
    lastName: [name],
    dateOfBirth: [dateMmDdYyyy, notAfter(todayIso)],
    subscriberId: [required, identifier],
  };
}

/** 'Submit' logs in as a specific member: first name, last name and date of birth are then all required. */
export function specificMemberComplete(values: LoginAsValues): boolean {
  return [values.firstName, values.lastName, values.dateOfBirth].every((value) => value.trim() !== '');
}

export type LoginAsMode = 'specificMember' | 'subscriber';

/** The POST login-as payload: 'Continue as subscriber' sends the subscriber ID only. */
export function loginAsPayload(mode: LoginAsMode, values: LoginAsValues, domainId: number): LoginAsRequest {
  const subscriberId = values.subscriberId.trim();
  if (mode === 'subscriber') return { subscriberId, domainId };
  return {
    subscriberId,
    domainId,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    dateOfBirth: mmDdYyyyToIso(values.dateOfBirth) ?? values.dateOfBirth,
  };
}

/** Login-as's words for the refusals of POST login-as (spec §8: 400 and 404, the server's message). */
export const loginAsRefusals: RefusalKeys = {
  DOMAIN_MISMATCH: 'groups.loginAs.errors.domainMismatch',
  NO_MEMBER_MATCHES: 'groups.loginAs.errors.noMemberMatches',
};

/**
 * The message above the login-as form: the spec's specific-member message, or why the server refused (400/404) in
 * the page's language; a refusal we have no words for, on a page in another language than the server's, 'failed'.
 */
export type LoginAsMessage = { kind: 'specificMemberRequired' } | { kind: 'server'; words: Words } | { kind: 'failed' } | null;

export type LoginAsEvent =
  | { type: 'submit'; mode: LoginAsMode; values: LoginAsValues }
  | { type: 'serverError'; error: ApiError }
  | { type: 'change' };

/** The message after an event. Spec §5: the error clears when values change. */
export function loginAsMessageAfter(event: LoginAsEvent): LoginAsMessage {
  switch (event.type) {
    case 'change':
      return null;
    case 'serverError': {
      const words = refusalWords(event.error, loginAsRefusals);
      return words ? { kind: 'server', words } : { kind: 'failed' };
    }
    case 'submit':
      return event.mode === 'specificMember' && !specificMemberComplete(event.values) ? { kind: 'specificMemberRequired' } : null;
  }
}

/** Spec §2: the title says which staff role is logging in. */
export function loginAsTitleKey(role: string | null): 'groups.loginAs.titleNonEmployee' | 'groups.loginAs.titleAnyone' {
  return role === 'logInAsNonEmp' ? 'groups.loginAs.titleNonEmployee' : 'groups.loginAs.titleAnyone';
}
