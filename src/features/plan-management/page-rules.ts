import { eligibilityCategories, type EligibilityCategory } from '@schemas/api/account';
import type { RefusalKeys } from '../../api/member-api-words';
import type { Words } from '../../engine/i18n/words';
import type { cancellationStatusIds } from '@schemas/api/plan-management';
import type { AccountResponse, Member, PlanManagementDetails } from '../../api/response-types';
import { planLine, type PlanStatus } from '../../member/plan-line';
import { planManagementNotice, type PlanManagementNotice } from './rules';

/*
 * Pure rules of /account/plan-benefits (spec §3 "Member", "Eligibility", "Plan management details"; §4 "Plan line
 * status text", "Plan management banner"; §6), apart from rules.ts so the home banner's chunk does not carry them.
 */

export type CancellationId = (typeof cancellationStatusIds)[number];

/** A plan history entry as GET benefits/history answers it (spec §3 "Eligibility history entry"): the plan's name. */
export interface PlanNameEntry {
  memberKey: string;
  category: string;
  effectiveDate: string;
  plan: string;
}

/** One category's plan line of a member (spec §4), with the plan's id and, when known, its name. */
export interface CategoryPlan {
  category: EligibilityCategory;
  status: PlanStatus;
  /** The date the status text names (yyyy-mm-dd). */
  date: string;
  classPlanId: string;
  planName: string | null;
  /** The category's benefits page, for a plan in force or to come; none for a terminated plan. */
  benefitsPath: string | null;
}

export interface MemberPlans {
  memberKey: string;
  suffix: number;
  name: string;
  relationship: string;
  insuranceType: string | null;
  networks: string[];
  plans: CategoryPlan[];
}

const nameKey = (memberKey: string, category: string, effectiveDate: string) => `${memberKey}|${category}|${effectiveDate}`;

/** Plan names by member, category and effective date, from the plan history. */
export function planNameIndex(entries: readonly PlanNameEntry[]): ReadonlyMap<string, string> {
  return new Map(entries.map((entry) => [nameKey(entry.memberKey, entry.category, entry.effectiveDate), entry.plan]));
}

function memberPlans(member: Member, day: string, names: ReadonlyMap<string, string>): MemberPlans {
  const plans = eligibilityCategories.flatMap((category): CategoryPlan[] => {
    const line = planLine(member.eligibility[category], day);
    if (!line) return [];
    const planName = names.get(nameKey(member.memberKey, category, line.record.effectiveDate))?.trim() || null;
    return [{
      category,
      status: line.status,
      date: line.date,
      classPlanId: line.record.classPlanId,
      planName,
      benefitsPath: line.status === 'TERMED' ? null : `/benefits/${category}`,
    }];
  });
  return {
    memberKey: member.memberKey,
    suffix: member.memberSuffix,
    name: [member.firstName, member.lastName].map((part) => part.trim()).filter(Boolean).join(' '),
    relationship: member.relationshipDescription.trim() || member.relationship,
    insuranceType: member.insuranceType?.trim() || null,
    networks: member.networkNames.map((name) => name.trim()).filter(Boolean),
    plans,
  };
}

/**
 * Whose plans the page shows (the spec is silent): everyone the account lets the member see, the subscriber first
 * then by suffix. GET account's `members` is the family for the subscriber and the dependent alone for a dependent;
 * the signed-in member is always among them. Each member's plan line per category in spec §9's order (medical, dental,
 * vision, pharmacy), a category without an eligible record left out.
 */
export function planBenefitMembers(account: AccountResponse, day: string, names: ReadonlyMap<string, string> = new Map()): MemberPlans[] {
  const members = account.members.some((m) => m.memberKey === account.member.memberKey)
    ? account.members
    : [account.member, ...account.members];
  return [...members].sort((a, b) => a.memberSuffix - b.memberSuffix).map((member) => memberPlans(member, day, names));
}

