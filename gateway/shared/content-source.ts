import { stat } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { loadContent } from '../../src/manifest/load-content';
import { isBrandFile, loadBrandFile, type BrandFile } from '../../src/manifest/load-brand-manifest';
import type { BrandManifest, FeatureSwitch, SessionPolicy } from '../../src/manifest/manifest-types';
import type { Problem } from '../../src/engine/manifest/problems';
import { fileSizeProblem } from '../../src/engine/manifest/limits';
import type { BrandContent, JsonObject } from '../../src/manifest/edit/content-types';
import { fileStamp, jsonFiles, readCached } from './files';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../schemas/generic/languages';

/**
 * Where manifests and copy come from. The default reads the repo's files on every request (so an editor's edit
 * shows on the next page load); a headless CMS adapter can implement the same interface later.
 */
export interface ContentSource {
  listBrands(): Promise<BrandEntry[]>;
  /**
   * The brand's boot. When a changed file makes it invalid, the last valid boot of that brand (since start) is
   * served and the problems are logged; with none, throws ContentProblemsError: an invalid manifest never reaches a
   * member.
   */
  getBoot(brandId: string, language?: Language): Promise<BrandBoot>;
}

export interface BrandEntry {
  id: string;
  name: string;
  domainId: number | null;
  hosts: string[];
  file: string;
}

export interface BrandBoot {
  manifest: BrandManifest;
  copy: Record<string, unknown>;
  /** The language of `copy` (absent: English): its keys missing in that language are English's. */
  language?: Language;
  /**
   * The route whose copy and manifest page this boot holds beside the shell's (a page's boot: gateway/routes/pages.ts
   * `pageBoot`; its manifest then lacks the other pages); absent: the whole copy and every page.
   */
  contentRoute?: string;
}

export class ContentProblemsError extends Error {
  constructor(
    readonly brandId: string,
    readonly problems: Problem[],
  ) {
    super(`The content of brand "${brandId}" is invalid (${problems.length} problem(s)).`);
  }
}

/** Brand resolution by domain id (a sign-in's or a token's): the brand whose manifest names that domain. */
export async function brandOfDomain(content: ContentSource, domainId: number): Promise<BrandEntry | null> {
  return (await content.listBrands()).find((brand) => brand.domainId === domainId) ?? null;
}

export type BrandFeatures = Record<FeatureSwitch, boolean>;

/**
 * The feature switches of the brand a domain id belongs to (its resolved manifest): the gateway reads what differs
 * between brands from these, never from a domain id. Throws when no brand names the domain.
 */
export async function featuresOfDomain(content: ContentSource, domainId: number): Promise<BrandFeatures> {
  const brand = await brandOfDomain(content, domainId);
  if (!brand) throw new Error(`No brand manifest has "domainId": ${domainId}.`);
  return (await content.getBoot(brand.id)).manifest.features;
}

/**
 * When an inactive session of a domain's brand ends (its resolved manifest's `session`): the member API refuses a
 * token idle longer than that. Throws when no brand names the domain.
 */
export async function sessionPolicyOfDomain(content: ContentSource, domainId: number): Promise<SessionPolicy> {
  const brand = await brandOfDomain(content, domainId);
  if (!brand) throw new Error(`No brand manifest has "domainId": ${domainId}.`);
  return (await content.getBoot(brand.id)).manifest.session;
}

/** One line for the console of an editor's dev machine. */
export function describeProblem(brandId: string, p: Problem): string {
  return `[brand ${brandId}] ${p.severity}: ${p.file ?? ''} ${p.pointer || '/'}: ${p.message}`;
}

/**
 * Where a brand's own content can come from instead of its files (the content store's live publication): its layer
 * (what `brands/<brand>.json` holds) and its copy overrides (`content/brands/<brand>/*.json`), with a stamp that
 * changes whenever they do. `brands/base.json` and `content/en` still come from the repository. Null: the files.
 */
export interface OwnContentProvider {
  contentOf(brandId: string): Promise<{ content: BrandContent; stamp: string } | null>;
}

/** A file content source that also builds a boot from any content of a brand (a stored draft's, for its preview). */
export interface LayeredContentSource extends ContentSource {
  /** The boot of `content` laid over the repository's base and defaults; throws ContentProblemsError. */
  bootWith(brandId: string, content: BrandContent, language?: Language): Promise<BrandBoot>;
  /** The brand's own files as they are in the repository now, and their repository paths. */
  repoContent(brandId: string): Promise<{ content: BrandContent; files: string[] }>;
}

type Json = unknown;
type Built = { boot: BrandBoot } | { problems: ContentProblemsError };

