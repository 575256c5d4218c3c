import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../schemas/generic/languages';
import { basename, dirname, join, relative } from 'node:path';
import type { JsonObject } from '../../src/manifest/edit/content-types';
import type { ContentStore } from './content-store';
import { jsonEqual } from '../../src/engine/manifest/layer-diff';

export interface ExportedFile {
  /** Repository path. */
  path: string;
  /** Written (its value differed), unchanged (same value: the file's own formatting is kept), removed (no such override any more). */
  action: 'written' | 'unchanged' | 'removed';
}
export interface ExportedBrand {
  brand: string;
  version: number;
  author: string;
  message: string;
  files: ExportedFile[];
}

const asText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

async function readValue(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** Writes `value` to `file` unless the file already holds that value (whatever its formatting). */
async function writeIfChanged(repoRoot: string, file: string, value: unknown): Promise<ExportedFile> {
  const path = relative(repoRoot, file);
  if (jsonEqual(await readValue(file), value)) return { path, action: 'unchanged' };
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, asText(value));
  return { path, action: 'written' };
}

/**
 * `npm run content:export`: each brand's live publication written back as the repository's files a developer
 * commits and `npm run validate` checks: `brands/<brand>.json` (its layer) and `content/brands/<brand>/<namespace>.json`
 * (its copy overrides; an override file the publication no longer has is removed). A file whose value is the
 * publication's is left as it is, so an export after no change touches nothing. Afterwards the studio's
 * "Repository files" view finds no difference.
 */
export async function exportPublications(store: ContentStore): Promise<ExportedBrand[]> {
  const { repoRoot } = store.roots;
  const exported: ExportedBrand[] = [];
  for (const entry of await store.files.listBrands()) {
    const live = await store.live(entry.id);
    if (!live) continue;
    const files: ExportedFile[] = [await writeIfChanged(repoRoot, entry.file, live.content.manifest)];
    // A brand's copy overrides sit beside its own brands/ folder: content/brands/<id>/ of the same root.
    const copyDir = join(dirname(dirname(entry.file)), 'content', 'brands', entry.id);
    // English in content/brands/<id>/, each other language's in content/brands/<id>/<language>/.
    const folders: [string, Record<string, JsonObject>][] = [
      [copyDir, live.content.copy],
      ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map((language): [string, Record<string, JsonObject>] => [join(copyDir, language), live.content.translations?.[language] ?? {}]),
    ];
    for (const [dir, namespaces] of folders) {
      for (const [namespace, value] of Object.entries(namespaces)) files.push(await writeIfChanged(repoRoot, join(dir, `${namespace}.json`), value));
      const existing = await readdir(dir).catch(() => [] as string[]);
      for (const name of existing.filter((n) => n.endsWith('.json') && !Object.hasOwn(namespaces, basename(n, '.json')))) {
        await rm(join(dir, name));
        files.push({ path: relative(repoRoot, join(dir, name)), action: 'removed' });
      }
    }
    const { number, author, message } = live.version;
    exported.push({ brand: entry.id, version: number, author, message, files });
  }
  return exported;
}