/** What the plan management section offers (spec §3 "Plan management details", §6). */
export interface PlanManagementView {
  currentPlanYear: string | null;
  upcomingPlanYear: string | null;
  openEnrollment: { start: string; end: string } | null;
  coverageStartUponRenewal: string | null;
  /** Where to renew or shop: the direct plan's shop, and the exchange with its label; https addresses only. */
  shopUrl: string | null;
  exchange: { url: string; label: string } | null;
  /** Set once the plan will not renew: the section shows that state and no cancel. */
  notRenewing: Extract<PlanManagementNotice, { kind: 'notRenewing' }> | null;
  /** The options the member may choose among, or `subscriberOnly` for a dependent, or none. */
  cancel: { kind: 'options'; options: { id: CancellationId; label: Words }[] } | { kind: 'subscriberOnly' } | { kind: 'none' };
}

const present = (value: string | null) => value?.trim() || null;
const httpsOnly = (url: string | null) => {
  const value = present(url);
  return value && /^https:\/\/[^\s/?#]+/i.test(value) ? value : null;
};

/** A cancellation option in the page's language (issue 30): its id's words, not the API's English description. */
export const cancellationOptionWords = (id: CancellationId): Words => ({ key: `planManagement.manage.cancel.options.${id}` });

/** The words for the refusals of POST plan-management/cancellation (400 already set or not offered, 403 not allowed). */
export const cancellationRefusals: RefusalKeys = {
  ALREADY_CANCELLED: 'planManagement.manage.cancel.alreadySet',
  OPTION_NOT_OFFERED: 'planManagement.manage.cancel.notOffered',
  CANCELLATION_NOT_ALLOWED: 'planManagement.manage.cancel.notAllowed',
};

/**
 * Spec §3, §4, §6: the plan years and open enrollment dates; renew through the direct plan's shop or the exchange
 * (labelled by `exchangeUrlLabel`, the address itself when there is no label); a plan with a cancellation status shows
 * it (benefits end on the coverage end date, the plans not renewed) and offers no cancel; otherwise the subscriber of
 * a direct plan chooses among `directCancellationOptions` (a dependent is told only the subscriber can; POST
 * plan-management/cancellation answers anyone else 403).
 */
export function planManagementView(details: PlanManagementDetails, isSubscriber: boolean): PlanManagementView {
  const start = details.openEnrollmentStart;
  const end = details.openEnrollmentEnd;
  const status = details.directPlanCancellationStatus;
  const notice = planManagementNotice(details);
  const exchangeUrl = httpsOnly(details.exchangeUrl);
  // Each option in the page's language, by its id (schemas/api/plan-management.ts `cancellationStatusIds`).
  const options = details.directCancellationOptions.map((option) => ({ id: option.id, label: cancellationOptionWords(option.id) }));
  const cancellable = !status && details.eligibleAndActive && details.groupType === 'DIRECT' && options.length > 0;
  return {
    currentPlanYear: present(details.currentPlanYear),
    upcomingPlanYear: present(details.upcomingPlanYear),
    openEnrollment: start && end ? { start, end } : null,
    coverageStartUponRenewal: status ? null : details.coverageStartDateUponRenewal,
    shopUrl: httpsOnly(details.directShopUrl),
    exchange: exchangeUrl ? { url: exchangeUrl, label: present(details.exchangeUrlLabel) ?? exchangeUrl } : null,
    notRenewing: notice?.kind === 'notRenewing' ? notice : null,
    cancel: !cancellable ? { kind: 'none' } : isSubscriber ? { kind: 'options', options } : { kind: 'subscriberOnly' },
  };
}

/**
 * The confirmation step (spec §4: M medical, D medical and dental): the copy key of what ends and when, and its
 * values. The end is `coverageEndDateUponCancellation`; without one, the end of the current plan year.
 */
export function cancellationConsequence(id: CancellationId, coverageEnd: string | null): { key: string; endDate: string | null } {
  return { key: `planManagement.manage.consequence.${id}.${coverageEnd ? 'withDate' : 'withoutDate'}`, endDate: coverageEnd };
}
