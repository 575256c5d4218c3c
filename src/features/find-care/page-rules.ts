import type { FromSchema } from 'json-schema-to-ts';
import type { pcpSearchBodySchema, pcpSelectBodySchema, providerSchema } from '@schemas/api/pcp';
import { pcpSearchRadii } from '@schemas/api/pcp-search-radii';
import type { RefusalKeys } from '../../api/member-api-words';
import { dateMmDdYyyy, email, required, type Rule } from '../../ui/validation/validators';
import type { PcpMembers } from './api';
import { earliestEffectiveDate, effectiveDateProblem, type EffectiveDateProblem } from './pcp-effective-date';

/*
 * Pure rules of the primary care pages (spec §2 routes, §3 PCP history and selection, §5 form rules, §7 pcp calls,
 * §8 provider fallback). The home tile's rules are in rules.ts; nothing here is loaded by the tile.
 */

export type PcpMember = PcpMembers[number];
export type PcpHistoryEntry = PcpMember['history'][number];
export type Provider = FromSchema<typeof providerSchema>;
export type SearchBody = FromSchema<typeof pcpSearchBodySchema>;
export type SelectBody = FromSchema<typeof pcpSelectBodySchema>;
export type SearchRadius = SearchBody['radius'];

export const fullName = (m: Pick<PcpMember, 'firstName' | 'lastName'>) => [m.firstName.trim(), m.lastName.trim()].filter(Boolean).join(' ');

/** A route's `:suffix`: 0 to 99 written as digits, else null (the 404 page). */
export function routeSuffix(param: string | undefined): number | null {
  return param !== undefined && /^\d{1,2}$/.test(param) ? Number(param) : null;
}

/** The member of the route among those the signed-in person may see (pcp/members), or null: outside the family. */
export function memberOfSuffix(members: readonly PcpMember[], suffix: number | null): PcpMember | null {
  return suffix === null ? null : members.find((m) => m.memberSuffix === suffix) ?? null;
}

/** Who the overview lists: the PCP-eligible members, in suffix order (a dependent: only themself, as the gateway answers). */
export function overviewMembers(members: readonly PcpMember[]): PcpMember[] {
  return members.filter((m) => m.eligible).sort((a, b) => a.memberSuffix - b.memberSuffix);
}

/** The first day a member's selection may start on `today`, or null when they have no coverage left to select in. */
export const firstSelectableDay = (member: PcpMember, today: string) => earliestEffectiveDate(today, member.eligibleDates);

/** May the member search for and select a provider: eligible, with an eligible span today or later. */
export const canSelectFor = (member: PcpMember, today: string) => member.eligible && firstSelectableDay(member, today) !== null;

/** The members a selection for `member` may also include: the other visible members who may select, in suffix order. */
export function companionsOf(members: readonly PcpMember[], member: PcpMember, today: string): PcpMember[] {
  return members.filter((m) => m.memberKey !== member.memberKey && canSelectFor(m, today)).sort((a, b) => a.memberSuffix - b.memberSuffix);
}

/** A member's providers, newest first (the gateway answers so; sorted again so the page never depends on it). */
export const historyNewestFirst = (history: readonly PcpHistoryEntry[]) =>
  [...history].sort((a, b) => b.beginDate.localeCompare(a.beginDate) || (a.endDate === null ? -1 : b.endDate === null ? 1 : 0));

/** GET pcp/city-of-portland: the due date (mm/dd/yyyy), or null when the answer is empty. */
export const dueDateOf = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** What the member page shows of the current provider (spec §8: a 404 falls back to a name-only provider, or null). */
export type ProviderView = { kind: 'full'; provider: Provider } | { kind: 'nameOnly'; name: string; title: string } | null;

export function providerView(current: PcpMember['currentPcp'], lookup: { found: Provider } | 'notFound'): ProviderView {
  if (lookup !== 'notFound') return { kind: 'full', provider: lookup.found };
  return current ? { kind: 'nameOnly', name: current.providerName, title: current.providerTitle } : null;
}

/* Search (POST pcp/search?page&size). */

export const SEARCH_PAGE_SIZE = 5;

/** The radii a member may choose (the search body's schema's own list). */
export const searchRadii: readonly SearchRadius[] = pcpSearchRadii;
export const DEFAULT_RADIUS: SearchRadius = 10;

/** A search as the address holds it: ZIP code, radius and page; the name or specialty is kept out of the address. */
export interface SearchCriteria {
  zip: string;
  radius: SearchRadius;
  searchString: string;
  /** 0-based. */
  page: number;
}

const isRadius = (value: number): value is SearchRadius => (searchRadii as readonly number[]).includes(value);

/** The search of the address (`?zip&radius&page`), or null when it names none or a bad one. */
export function searchFromAddress(params: URLSearchParams, searchString = ''): SearchCriteria | null {
  const zip = params.get('zip') ?? '';
  const radius = Number(params.get('radius') ?? DEFAULT_RADIUS);
  const pageText = params.get('page') ?? '0';
  if (!/^\d{5}$/.test(zip) || !isRadius(radius) || !/^\d{1,4}$/.test(pageText)) return null;
  return { zip, radius, searchString: searchString.trim().slice(0, 60), page: Number(pageText) };
}

