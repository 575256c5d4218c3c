import { claimTypes } from '@schemas/api/claims';
import type { FromSchema } from 'json-schema-to-ts';
import type { claimLineSchema, claimsMetadataResponseSchema } from '@schemas/api/claims';
import { dateMmDdYyyy, endsAfter, mmDdYyyyToIso, required, type FieldError, type Rule } from '../../ui/validation/validators';
import type { Claim, ClaimType, PagedEobs } from './api-types';
import { yearsBefore } from './rules';

/*
 * Pure spec rules of the claims list and claim details pages (spec §3, §5, §9): the filters as they live in the
 * address, the calls' queries, the date range rules, paging maths, the dental line's procedure and the line totals.
 * A file of its own (beside rules.ts, which the home's recent claims tile loads) so /home does not carry the pages' code.
 */

export type ClaimLine = FromSchema<typeof claimLineSchema>;
export type ClaimsMetadata = FromSchema<typeof claimsMetadataResponseSchema>;

/** Spec §5: claims are searched at most two years back. */
export const CLAIMS_YEARS_BACK = 2;
/** The page sizes a member can choose (our choice: the spec gives none); 10 unless chosen. */
export const CLAIMS_PAGE_SIZES = [5, 10, 20] as const;
export const DEFAULT_CLAIMS_PAGE_SIZE = 10;

/**
 * What the claims page shows, as it lives in the address's query string (never personal data: a member is their
 * suffix on the plan, a provider its id). Dates are yyyy-mm-dd; `page` counts from 0 (the address shows it from 1).
 */
export interface ClaimsFilters {
  type: ClaimType;
  /** '' for every member the caller may see. */
  suffix: string;
  /** '' for every provider. */
  providerId: string;
  /** A claim status code; '' for every status. */
  status: string;
  startDate: string;
  endDate: string;
  page: number;
  size: number;
}

/** The earliest start date a claims search may have: the same calendar day two years ago (spec §5). */
export const earliestClaimsStart = (today: string) => yearsBefore(today, CLAIMS_YEARS_BACK);

/** Every claim of the last two years, newest first: the page as a member first sees it. */
export function defaultClaimsFilters(today: string, type: ClaimType = 'medical'): ClaimsFilters {
  return { type, suffix: '', providerId: '', status: '', startDate: earliestClaimsStart(today), endDate: today, page: 0, size: DEFAULT_CLAIMS_PAGE_SIZE };
}

const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && mmDdYyyyToIso(isoToMmDdYyyy(value)) === value;
const isClaimType = (value: string | null): value is ClaimType => (claimTypes as readonly string[]).includes(value ?? '');
/** Ids and codes the gateway knows are short runs of letters, digits and hyphens; anything else is dropped. */
const isToken = (value: string | null): value is string => value !== null && /^[A-Za-z0-9-]{1,40}$/.test(value);

/** yyyy-mm-dd as the member types it: mm/dd/yyyy. */
export function isoToMmDdYyyy(iso: string): string {
  const [year = '', month = '', day = ''] = iso.split('-');
  return `${month}/${day}/${year}`;
}

/**
 * The filters of an address's query string (`?type=dental&member=2&from=2024-01-01&page=2`). A value that is not
 * valid is left at its default, so a hand-edited or stale link still shows claims: a start earlier than two years
 * ago, an end not after the start, a page size not offered.
 */
