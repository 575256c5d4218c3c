import type { BrandContent, Draft, DraftReview, DraftStatus, VersionSummary } from '../../src/manifest/edit/content-types';
import type { Problem } from '../../src/engine/manifest/problems';
import type { Queryable, Row } from './database';
import { RefusedError } from './workflow-rules';

/*
 * The store's SQL rows (content-store.ts): how a version and a draft are read from their tables, and the lookups
 * every part of the store makes (the live publication, a version, a draft). A missing one refuses with 404.
 */

export const iso = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();
export const parse = <T>(text: unknown, fallback: T): T => (typeof text === 'string' ? (JSON.parse(text) as T) : fallback);
export const contentOf = (row: Row | undefined): BrandContent => parse<BrandContent>(row?.content, { manifest: {}, copy: {} });

export function toVersion(row: Row): VersionSummary {
  return {
    brand: String(row.brand),
    number: Number(row.number),
    author: String(row.author),
    publishedAt: iso(row.published_at),
    message: String(row.message),
    restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
    draftId: row.draft_id === null ? null : String(row.draft_id),
  };
}

/** A draft as stored: what is computed on reading (stale, changes) left out. */
export type DraftRow = Omit<Draft, 'stale' | 'changes'>;

export function toDraftRow(row: Row): DraftRow {
  return {
    id: String(row.id),
    brand: String(row.brand),
    title: String(row.title),
    status: row.status as DraftStatus,
    author: String(row.author),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    revision: Number(row.revision),
    baseVersion: Number(row.base_version),
    content: contentOf(row),
    problems: parse<Problem[]>(row.problems, []),
    valid: Boolean(row.valid),
    changedBy: parse<string[]>(row.changed_by, []),
    review: parse<DraftReview | null>(row.review, null),
  };
}

export const DRAFT_COLUMNS = 'id, brand, title, status, author, created_at, updated_at, revision, base_version, content, problems, valid, changed_by, review';

export interface Publication {
  version: VersionSummary;
  content: BrandContent;
}

export async function liveOf(q: Queryable, brand: string): Promise<Publication | null> {
  const [row] = await q.query('SELECT * FROM versions WHERE brand = $1 ORDER BY number DESC LIMIT 1', [brand]);
  return row ? { version: toVersion(row), content: contentOf(row) } : null;
}

export async function requireLive(q: Queryable, brand: string): Promise<Publication> {
  const found = await liveOf(q, brand);
  if (!found) throw new RefusedError({ status: 404, reason: 'not_found', message: `The brand "${brand}" has no publication yet.` });
  return found;
}

export async function versionOf(q: Queryable, brand: string, number: number): Promise<Publication> {
  const [row] = await q.query('SELECT * FROM versions WHERE brand = $1 AND number = $2', [brand, number]);
  if (!row) throw new RefusedError({ status: 404, reason: 'not_found', message: `There is no version ${number} of ${brand}.` });
  return { version: toVersion(row), content: contentOf(row) };
}

export async function draftRow(q: Queryable, brand: string, id: string, lock = false): Promise<DraftRow> {
  const [row] = await q.query(`SELECT ${DRAFT_COLUMNS} FROM drafts WHERE id = $1 AND brand = $2${lock ? ' FOR UPDATE' : ''}`, [id, brand]);
  if (!row) throw new RefusedError({ status: 404, reason: 'not_found', message: 'There is no such draft of this brand.' });
  return toDraftRow(row);
}
