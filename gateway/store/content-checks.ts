import { basename, join } from 'node:path';
import { CURRENT_SCHEMA_VERSION } from '@schemas/schema-version';
import { migrateManifest } from '../../migrations/index';
import type { BrandContent, ChangeLine, Draft, DraftSummary, EditorBasis, JsonObject } from '../../src/manifest/edit/content-types';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../schemas/generic/languages';
import { describeChanges } from '../../src/manifest/edit/changes';
import { addedExternalHosts, externalHostLines, type AddedHost } from '../../src/manifest/edit/external-hosts';
import { resolveContent } from '../../src/manifest/edit/resolve';
import type { LayeredContentSource } from '../shared/content-source';
import { jsonFiles, readCached } from '../shared/files';
import { checkBrandContent } from '../studio/drafts';
import type { Queryable } from './database';
import { contentOf, liveOf, type DraftRow } from './rows';
import { RefusedError } from './workflow-rules';

/*
 * What the store knows of content (content-store.ts): the repository's base and English defaults a brand is laid
 * over, a brand's content checked as the studio checks it, the changes between two contents, the external hosts a
 * content adds, and a draft as the studio reads it (its changes, whether it is stale).
 */

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

export type ContentChecks = ReturnType<typeof createContentChecks>;

export function createContentChecks(roots: { repoRoot: string; extraBrandRoots: readonly string[] }, files: LayeredContentSource) {
  const { repoRoot } = roots;

  /** The shared base and English defaults a brand's content is laid over (the repository's). */
  async function basisOf(brand: string, content?: BrandContent): Promise<Pick<EditorBasis, 'base' | 'defaults' | 'translationDefaults'>> {
    const extendsName = typeof content?.manifest.extends === 'string' ? content.manifest.extends : 'base';
    const readJson = (path: string) => readCached(path, (text) => JSON.parse(text) as unknown).catch(() => null);
    const rawBase = await readJson(join(repoRoot, 'brands', `${basename(extendsName)}.json`));
    let base: JsonObject = {};
    try {
      const migrated = migrateManifest(rawBase, CURRENT_SCHEMA_VERSION);
      if (isObject(migrated)) base = migrated;
    } catch {
      // A base that does not migrate: its problems are every draft's (see a draft's problems); diffs go without it.
    }
    const readDefaults = async (language: Language) => {
      const files: Record<string, JsonObject> = {};
      const dir = join(repoRoot, 'content', language);
      for (const name of await jsonFiles(dir)) {
        const value = await readJson(join(dir, name));
        if (isObject(value)) files[basename(name, '.json')] = value;
      }
      return files;
    };
    const defaults = await readDefaults(DEFAULT_LANGUAGE);
    const others = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
    const translationDefaults = Object.fromEntries(await Promise.all(others.map(async (language) => [language, await readDefaults(language)] as const)));
    return { base, defaults, translationDefaults };
  }

  async function changesBetween(brand: string, before: BrandContent, after: BrandContent): Promise<ChangeLine[]> {
    return describeChanges(await basisOf(brand, after), before, after);
  }

  /** The external hosts `after` adds to all of `befores`, as members would see them (resolved over the base). */
  async function hostsAdded(brand: string, after: BrandContent, ...befores: BrandContent[]): Promise<AddedHost[]> {
    const basis = await basisOf(brand, after);
    return addedExternalHosts(befores.map((before) => resolveContent(basis, before).manifest), resolveContent(basis, after).manifest);
  }

  async function entryOf(brand: string) {
    const entry = (await files.listBrands()).find((b) => b.id === brand);
    if (!entry) throw new RefusedError({ status: 404, reason: 'not_found', message: `There is no brand "${brand}".` });
    return entry;
  }

  /** The studio's checks of a brand's content, against the repository's base as it is now. */
  async function check(brand: string, content: BrandContent) {
    return checkBrandContent(content, await entryOf(brand), roots);
  }

  function summaryOf(row: DraftRow, liveNumber: number): DraftSummary {
    const { id, brand, title, status, author, createdAt, updatedAt, revision, baseVersion, valid } = row;
    const open = status !== 'published' && status !== 'discarded';
    return { id, brand, title, status, author, createdAt, updatedAt, revision, baseVersion, stale: open && liveNumber > baseVersion, valid };
  }

  async function toDraft(q: Queryable, row: DraftRow): Promise<Draft> {
    const current = await liveOf(q, row.brand);
    const [baseRow] = await q.query('SELECT content FROM versions WHERE brand = $1 AND number = $2', [row.brand, row.baseVersion]);
    const base = contentOf(baseRow);
    return {
      ...summaryOf(row, current?.version.number ?? row.baseVersion),
      content: row.content,
      problems: row.problems,
      // A new external host first: a publisher must see it (external-host-rule.ts).
      changes: [...externalHostLines(current ? await hostsAdded(row.brand, row.content, current.content) : []), ...(await changesBetween(row.brand, base, row.content))],
      changedBy: row.changedBy,
      review: row.review,
    };
  }

  return { basisOf, changesBetween, hostsAdded, entryOf, check, summaryOf, toDraft };
}
