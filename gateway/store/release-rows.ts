import { rebaseContent } from '../../src/manifest/edit/rebase';
import type { BrandContent, Release, ReleaseStatus } from '../../src/manifest/edit/content-types';
import type { Queryable, Row } from './database';
import type { StoreParts } from './parts';
import { changedSinceScheduled } from './release-rules';
import { draftRow, iso, parse, versionOf, type Publication } from './rows';
import { RefusedError } from './workflow-rules';
import { DEFAULT_TIME_ZONE } from '../../src/manifest/edit/zoned-time';

/*
 * A release's rows (scheduling.ts) and what it would publish: its drafts' changes merged in order onto what is live
 * (a three-way merge, as a rebase does), checked as a publication is.
 */

export const RELEASE_COLUMNS = 'id, brand, status, draft_ids, due_at, local_at, time_zone, message, created_by, created_at, updated_at, version, outcome';

export function toRelease(row: Row): Release {
  return {
    id: String(row.id),
    brand: String(row.brand),
    status: row.status as ReleaseStatus,
    drafts: parse<{ id: string; title: string }[]>(row.draft_ids, []),
    dueAt: iso(row.due_at),
    localAt: String(row.local_at),
    timeZone: String(row.time_zone),
    message: String(row.message),
    createdBy: String(row.created_by),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    version: row.version === null || row.version === undefined ? null : Number(row.version),
    outcome: row.outcome === null || row.outcome === undefined ? null : String(row.outcome),
  };
}

export async function releaseRow(q: Queryable, brand: string, id: string, lock = false): Promise<Release> {
  const [row] = await q.query(`SELECT ${RELEASE_COLUMNS} FROM releases WHERE id = $1 AND brand = $2${lock ? ' FOR UPDATE' : ''}`, [id, brand]);
  if (!row) throw new RefusedError({ status: 404, reason: 'not_found', message: 'There is no such release of this brand.' });
  return toRelease(row);
}

/** The brand's time zone (a studio setting: brand_settings), America/Los_Angeles unless set. */
export async function timeZoneOf(q: Queryable, brand: string): Promise<string> {
  const [row] = await q.query<{ time_zone: string }>('SELECT time_zone FROM brand_settings WHERE brand = $1', [brand]);
  return row?.time_zone ?? DEFAULT_TIME_ZONE;
}

export type Composed = { content: BrandContent; problem: null } | { content: null; problem: string };

/**
 * What the drafts `ids` make of `onto` (the live publication, or what earlier releases make of it), in order: each
 * draft's changes since its base merged onto the result so far. A draft no longer approved, a conflict or a result
 * that does not validate is the problem that stops it (nothing is published).
 */
export async function composeRelease(parts: StoreParts, q: Queryable, brand: string, ids: readonly string[], onto: Publication): Promise<Composed> {
  let content = onto.content;
  for (const [i, id] of ids.entries()) {
    const row = await draftRow(q, brand, id).catch(() => null);
    if (!row) return { content: null, problem: 'One of its drafts no longer exists.' };
    const changed = changedSinceScheduled(row.title, row.status);
    if (changed) return { content: null, problem: changed };
    if (i === 0 && row.baseVersion === onto.version.number) {
      content = row.content;
      continue;
    }
    const common = await versionOf(q, brand, row.baseVersion);
    const merged = rebaseContent(common.content, row.content, content, await parts.checks.basisOf(brand, content));
    if (merged.conflicts.length > 0) {
      return { content: null, problem: `"${row.title}" changes the same ${merged.conflicts.length === 1 ? 'place' : 'places'} as what is live now (${merged.conflicts.slice(0, 3).join(', ')}).` };
    }
    content = merged.content;
  }
  const checked = await parts.checks.check(brand, content);
  const errors = checked.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    const first = errors[0];
    return { content: null, problem: `It does not validate (${errors.length} problem${errors.length === 1 ? '' : 's'}, the first at ${first?.file ?? ''} ${first?.pointer || '/'}: ${first?.message ?? ''}).` };
  }
  return { content, problem: null };
}
