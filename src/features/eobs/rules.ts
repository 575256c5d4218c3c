import type { FromSchema } from 'json-schema-to-ts';
import type { eobSchema, eobsMetadataResponseSchema, pagedEobsResponseSchema, personNameSchema } from '@schemas/api/eobs';
import { dateMmDdYyyy, endsAfter, mmDdYyyyToIso, required, type Rule } from '../../ui/validation/validators';

/* Spec §3 "EOB" and page info, §5 date range, §7 GET v2/eobs and eobs/metadata: the EOB pages' pure rules. */

export type Eob = FromSchema<typeof eobSchema>;
export type PagedEobs = FromSchema<typeof pagedEobsResponseSchema>;
export type EobsMetadata = FromSchema<typeof eobsMetadataResponseSchema>;
export type PersonName = FromSchema<typeof personNameSchema>;
export type EobClaimType = EobsMetadata['claimTypes'][number]['claimType'];

/** EOBs a page (our choice: the spec gives none). */
export const EOBS_PAGE_SIZE = 5;

/** 'Dana Rivera', or 'Dana J. Rivera' with a middle initial. */
export function personName(person: PersonName): string {
  return [person.firstName, person.middleInitial ? `${person.middleInitial}.` : null, person.lastName].filter(Boolean).join(' ');
}

/** Spec §3: the EOB's members; when it names none, the member falls back to the subscriber. */
export function eobMembers(eob: Pick<Eob, 'members' | 'subscriber'>): PersonName[] {
  return eob.members.length > 0 ? eob.members : [eob.subscriber];
}

/** The EOB's members as one line of names. */
export const eobMemberNames = (eob: Pick<Eob, 'members' | 'subscriber'>): string => eobMembers(eob).map(personName).join(', ');

/** What the member charged and owes over the EOB's claims, rounded to cents (spec §9: shown with two decimals). */
export function eobTotals(eob: Pick<Eob, 'claims'>): { charge: number; patientResponsibility: number } {
  const sum = (pick: (claim: Eob['claims'][number]) => number) =>
    Math.round(eob.claims.reduce((total, claim) => total + pick(claim), 0) * 100) / 100;
  return { charge: sum((c) => c.chargeAmount), patientResponsibility: sum((c) => c.patientResponsibility) };
}

/** The EOB's page (spec §2 /eobs/{documentId}). */
export const eobPath = (documentId: string) => `/eobs/${encodeURIComponent(documentId)}`;

/** The date range the member types (spec §5: mm/dd/yyyy). */
export interface EobDateRangeInput {
  startDate: string;
  endDate: string;
}

/**
 * Spec §5 date range for EOBs: both dates required and mm/dd/yyyy, the end after the start (dateRangeInvalid).
 * Unlike the claims range, the start may be any date (the two-year rule is the claims range's own).
 */
export function eobDateRangeRules(values: EobDateRangeInput): Record<keyof EobDateRangeInput, readonly Rule[]> {
  return {
    startDate: [required, dateMmDdYyyy],
    endDate: [required, dateMmDdYyyy, endsAfter(values.startDate)],
  };
}

/** yyyy-mm-dd → mm/dd/yyyy. */
const toUs = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The range /eobs opens with (our choice): the last two years up to today (`today` yyyy-mm-dd), as typed. */
export function defaultEobDateRange(today: string): EobDateRangeInput {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const start = new Date(Date.UTC(year - 2, month - 1, day));
  // 29 February two years back is 1 March: step back to the 28th.
  if (start.getUTCMonth() !== month - 1) start.setUTCDate(0);
  return { startDate: toUs(start.toISOString().slice(0, 10)), endDate: toUs(today) };
}

/** What the member filters EOBs by: a valid date range (yyyy-mm-dd) and, '' for all, a claim type, member and provider. */
export interface EobFilters {
  startDate: string;
  endDate: string;
  claimType: '' | EobClaimType;
  memberKey: string;
  providerId: string;
}

/** The filters of a typed range that passed `eobDateRangeRules`, the other choices kept. */
export function withDateRange(filters: EobFilters, range: EobDateRangeInput): EobFilters {
  return { ...filters, startDate: mmDdYyyyToIso(range.startDate) ?? filters.startDate, endDate: mmDdYyyyToIso(range.endDate) ?? filters.endDate };
}

export function initialEobFilters(today: string): EobFilters {
  const range = defaultEobDateRange(today);
  return { startDate: mmDdYyyyToIso(range.startDate) ?? today, endDate: today, claimType: '', memberKey: '', providerId: '' };
}

/** GET v2/eobs's query values (spec §7: startDate, endDate, claimType, page, size, memberKey, providerIds): only those chosen. */
export function eobsQuery(filters: EobFilters, page: number) {
  return {
    startDate: filters.startDate,
    endDate: filters.endDate,
    page: String(page),
    size: String(EOBS_PAGE_SIZE),
    ...(filters.claimType ? { claimType: filters.claimType } : {}),
    ...(filters.memberKey ? { memberKey: filters.memberKey } : {}),
    ...(filters.providerId ? { providerIds: filters.providerId } : {}),
  };
}

/** GET eobs/metadata's query values (spec §7: claimType, startDate, endDate, memberKey). */
export function eobsMetadataQuery(filters: EobFilters) {
  return {
    startDate: filters.startDate,
    endDate: filters.endDate,
    ...(filters.claimType ? { claimType: filters.claimType } : {}),
    ...(filters.memberKey ? { memberKey: filters.memberKey } : {}),
  };
}

/** A claim type or provider the metadata no longer offers (another member or range chosen) is cleared. */
export function filtersWithin(filters: EobFilters, metadata: EobsMetadata): EobFilters {
  const typeOffered = metadata.claimTypes.some((t) => t.claimType === filters.claimType);
  const providerOffered = metadata.providers.some((p) => p.providerId === filters.providerId);
  return { ...filters, claimType: typeOffered ? filters.claimType : '', providerId: providerOffered ? filters.providerId : '' };
}

export const hasEobChoices = (filters: EobFilters) => filters.claimType !== '' || filters.memberKey !== '' || filters.providerId !== '';

export interface FilterOption {
  value: string;
  label: string;
}

/** The selects' options, from GET eobs/metadata. */
export function eobFilterOptions(metadata: EobsMetadata): { claimTypes: FilterOption[]; members: FilterOption[]; providers: FilterOption[] } {
  return {
    claimTypes: metadata.claimTypes.map((t) => ({ value: t.claimType, label: t.description })),
    members: metadata.members.map((m) => ({ value: m.memberKey, label: `${m.firstName} ${m.lastName}` })),
    providers: metadata.providers.map((p) => ({ value: p.providerId, label: p.providerName })),
  };
}

/** Paging maths over spec §3 page info: one rule for every paged list. */
export { pageSummary as eobPageSummary } from '../../member/page-summary';
