import type { FromSchema } from 'json-schema-to-ts';
import {
  memberDocumentParamsSchema,
  type coverageDocumentSchema,
  type medicareMaterialSchema,
  type planDocumentSchema,
} from '@schemas/api/documents';
import { referralStatusCodes, type referralSchema, type referralsMetadataResponseSchema } from '@schemas/api/referrals';
import type { Words } from '../../engine/i18n/words';

/* Spec §2 Benefits submenu pages, §3 Referral and page info, §6 and §8 Medicare materials: the pure rules. */

export type Referral = FromSchema<typeof referralSchema>;
export type ReferralsMetadata = FromSchema<typeof referralsMetadataResponseSchema>;
export type ReferralStatusCode = (typeof referralStatusCodes)[number];
export type PlanDocument = FromSchema<typeof planDocumentSchema>;
export type CoverageDocument = FromSchema<typeof coverageDocumentSchema>;
export type MedicareMaterial = FromSchema<typeof medicareMaterialSchema>;

/** Referrals a page (our choice: the spec gives none). */
export const REFERRALS_PAGE_SIZE = 5;

/** What the member filters referrals by. Kept in component state, never in the address (the member key is personal). */
export interface ReferralFilters {
  /** '' for every member. */
  memberKey: string;
  statusCode: '' | ReferralStatusCode;
  /** The referred-to provider; '' for every provider. */
  providerId: string;
  excludeExpired: boolean;
}

export const noReferralFilters: ReferralFilters = { memberKey: '', statusCode: '', providerId: '', excludeExpired: false };

export const hasReferralFilters = (filters: ReferralFilters) =>
  filters.memberKey !== '' || filters.statusCode !== '' || filters.providerId !== '' || filters.excludeExpired;

/** GET referrals' query values (spec §7: page, size, memberKey, statusCode, providerId, excludeExpired): only those chosen. */
export function referralsQuery(filters: ReferralFilters, page: number) {
  return {
    page: String(page),
    size: String(REFERRALS_PAGE_SIZE),
    ...(filters.memberKey ? { memberKey: filters.memberKey } : {}),
    ...(filters.statusCode ? { statusCode: filters.statusCode } : {}),
    ...(filters.providerId ? { providerId: filters.providerId } : {}),
    ...(filters.excludeExpired ? { excludeExpired: 'true' as const } : {}),
  };
}

/**
 * A new member chosen: the metadata of that member's referrals (GET referrals/metadata?memberKey) may no longer
 * offer the status and provider chosen before; a choice no longer offered is cleared.
 */
export function filtersWithin(filters: ReferralFilters, metadata: ReferralsMetadata): ReferralFilters {
  const statusOffered = metadata.statuses.some((s) => s.statusCode === filters.statusCode);
  const providerOffered = metadata.providers.some((p) => p.providerId === filters.providerId);
  return {
    ...filters,
    statusCode: statusOffered ? filters.statusCode : '',
    providerId: providerOffered ? filters.providerId : '',
  };
}

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A referral status in the page's language (issue 30): the words of its code (`coverage.referralStatus.<code>`) for
 * a code the member API declares (schemas/api/referrals.ts `referralStatusCodes`), else the API's own description.
 */
export function referralStatusWords(code: string, description: string): Words {
  return (referralStatusCodes as readonly string[]).includes(code) ? { key: `coverage.referralStatus.${code}` } : { text: description };
}

/**
 * The filters' options, from GET referrals/metadata: members by name, statuses (in the page's language: `words`
 * gives a status's text) and providers as answered.
 */
export function referralFilterOptions(metadata: ReferralsMetadata, words: (status: Words) => string): {
  members: FilterOption[];
  statuses: FilterOption[];
  providers: FilterOption[];
} {
  return {
    members: metadata.members.map((m) => ({ value: m.memberKey, label: `${m.firstName} ${m.lastName}` })),
    statuses: metadata.statuses.map((s) => ({ value: s.statusCode, label: words(referralStatusWords(s.statusCode, s.statusDescription)) })),
    providers: metadata.providers.map((p) => ({ value: p.providerId, label: p.providerName })),
  };
}

/** A referral has expired once its end date (yyyy-mm-dd) is before today. */
export const isReferralExpired = (referral: Pick<Referral, 'endDate'>, today: string) => referral.endDate < today;

/** Visits left on a referral (never below 0). */
export const visitsRemaining = (referral: Pick<Referral, 'visitsAuthorized' | 'visitsUsed'>) =>
  Math.max(0, referral.visitsAuthorized - referral.visitsUsed);

/** The paging of a page of results (spec §3 page info): one rule for every paged list. */
export { pageSummary } from '../../member/page-summary';

/** The documents a section lists (handbooks, certificates, forms, prior authorization lists): by title, the newest year first. */
export function listedDocuments<D extends CoverageDocument>(documents: readonly D[]): D[] {
  return documents.filter((d) => isHttpsUrl(d.url)).sort((a, b) => (b.year ?? 0) - (a.year ?? 0) || a.title.localeCompare(b.title));
}

/**
 * The documents a tile of the benefits summary leads to, each to its page (issue 29: the reduced Benefits menu has no
 * certificate of coverage nor prior authorization item; its members reach them from the summary).
 */
export const documentLinkKinds = ['certificateOfCoverage', 'priorAuthorization'] as const;
export type DocumentLinkKind = (typeof documentLinkKinds)[number];

export const documentLinkTargets: Readonly<Record<DocumentLinkKind, string>> = {
  certificateOfCoverage: '/benefits/certificate-of-coverage',
  priorAuthorization: '/benefits/prior-authorization',
};

/** Whether a tile leading to a page of documents shows: the member has one there to open (as that page lists them). */
export const hasListedDocuments = (documents: readonly CoverageDocument[]): boolean => listedDocuments(documents).length > 0;

/** Medicare materials (spec §6): newest year first, then by title; only https addresses are linked. */
export function medicareMaterialsList(materials: readonly MedicareMaterial[]): MedicareMaterial[] {
  return materials.filter((m) => isHttpsUrl(m.url)).sort((a, b) => b.year - a.year || a.title.localeCompare(b.title));
}

/** Spec §6 "Medicare materials returns an empty list on 403"; spec §8: other errors go to the error page with status. */
export const MEDICARE_MATERIALS_EMPTY_STATUS = 403;
export const medicareMaterialsFailure = (status: number): 'emptyList' | 'errorPage' =>
  status === MEDICARE_MATERIALS_EMPTY_STATUS ? 'emptyList' : 'errorPage';

/** GET handbook/ooc (spec §7, text): the outline of coverage's address, or null when there is none (or it is not https). */
export const outlineOfCoverage = (text: string | null | undefined): string | null =>
  typeof text === 'string' && isHttpsUrl(text.trim()) ? text.trim() : null;

export const isHttpsUrl = (url: string): boolean => /^https:\/\/\S+$/.test(url);

const documentIdPattern = new RegExp(memberDocumentParamsSchema.properties.id.pattern);

/** /resource-download?document={id}: the id of the member's document to download, or null when it names none. */
export function documentIdOfSearch(search: URLSearchParams): string | null {
  const id = search.get('document');
  return id !== null && documentIdPattern.test(id) ? id : null;
}

/** Where a member's document is downloaded (no token or personal data: the document's id only). */
export const documentDownloadPath = (id: string): string => `/resource-download?${new URLSearchParams({ document: id })}`;

/** The file name a downloaded document is saved under. */
export const documentDownloadName = (id: string): string => `${id}.pdf`;
