import { claimStatusCodes } from '@schemas/api/claim-status-codes';
import type { Words } from '../../engine/i18n/words';
import type { Claim, ClaimType, PagedEobs } from './api-types';
import { formatUsDate } from '../../ui/format';

/* Pure spec rules of the claims area: the home's recent claims card (spec §2, §3, §4, §6, §9). */

/** Spec §9: recent claims are the last 2 years, page 0, size 3, at most 3 (medical first, dental added). */
export const RECENT_CLAIMS = { years: 2, page: 0, size: 3, max: 3 } as const;
export const recentClaimTypes = ['medical', 'dental'] as const satisfies readonly ClaimType[];

export interface ClaimsPageQuery {
  startDate: string;
  endDate: string;
  page: number;
  size: number;
}

/** The query of both recent-claims calls for `today` (yyyy-mm-dd): from the same day two years ago to today. */
export function recentClaimsQuery(today: string): ClaimsPageQuery {
  return { startDate: yearsBefore(today, RECENT_CLAIMS.years), endDate: today, page: RECENT_CLAIMS.page, size: RECENT_CLAIMS.size };
}

/** The same calendar day `years` earlier; 29 February falls back to 28 February in a common year. */
export function yearsBefore(isoDate: string, years: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year - years, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year - years}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
}

/** Spec §9: medical claims first; dental claims only fill the places medical leaves, up to 3 in all. */
export function selectRecentClaims(medical: readonly Claim[], dental: readonly Claim[]): Claim[] {
  const picked = medical.slice(0, RECENT_CLAIMS.max);
  return [...picked, ...dental.slice(0, RECENT_CLAIMS.max - picked.length)];
}

/**
 * Spec §3 "Claim summary (home)", plus whose claim it is (`memberSuffix`): the claim details route needs it.
 * `totalMemberResponsibility` is what the member owes ('You owe').
 */
export interface ClaimSummary {
  id: string;
  claimType: Claim['claimType'];
  claimStatus: string;
  claimStatusCode: string;
  paidDate: string | null;
  totalMemberResponsibility: number;
  providerName: string;
  serviceDate: string;
  memberSuffix: number;
}

export function toClaimSummary(claim: Claim): ClaimSummary {
  return {
    id: claim.id,
    claimType: claim.claimType,
    claimStatus: claim.claimStatusDescription,
    claimStatusCode: claim.claimStatusCode,
    paidDate: claim.paidDate,
    totalMemberResponsibility: claim.claimDetailTotals.combinedMemberResponsibilityAmount,
    providerName: claim.provider.providerName,
    serviceDate: claim.serviceDateFrom,
    memberSuffix: claim.memberSuffix,
  };
}

/** The recent claims card's claims: the selection of spec §9 as summaries. */
export function recentClaimSummaries(medical: readonly Claim[], dental: readonly Claim[]): ClaimSummary[] {
  return selectRecentClaims(medical, dental).map(toClaimSummary);
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const declaredStatusCodes: readonly string[] = Object.values(claimStatusCodes);

/**
 * A claim status in the page's language (issue 30): the words of its code (`claims.status.<code>`) for a code the
 * member API declares (schemas/api/claims.ts `claimStatusCodes`), else the API's own description.
 */
export function claimStatusWords(code: string, description: string): Words {
  return declaredStatusCodes.includes(code) ? { key: `claims.status.${code}` } : { text: description };
}

/**
 * Spec §4 "Claim status": Paid shows its paid date; others show the status text; 'In Process' gets a sync icon.
 * Which status a claim is in is read from its code when the API declares it, else from its description.
 */
export type ClaimStatusDisplay =
  | { kind: 'paid'; status: Words; paidDate: string }
  | { kind: 'other'; status: Words; syncIcon: boolean };

export function claimStatusDisplay(summary: Pick<ClaimSummary, 'claimStatus' | 'claimStatusCode' | 'paidDate'>): ClaimStatusDisplay {
  const { claimStatus, claimStatusCode, paidDate } = summary;
  const status = claimStatusWords(claimStatusCode, claimStatus);
  const declared = declaredStatusCodes.includes(claimStatusCode);
  const is = (code: string, text: string) => (declared ? claimStatusCode === code : sameText(claimStatus, text));
  if (is(claimStatusCodes.paid, 'Paid') && paidDate) return { kind: 'paid', status, paidDate: formatUsDate(paidDate) };
  return { kind: 'other', status, syncIcon: is(claimStatusCodes.inProcess, 'In Process') };
}

/** The claim status code whose claims have an EOB button (spec §2): Paid. */
export const EOB_STATUS_CODE = claimStatusCodes.paid;

/** Spec §2, §6: the EOB button only for the principal member (suffix 0), on claims with status code 02. */
export function showsEobButton(signedInSuffix: number, summary: Pick<ClaimSummary, 'claimStatusCode'>): boolean {
  return signedInSuffix === 0 && summary.claimStatusCode === EOB_STATUS_CODE;
}

const claimTypePaths = { M: 'medical', D: 'dental', V: 'vision' } as const satisfies Record<Claim['claimType'], ClaimType>;

/** Spec §2: /claims/{claimtype lowercased}/{claimId}/{memberSuffix}, the type's code lowercased (m, d, v). */
export function claimDetailPath(summary: Pick<ClaimSummary, 'claimType' | 'id' | 'memberSuffix'>): string {
  return `/claims/${summary.claimType.toLowerCase()}/${encodeURIComponent(summary.id)}/${summary.memberSuffix}`;
}

const claimCodeOfPathSegment = (segment: string | undefined): Claim['claimType'] | null => {
  const value = segment ?? '';
  const code = (Object.keys(claimTypePaths) as Claim['claimType'][]).find(
    (candidate) => candidate.toLowerCase() === value || claimTypePaths[candidate] === value,
  );
  return code ?? null;
};

/**
 * The claim type of a claim detail route's `:claimtype` segment: the type code lowercased (`m`, spec §2) or the
 * type's name (`medical`, the longer form of earlier links); anything else is null (the 404 page).
 */
export function claimTypeOfPathSegment(segment: string | undefined): ClaimType | null {
  const code = claimCodeOfPathSegment(segment);
  return code ? claimTypePaths[code] : null;
}

/**
 * Where a claim detail address written with the type's name (`/claims/medical/…`, the longer form) now lives: the
 * same address with the spec's lowercased code (`/claims/m/…`); null when the segment is already the code or no type.
 */
export function shortClaimTypeSegment(segment: string | undefined): string | null {
  const code = claimCodeOfPathSegment(segment);
  return code && segment !== code.toLowerCase() ? code.toLowerCase() : null;
}

/** The copy key of a claim type's name. */
export function claimTypeKey(claimType: Claim['claimType']) {
  return `claims.claimType.${claimTypePaths[claimType]}` as const;
}

/** Where the EOB button goes: the EOB's page, or the 404 error page when the claim has no EOB document. */
export type EobDestination = { kind: 'eob'; path: string } | { kind: 'notFound' };

export function eobDestination(eobs: PagedEobs): EobDestination {
  const documentId = eobs.data[0]?.documentId;
  return documentId ? { kind: 'eob', path: `/eobs/${encodeURIComponent(documentId)}` } : { kind: 'notFound' };
}

