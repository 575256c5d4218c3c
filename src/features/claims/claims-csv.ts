import { formatUsd, formatUsDate } from '../../ui/format';
import type { Claim, ClaimType } from './api-types';
import { claimsPageRequest, type ClaimsFilters } from './page-rules';
import type { Words } from '../../engine/i18n/words';
import { claimStatusDisplay } from './rules';

/*
 * The claims list as a CSV file (issue 30): the claims the list shows with its filters, every page of them, in the
 * list's columns and with its formatting (dates mm/dd/yyyy, money "$1,234.50", status 'Paid on {date}'). Pure.
 */

/** RFC 4180 line break. */
const CRLF = '\r\n';

/**
 * A cell a spreadsheet would run as a formula ('=', '+', '-', '@'; tab and carriage return, which some read the
 * same way): OWASP's "CSV injection". Such a cell is prefixed with a single quote, so it is read as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: formula starts neutralised, then quoted when it holds a quote, comma or line break (quotes doubled). */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of fields as RFC 4180 text: CRLF after every record, the last included. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',') + CRLF).join('');
}

/** The list's columns, in the order a claim's entry shows them (ClaimsListSection). */
export const claimsCsvColumns = ['provider', 'status', 'patient', 'serviceDate', 'billed', 'planPaid', 'claimNumber', 'youOwe'] as const;
export type ClaimsCsvColumn = (typeof claimsCsvColumns)[number];

export interface ClaimsCsvWords {
  /** Each column's heading, as the list labels it. */
  heading: (column: ClaimsCsvColumn) => string;
  /** 'on {paidDate}', after a paid claim's status (spec §4). */
  paidOn: (paidDate: string) => string;
  /** A claim's status in the page's language (its copy key's text, or the API's own). */
  status: (words: Words) => string;
}

/** A claim's status as the list shows it (spec §4): 'Paid on 03/02/2026', else the status text. */
function statusText(claim: Claim, words: ClaimsCsvWords): string {
  const display = claimStatusDisplay({ claimStatus: claim.claimStatusDescription, claimStatusCode: claim.claimStatusCode, paidDate: claim.paidDate });
  const status = words.status(display.status);
  return display.kind === 'paid' ? `${status} ${words.paidOn(display.paidDate)}` : status;
}

function cellOf(claim: Claim, column: ClaimsCsvColumn, words: ClaimsCsvWords): string {
  const totals = claim.claimDetailTotals;
  switch (column) {
    case 'provider':
      return claim.provider.providerName;
    case 'status':
      return statusText(claim, words);
    case 'patient':
      return `${claim.patient.firstName} ${claim.patient.lastName}`;
    case 'serviceDate':
      return formatUsDate(claim.serviceDateFrom);
    case 'billed':
      return formatUsd(totals.chargeAmountTotal);
    case 'planPaid':
      return formatUsd(totals.paidAmountTotal);
    case 'claimNumber':
      return claim.id;
    case 'youOwe':
      return formatUsd(totals.combinedMemberResponsibilityAmount);
  }
}

/** The CSV of the claims: a heading row, then one row per claim in the list's order. */
export function claimsCsv(claims: readonly Claim[], words: ClaimsCsvWords): string {
  return toCsv([claimsCsvColumns.map(words.heading), ...claims.map((claim) => claimsCsvColumns.map((column) => cellOf(claim, column, words)))]);
}

/** The file's name: the claim type and today's date, `claims-medical-2026-05-20.csv`. */
export const claimsCsvFilename = (type: ClaimType, today: string) => `claims-${type}-${today}.csv`;

/** The largest page the claims call gives (schemas/api/lists.ts: 1 to 100), so a file takes the fewest calls. */
export const CSV_PAGE_SIZE = 100;

/** The query of page `page` (from 0) of the CSV's claims: the list's filters, whichever page the list shows. */
export const csvPageRequest = (filters: ClaimsFilters, page: number) => claimsPageRequest({ ...filters, page, size: CSV_PAGE_SIZE });

/** The pages still to read once the first answered: 1 to totalPages − 1. */
export const remainingPages = (totalPages: number): number[] => Array.from({ length: Math.max(0, totalPages - 1) }, (_, i) => i + 1);

/**
 * The claims of every page, in order, each once (a claim that moved between pages while they were read, as a new
 * claim arrived, is kept where it first appeared).
 */
export function claimsOfPages(pages: readonly { data: readonly Claim[] }[]): Claim[] {
  const seen = new Set<string>();
  return pages.flatMap((page) => page.data).filter((claim) => !seen.has(claim.id) && Boolean(seen.add(claim.id)));
}