/** The address's query for a search (never the name or specialty, never a member key). */
export function searchAddress(criteria: SearchCriteria): string {
  const params = new URLSearchParams({ zip: criteria.zip, radius: String(criteria.radius) });
  if (criteria.page > 0) params.set('page', String(criteria.page));
  return `?${params}`;
}

/** The call for one page of a search for `memberKey`. */
export function searchRequest(criteria: SearchCriteria, memberKey: string): { query: { page: number; size: number }; body: SearchBody } {
  const body: SearchBody = { members: [memberKey], radius: criteria.radius, zip: criteria.zip };
  if (criteria.searchString) body.searchString = criteria.searchString;
  return { query: { page: criteria.page, size: SEARCH_PAGE_SIZE }, body };
}

/** The next radius up, to suggest when nothing was found; null at the widest. */
export function widerRadius(radius: SearchRadius): SearchRadius | null {
  return searchRadii.find((r) => r > radius) ?? null;
}

/** The search form's fields (spec §5: ZIP code required, 5 digits; the name or specialty optional, at most 60). */
export const zipCode: Rule = (value) => (value === '' || /^\d{5}$/.test(value.trim()) ? null : { kind: 'pattern' });
export const searchText: Rule = (value) => (value.trim().length > 60 ? { kind: 'maxlength' } : null);
export const searchFormRules = () => ({ zip: [required, zipCode], radius: [required], searchString: [searchText] });

/** A provider the member may select: one accepting new patients. */
export const isSelectable = (provider: Provider) => provider.acceptingNewPatients;

/* Selection (POST pcp/select). */

const effectiveDateMessageKeys: Record<EffectiveDateProblem, string | undefined> = {
  invalidDate: undefined,
  beforeToday: 'findCare.select.beforeToday',
  outsideEligibility: 'findCare.select.outsideCoverage',
};

/** Spec §5 date rules and the effective date rule: mm/dd/yyyy, today or later, inside the member's coverage. */
export const effectiveDate =
  (today: string, spans: PcpMember['eligibleDates']): Rule =>
  (value) => {
    if (value.trim() === '') return null;
    const problem = effectiveDateProblem(value.trim(), today, spans);
    if (problem === null) return null;
    const messageKey = effectiveDateMessageKeys[problem];
    return messageKey ? { kind: 'custom', messageKey } : { kind: 'invalidDate' };
  };

/** The form field of a member's effective date (an element id: the suffix, never the member key). */
export const dateField = (member: Pick<PcpMember, 'memberSuffix'>) => `effectiveDate${member.memberSuffix}`;

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The form's starting values: each member's earliest allowed day (mm/dd/yyyy) and the account's e-mail. */
export function selectFormInitial(members: readonly PcpMember[], today: string, accountEmail: string | undefined): Record<string, string> {
  // In the order the form shows them: a submit moves focus to the first field in trouble.
  const values: Record<string, string> = {};
  for (const member of members) {
    const first = firstSelectableDay(member, today);
    values[dateField(member)] = first ? usDate(first) : '';
  }
  values.email = (accountEmail ?? '').trim();
  return values;
}

/** The form's rules: an effective date for each chosen member, and the e-mail (required, spec §5 email rule). */
export function selectFormRules(members: readonly PcpMember[], chosen: ReadonlySet<string>, today: string) {
  return (): Record<string, readonly Rule[]> => {
    const rules: Record<string, readonly Rule[]> = { email: [required, email] };
    for (const member of members) {
      rules[dateField(member)] = chosen.has(member.memberKey) ? [required, dateMmDdYyyy, effectiveDate(today, member.eligibleDates)] : [];
    }
    return rules;
  };
}

/** The words for the refusals of POST pcp/select: a member who may not select (403), a provider or a date refused (400). */
export const pcpSelectionRefusals: RefusalKeys = {
  NOT_ELIGIBLE_FOR_PCP: 'findCare.select.refused.notEligible',
  PROVIDER_NOT_FOUND: 'findCare.select.refused.providerNotFound',
  EFFECTIVE_DATE_INVALID: 'findCare.select.refused.dateInvalid',
  EFFECTIVE_DATE_IN_PAST: 'findCare.select.refused.dateInPast',
  EFFECTIVE_DATE_OUTSIDE_COVERAGE: 'findCare.select.refused.dateOutsideCoverage',
};

/** POST pcp/select's body: the chosen members (in suffix order) from their dates, the provider, the e-mail. */
export function selectBody(members: readonly PcpMember[], chosen: ReadonlySet<string>, values: Record<string, string>, providerId: string): SelectBody {
  const pcpSelectList = members
    .filter((m) => chosen.has(m.memberKey))
    .sort((a, b) => a.memberSuffix - b.memberSuffix)
    .map((m) => ({ memberKey: m.memberKey, effectiveDate: (values[dateField(m)] ?? '').trim() }));
  return { pcpSelectList, providerId, email: (values.email ?? '').trim() };
}

/** 'Dana Rivera', 'Dana Rivera and Chris Rivera', 'A, B and C'. */
export function namesList(names: readonly string[], and: string): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
}