export function claimsFiltersFromSearch(search: string, today: string): ClaimsFilters {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  const defaults = defaultClaimsFilters(today, isClaimType(type) ? type : 'medical');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const startDate = isIsoDate(from) && from >= defaults.startDate ? from : defaults.startDate;
  const endDate = isIsoDate(to) && to > startDate ? to : defaults.endDate > startDate ? defaults.endDate : startDate;
  const member = params.get('member');
  const page = Number(params.get('page') ?? '1');
  const size = Number(params.get('size') ?? DEFAULT_CLAIMS_PAGE_SIZE);
  return {
    ...defaults,
    suffix: member !== null && /^\d{1,3}$/.test(member) ? String(Number(member)) : '',
    providerId: isToken(params.get('provider')) ? (params.get('provider') as string) : '',
    status: isToken(params.get('status')) ? (params.get('status') as string) : '',
    startDate,
    endDate,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page - 1 : 0,
    size: (CLAIMS_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_CLAIMS_PAGE_SIZE,
  };
}

/** The query string of the filters (with '?', or '' when all are their defaults): the inverse of `claimsFiltersFromSearch`. */
export function claimsSearch(filters: ClaimsFilters, today: string): string {
  const defaults = defaultClaimsFilters(today, filters.type);
  const params = new URLSearchParams();
  if (filters.type !== 'medical') params.set('type', filters.type);
  if (filters.suffix) params.set('member', filters.suffix);
  if (filters.providerId) params.set('provider', filters.providerId);
  if (filters.status) params.set('status', filters.status);
  if (filters.startDate !== defaults.startDate) params.set('from', filters.startDate);
  if (filters.endDate !== defaults.endDate) params.set('to', filters.endDate);
  if (filters.page > 0) params.set('page', String(filters.page + 1));
  if (filters.size !== DEFAULT_CLAIMS_PAGE_SIZE) params.set('size', String(filters.size));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether the member narrowed the claims beyond the type and the last two years. */
export function hasClaimsFilters(filters: ClaimsFilters, today: string): boolean {
  const defaults = defaultClaimsFilters(today, filters.type);
  return Boolean(filters.suffix || filters.providerId || filters.status) || filters.startDate !== defaults.startDate || filters.endDate !== defaults.endDate;
}

/** GET claims/{type}'s query (spec §7: startDate, endDate, suffix, page, size, providerIds, claimStatus): only those chosen. */
export function claimsPageRequest(filters: ClaimsFilters) {
  return {
    startDate: filters.startDate,
    endDate: filters.endDate,
    page: String(filters.page),
    size: String(filters.size),
    ...(filters.suffix ? { suffix: filters.suffix } : {}),
    ...(filters.providerId ? { providerIds: filters.providerId } : {}),
    ...(filters.status ? { claimStatus: filters.status } : {}),
  };
}

/** GET claims/metadata's query (spec §7: claimType, startDate, endDate, suffix): the choices for the type, range and member. */
export function claimsMetadataRequest(filters: ClaimsFilters) {
  return {
    claimType: filters.type,
    startDate: filters.startDate,
    endDate: filters.endDate,
    ...(filters.suffix ? { suffix: filters.suffix } : {}),
  };
}

/* The date range form (spec §5): mm/dd/yyyy, both required, end after start, start not earlier than two years ago. */

export type DateRangeField = 'startDate' | 'endDate';

/** A start earlier than two years ago: our message (the spec states the rule, not its words). */
export const notBefore =
  (earliestIso: string): Rule =>
  (value) => {
    const iso = mmDdYyyyToIso(value);
    return iso !== null && iso < earliestIso ? { kind: 'custom', messageKey: 'claims.list.startTooEarly' } : null;
  };

/** Each date field's rules, for `useForm`. */
export function claimsDateRules(today: string) {
  const earliest = earliestClaimsStart(today);
  return (values: Record<DateRangeField, string>): Record<DateRangeField, readonly Rule[]> => ({
    startDate: [required, dateMmDdYyyy, notBefore(earliest)],
    endDate: [required, dateMmDdYyyy, endsAfter(values.startDate)],
  });
}

/** The first problem of each date field, or null (the rules above, run once; for tests and the form's checks). */
export function claimsDateRangeErrors(start: string, end: string, today: string): Record<DateRangeField, FieldError | null> {
  const rules = claimsDateRules(today)({ startDate: start, endDate: end });
  const first = (value: string, list: readonly Rule[]) => list.reduce<FieldError | null>((found, rule) => found ?? rule(value), null);
  return { startDate: first(start, rules.startDate), endDate: first(end, rules.endDate) };
}

/* Paging (spec §3 page info): one rule for every paged list. */
export { pageSummary, type PageSummary } from '../../member/page-summary';

/* Claim details (spec §3). */

/** The check amount of a claim: 0.00 when no check was written (spec §3 default). */
export const checkPayeeAmount = (claim: Pick<Claim, 'claimCheck'>): number => claim.claimCheck?.checkPayeeAmount ?? 0;

/** What names a line's service: a dental line its dental procedure, else the alternate procedure, else its category. */
export type LineProcedure =
  | { kind: 'procedure'; code: string; description: string }
  | { kind: 'alternate'; code: string; description: string }
  | { kind: 'category'; category: string }
  | { kind: 'code'; code: string };

/** Spec §3: dental uses dentalProcedure, alternateDentalProcedure or dentalCategory (in that order); others the procedure code. */
export function lineProcedure(claimType: Claim['claimType'], line: ClaimLine): LineProcedure {
  if (claimType !== 'D') return { kind: 'code', code: line.procedureCode };
  if (line.dentalProcedure) return { kind: 'procedure', ...line.dentalProcedure };
  if (line.alternateDentalProcedure) return { kind: 'alternate', ...line.alternateDentalProcedure };
  if (line.dentalCategory) return { kind: 'category', category: line.dentalCategory };
  return { kind: 'code', code: line.procedureCode };
}

/** The money columns of a claim's lines, in the order the table shows them. */
export const lineAmountFields = [
  'chargeAmount',
  'paidAmount',
  'deductibleAmount',
  'copayAmount',
  'coinsuranceAmount',
  'disallowAmount',
  'lineDisallowed',
  'nonCoveredCharges',
  'combinedMemberResponsibilityAmount',
] as const satisfies readonly (keyof ClaimLine)[];

export type LineAmountField = (typeof lineAmountFields)[number];

/** A claim's lines in the order the claim numbers them (claimDetailPK.sequenceNumber). */
export const linesInOrder = (claim: Pick<Claim, 'claimDetails'>): ClaimLine[] =>
  [...claim.claimDetails].sort((a, b) => a.claimDetailPK.sequenceNumber - b.claimDetailPK.sequenceNumber);

/** Each money column summed over the lines, to the cent. */
export function lineTotals(lines: readonly ClaimLine[]): Record<LineAmountField, number> {
  const sum = (field: LineAmountField) => Math.round(lines.reduce((total, line) => total + line[field], 0) * 100) / 100;
  return Object.fromEntries(lineAmountFields.map((field) => [field, sum(field)])) as Record<LineAmountField, number>;
}

/** A claim details route's member suffix: digits only (else the page says the claim was not found). */
export const routeSuffix = (segment: string | undefined): string | null => (segment !== undefined && /^\d{1,3}$/.test(segment) ? String(Number(segment)) : null);

/**
 * What a claim's page shows of its EOB (spec §3 "EOB"): the EOB's date, and the claim's charge and patient
 * responsibility as the EOB states them; null when the call found no EOB.
 */
export interface EobSummary {
  date: string;
  charge: number | null;
  patientResponsibility: number | null;
}

export function eobSummaryOf(eobs: PagedEobs, claimId: string): EobSummary | null {
  const eob = eobs.data[0];
  if (!eob) return null;
  const line = eob.claims.find((claim) => claim.id === claimId);
  return { date: eob.date, charge: line?.chargeAmount ?? null, patientResponsibility: line?.patientResponsibility ?? null };
}
