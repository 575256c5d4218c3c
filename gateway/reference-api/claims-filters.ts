import type { Claim, Eob, Member } from './personas/types';

/* Which claims and EOBs a call answers (spec §7), as pure functions of the seed and the query. */

/** A date range, yyyy-mm-dd, both ends included. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

/** yyyy-mm-dd that names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Why a date range cannot be answered, or null when it can (ISO dates compare as strings). */
export function dateRangeProblem(range: Partial<DateRange>): string | null {
  const { startDate, endDate } = range;
  if (startDate !== undefined && !isCalendarDate(startDate)) return `startDate ${startDate} is not a calendar date.`;
  if (endDate !== undefined && !isCalendarDate(endDate)) return `endDate ${endDate} is not a calendar date.`;
  if (startDate !== undefined && endDate !== undefined && endDate < startDate) return 'endDate is before startDate.';
  return null;
}

const within = (date: string, range: Partial<DateRange>) =>
  (range.startDate === undefined || date >= range.startDate) && (range.endDate === undefined || date <= range.endDate);

export const splitList = (list: string | undefined): string[] | undefined =>
  list === undefined ? undefined : list.split(',').map((item) => item.trim()).filter(Boolean);

/** Dates are optional for the metadata (every date); GET claims/{type} always has both. */
export interface ClaimFilter extends Partial<DateRange> {
  claimType: Claim['claimType'];
  suffix?: number;
  providerIds?: string[];
  /** Status codes ('02') or descriptions ('Paid', any case). */
  claimStatus?: string[];
}

/** Newest service date first; the same day in claim id order, so pages never shuffle. */
const newestServiceFirst = (a: Claim, b: Claim) =>
  b.serviceDateFrom.localeCompare(a.serviceDateFrom) || a.id.localeCompare(b.id);

const matchesStatus = (claim: Claim, statuses: string[]) =>
  statuses.some((s) => s === claim.claimStatusCode || s.toLowerCase() === claim.claimStatusDescription.toLowerCase());

/** The claims of the visible members that match the filter, newest service date first. */
export function claimsMatching(claims: readonly Claim[], visible: readonly Member[], filter: ClaimFilter): Claim[] {
  const visibleKeys = new Set(visible.map((m) => m.memberKey));
  return claims
    .filter((c) => visibleKeys.has(c.memberKey))
    .filter((c) => c.claimType === filter.claimType && within(c.serviceDateFrom, filter))
    .filter((c) => filter.suffix === undefined || c.memberSuffix === filter.suffix)
    .filter((c) => filter.providerIds === undefined || filter.providerIds.includes(c.provider.providerId))
    .filter((c) => filter.claimStatus === undefined || matchesStatus(c, filter.claimStatus))
    .sort(newestServiceFirst);
}

/** What a member owes and what was charged and paid, over all the claims that match (not just one page). */
export function claimTotals(claims: readonly Claim[]): Claim['claimDetailTotals'] {
  const sum = (pick: (totals: Claim['claimDetailTotals']) => number) =>
    Math.round(claims.reduce((total, c) => total + pick(c.claimDetailTotals), 0) * 100) / 100;
  return {
    chargeAmountTotal: sum((t) => t.chargeAmountTotal),
    paidAmountTotal: sum((t) => t.paidAmountTotal),
    combinedMemberResponsibilityAmount: sum((t) => t.combinedMemberResponsibilityAmount),
  };
}

/** The filter choices of the claims page (GET claims/metadata): providers and statuses by name, each once. */
export function claimsMetadata(claims: readonly Claim[], visible: readonly Member[], filter: Omit<ClaimFilter, 'providerIds' | 'claimStatus'>) {
  const matching = claimsMatching(claims, visible, filter);
  const providers = new Map(matching.map((c) => [c.provider.providerId, c.provider.providerName]));
  const statuses = new Map(matching.map((c) => [c.claimStatusCode, c.claimStatusDescription]));
  const byName = <T>(name: (item: T) => string) => (a: T, b: T) => name(a).localeCompare(name(b));
  return {
    members: visible.map((m) => ({ memberSuffix: m.memberSuffix, firstName: m.firstName, lastName: m.lastName })),
    providers: [...providers].map(([providerId, providerName]) => ({ providerId, providerName })).sort(byName((p) => p.providerName)),
    statuses: [...statuses]
      .map(([claimStatusCode, claimStatusDescription]) => ({ claimStatusCode, claimStatusDescription }))
      .sort(byName((s) => s.claimStatusDescription)),
  };
}

export interface EobFilter extends Partial<DateRange> {
  claimType?: Claim['claimType'];
  memberKey?: string;
  providerIds?: string[];
  claimId?: string;
}

const eobTypes = { M: 'Medical', D: 'Dental', V: 'Vision' } as const;

/** The EOBs that match, newest first. Member and provider are read from the claims the EOB explains. */
export function eobsMatching(eobs: readonly Eob[], claims: readonly Claim[], filter: EobFilter): Eob[] {
  const claimsById = new Map(claims.map((c) => [c.id, c]));
  const explains = (eob: Eob, test: (claim: Claim) => boolean) =>
    eob.claims.some((line) => {
      const explained = claimsById.get(line.id);
      return explained !== undefined && test(explained);
    });
  const { providerIds } = filter;
  return eobs
    .filter((e) => within(e.date, filter))
    .filter((e) => filter.claimType === undefined || e.typeOfClaims === eobTypes[filter.claimType])
    .filter((e) => filter.claimId === undefined || e.claims.some((line) => line.id === filter.claimId))
    .filter((e) => filter.memberKey === undefined || explains(e, (c) => c.memberKey === filter.memberKey))
    .filter((e) => providerIds === undefined || explains(e, (c) => providerIds.includes(c.provider.providerId)))
    .sort((a, b) => b.date.localeCompare(a.date) || a.documentId.localeCompare(b.documentId));
}