/** Once per change of the files: each problem (file, pointer, sentence), then what members get meanwhile. */
function logProblems({ brandId, problems }: ContentProblemsError, servingLastGood: boolean) {
  for (const p of problems) console.error(describeProblem(brandId, p));
  console.error(
    servingLastGood
      ? `[brand ${brandId}] serving its last valid manifest until these problems are fixed.`
      : `[brand ${brandId}] no valid manifest of this brand since the gateway started: its pages show these problems.`,
  );
}
const parseJson = (text: string): Json => JSON.parse(text) as Json;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Objects merge key by key; anything else in `top` replaces what is below. Never mutates its inputs. */
export function deepMerge(below: Record<string, unknown>, top: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...below };
  for (const [key, value] of Object.entries(top)) {
    const current = merged[key];
    merged[key] = isRecord(current) && isRecord(value) ? deepMerge(current, value) : value;
  }
  return merged;
}

/**
 * `extraRoots`: folders laid out like the repository's brand files (`brands/*.json`, `brands/assets/`,
 * `content/brands/<id>/`) whose brands are served alongside brands/; their "extends" resolve against brands/ too.
 * A brand is added with files only (a test brand, a brand not yet in the repository).
 */
export function createFileContentSource(repoRoot: string, extraRoots: readonly string[] = [], own?: OwnContentProvider): LayeredContentSource {
  const brandsDir = join(repoRoot, 'brands');
  const brandsDirs = [brandsDir, ...extraRoots.map((root) => join(root, 'brands'))];
  const rel = (path: string) => relative(repoRoot, path);
  /** A brand's copy overrides: the repository's content/brands/<id>, then its own root's (an extra root). */
  const overrideDirs = (entry: BrandEntry) =>
    [...new Set([repoRoot, dirname(dirname(entry.file))])].map((root) => join(root, 'content', 'brands', entry.id));

  async function readJson(path: string): Promise<{ ok: true; value: Json } | { ok: false; problem: Problem }> {
    try {
      const tooLarge = fileSizeProblem(rel(path), (await stat(path)).size);
      if (tooLarge) return { ok: false, problem: tooLarge };
      return { ok: true, value: await readCached(path, parseJson) };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { ok: false, problem: { severity: 'error', file: rel(path), pointer: '', message: `The file is not valid JSON: ${message}` } };
    }
  }

  /** Every manifest file of brands/ (and the extra roots' brands/): the brands' own files and the bases they extend. */
  async function manifestFiles(): Promise<{ file: string; read: Awaited<ReturnType<typeof readJson>> }[]> {
    const files = (await Promise.all(brandsDirs.map(async (dir) => (await jsonFiles(dir)).map((name) => join(dir, name))))).flat();
    return Promise.all(files.map(async (file) => ({ file, read: await readJson(file) })));
  }

  async function listBrands(): Promise<BrandEntry[]> {
    const entries: BrandEntry[] = [];
    for (const { file, read } of await manifestFiles()) {
      // A base (no "brand") is no brand of its own; a file too broken to parse still gets its dev host.
      if (read.ok && !isBrandFile(read.value)) continue;
      const name = basename(file);
      const brand = read.ok && isRecord(read.value) && isRecord(read.value.brand) ? read.value.brand : {};
      const id = typeof brand.id === 'string' ? brand.id : basename(name, '.json');
      // A manifest too broken to name its hosts keeps its dev host, so its editor sees the problem page there.
      const hosts = Array.isArray(brand.hosts) ? brand.hosts.filter((h): h is string => typeof h === 'string') : [`${id}.localhost`];
      const domainId = typeof brand.domainId === 'number' ? brand.domainId : null;
      entries.push({ id, name: typeof brand.name === 'string' ? brand.name : id, domainId, hosts, file });
    }
    return entries;
  }

  /** Copy files of one directory as parsed, by namespace (`menu.json` is `menu`), or the problem of each unreadable one. */
  async function readCopyFiles(dir: string, problems: Problem[]): Promise<{ namespace: string; file: string; value: Json }[]> {
    const files = [];
    for (const name of await jsonFiles(dir)) {
      const file = join(dir, name);
      const read = await readJson(file);
      if (read.ok) files.push({ namespace: basename(name, '.json'), file: rel(file), value: read.value });
      else problems.push(read.problem);
    }
    return files;
  }

  /** Copy, checked file by file: `menu.json` becomes the key `menu`. */
  function loadCopy(files: { namespace: string; file: string; value: Json }[], problems: Problem[]): Record<string, unknown> {
    let copy: Record<string, unknown> = {};
    for (const { namespace, file, value } of files) {
      const loaded = loadContent(value);
      if (!loaded.ok) problems.push(...loaded.problems.map((p) => ({ ...p, file: p.file ?? file })));
      else copy = deepMerge(copy, { [namespace]: loaded.resources });
    }
    return copy;
  }

  async function readCopyDir(dir: string, problems: Problem[]): Promise<Record<string, unknown>> {
    return loadCopy(await readCopyFiles(dir, problems), problems);
  }

  /** Where a brand's copy overrides are in its place: the repository's content/brands/<id>, or its extra root's. */
  const overrideDirOf = (entry: BrandEntry) => rel(overrideDirs(entry).at(-1) as string);

  /** The boot of the brand's files, or of `content` (its layer and copy overrides) in their place. */
  async function buildBoot(brandId: string, entry: BrandEntry, content?: BrandContent, language: Language = DEFAULT_LANGUAGE): Promise<BrandBoot> {
    const files = await manifestFiles();
    const ownFile = rel(entry.file);
    const unreadable = files.flatMap(({ file, read }) => (read.ok || (content && rel(file) === ownFile) ? [] : [read.problem]));
    const layers: BrandFile[] = files.flatMap(({ file, read }) => {
      if (content && rel(file) === ownFile) return [{ file: ownFile, raw: content.manifest }];
      return read.ok ? [{ file: rel(file), raw: read.value }] : [];
    });
    const own = layers.find((layer) => layer.file === ownFile);
    if (!own) throw new ContentProblemsError(brandId, unreadable.filter((p) => p.file === rel(entry.file)));
    const loaded = loadBrandFile(own, layers);
    // A base it extends that is not valid JSON is the likely cause of any problem, so it is reported too.
    if (!loaded.ok) throw new ContentProblemsError(brandId, [...unreadable, ...loaded.problems.map((p) => ({ ...p, file: p.file ?? own.file }))]);
    for (const warning of loaded.warnings) console.warn(describeProblem(brandId, { ...warning, file: warning.file ?? own.file }));
    const problems: Problem[] = [];
    /** A language's layers: its defaults (content/<language>), then the brand's overrides in it. */
    async function layersOf(lang: Language): Promise<Record<string, unknown>[]> {
      const defaults = await readCopyDir(join(repoRoot, 'content', lang), problems);
      let overrides: Record<string, unknown> = {};
      const own = content ? (lang === DEFAULT_LANGUAGE ? content.copy : content.translations?.[lang]) : undefined;
      if (content) {
        const dir = lang === DEFAULT_LANGUAGE ? overrideDirOf(entry) : `${overrideDirOf(entry)}/${lang}`;
        overrides = loadCopy(Object.entries(own ?? {}).map(([namespace, value]) => ({ namespace, file: `${dir}/${namespace}.json`, value })), problems);
      } else for (const dir of overrideDirs(entry)) overrides = deepMerge(overrides, await readCopyDir(lang === DEFAULT_LANGUAGE ? dir : join(dir, lang), problems));
      return [defaults, overrides];
    }
    // English and its brand overrides first, then the language's defaults and its brand overrides: a brand's English
    // never shows on a page in another language that has the key, and a key the language lacks is English's.
    const english = await layersOf(DEFAULT_LANGUAGE);
    const errors: Record<string, unknown> = {};
    for (const [status, texts] of Object.entries(loaded.manifest.errorCopy ?? {})) errors[status] = { ...texts };
    const copyLayers = [...english, Object.keys(errors).length > 0 ? { errors } : {}];
    if (language !== DEFAULT_LANGUAGE) copyLayers.push(...(await layersOf(language)));
    if (problems.length > 0) throw new ContentProblemsError(brandId, problems);
    const copy = copyLayers.reduce((below, top) => deepMerge(below, top), {});
    // Loading never changes the files' parsed values (the read cache's); the boot is a copy of its own, made only
    // now that the manifest is known to be shallow (structuredClone recurses).
    return { manifest: structuredClone(loaded.manifest), copy, ...(language === DEFAULT_LANGUAGE ? {} : { language }) };
  }

  /** The boot, or the problems that keep it from loading: a thrown error of any kind names the brand's file. */
  async function tryBuildBoot(brandId: string, entry: BrandEntry, content?: BrandContent, language?: Language): Promise<Built> {
    try {
      return { boot: await buildBoot(brandId, entry, content, language) };
    } catch (error) {
      if (error instanceof ContentProblemsError) return { problems: error };
      const message = error instanceof Error ? error.message : String(error);
      return {
        problems: new ContentProblemsError(brandId, [
          { severity: 'error', file: rel(entry.file), pointer: '', message: `The brand's files could not be loaded: ${message}` },
        ]),
      };
    }
  }

  // Boots are rebuilt only when one of the files they come from changed (or appeared, or went away).
  const boots = new Map<string, { stamp: string; built: Built }>();
  // The last boot of each brand that loaded: served while a changed file is invalid (an edit under way, a bad merge).
  const lastGood = new Map<string, BrandBoot>();
  async function stampOf(entry: BrandEntry): Promise<string> {
    const dirs = [
      ...brandsDirs,
      ...LANGUAGES.map((lang) => join(repoRoot, 'content', lang)),
      ...overrideDirs(entry).flatMap((dir) => [dir, ...LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE).map((lang) => join(dir, lang))]),
    ];
    const files = (await Promise.all(dirs.map(async (d) => (await jsonFiles(d)).map((n) => join(d, n))))).flat();
    const stamps = await Promise.all(files.map(async (f) => `${f}@${await fileStamp(f)}`));
    return stamps.join('|');
  }

  /** The brand's entry, named and hosted by its own content where that is not its file (a publication). */
  async function entryOf(brandId: string): Promise<BrandEntry | undefined> {
    return (await listOwnBrands()).find((b) => b.id === brandId);
  }

  async function listOwnBrands(): Promise<BrandEntry[]> {
    const entries = await listBrands();
    if (!own) return entries;
    return Promise.all(
      entries.map(async (entry) => {
        const brand = (await own.contentOf(entry.id))?.content.manifest.brand;
        if (!isRecord(brand)) return entry;
        return {
          ...entry,
          name: typeof brand.name === 'string' ? brand.name : entry.name,
          domainId: typeof brand.domainId === 'number' ? brand.domainId : entry.domainId,
          hosts: Array.isArray(brand.hosts) ? brand.hosts.filter((h): h is string => typeof h === 'string') : entry.hosts,
        };
      }),
    );
  }

  function missingBrand(brandId: string): ContentProblemsError {
    return new ContentProblemsError(brandId, [{
      severity: 'error', pointer: '', message: `There is no manifest for the brand "${brandId}" in brands/.`,
      hint: `Add brands/${brandId}.json (copy an existing brand) and run npm run validate.`,
    }]);
  }

  return {
    listBrands: listOwnBrands,
    async bootWith(brandId, content, language) {
      const entry = await entryOf(brandId);
      if (!entry) throw missingBrand(brandId);
      const built = await tryBuildBoot(brandId, entry, content, language);
      if ('boot' in built) return built.boot;
      throw built.problems;
    },
    async repoContent(brandId) {
      const entry = (await listBrands()).find((b) => b.id === brandId);
      if (!entry) throw missingBrand(brandId);
      const problems: Problem[] = [];
      const read = await readJson(entry.file);
      if (!read.ok) problems.push(read.problem);
      const copy: Record<string, JsonObject> = {};
      const files = [rel(entry.file)];
      const translations: NonNullable<BrandContent['translations']> = {};
      for (const dir of overrideDirs(entry)) {
        for (const file of await readCopyFiles(dir, problems)) {
          files.push(file.file);
          if (isRecord(file.value)) copy[file.namespace] = deepMerge(copy[file.namespace] ?? {}, file.value);
        }
        for (const lang of LANGUAGES) {
          if (lang === DEFAULT_LANGUAGE) continue;
          for (const file of await readCopyFiles(join(dir, lang), problems)) {
            files.push(file.file);
            const own = (translations[lang] ??= {});
            if (isRecord(file.value)) own[file.namespace] = deepMerge(own[file.namespace] ?? {}, file.value);
          }
        }
      }
      if (problems.length > 0 || !read.ok || !isRecord(read.value)) throw new ContentProblemsError(brandId, problems);
      const translated = Object.keys(translations).length > 0 ? { translations: structuredClone(translations) } : {};
      return { content: { manifest: structuredClone(read.value), copy: structuredClone(copy), ...translated }, files };
    },
    async getBoot(brandId, language = DEFAULT_LANGUAGE) {
      const entry = await entryOf(brandId);
      if (!entry) {
        const missing = missingBrand(brandId);
        logProblems(missing, false);
        throw missing;
      }
      const stored = own ? await own.contentOf(brandId) : null;
      const stamp = `${await stampOf(entry)}|${stored?.stamp ?? 'files'}`;
      // One boot per brand and language.
      const key = `${brandId}\u0000${language}`;
      let built = boots.get(key)?.stamp === stamp ? boots.get(key)!.built : undefined;
      if (!built) {
        built = await tryBuildBoot(brandId, entry, stored?.content, language);
        boots.set(key, { stamp, built });
        if ('boot' in built) lastGood.set(key, built.boot);
        else logProblems(built.problems, lastGood.has(key));
      }
      if ('boot' in built) return built.boot;
      const good = lastGood.get(key);
      if (good) return good;
      throw built.problems;
    },
  };
}
