import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_MANIFEST_DEPTH } from '../../src/engine/manifest/limits';
import { ContentProblemsError, createFileContentSource, type ContentSource } from './content-source';
import { createFixtureRepo, type FixtureRepo } from '../testing/fixture-repo';

let repo: FixtureRepo;
let content: ContentSource;
let log: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  repo = await createFixtureRepo();
  content = createFileContentSource(repo.repoRoot);
  log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await repo.cleanup();
});

/** The brand's file as text with `levels` of nested lists under the key "deep" (JSON.stringify would recurse). */
async function writeDeep(brandId: string, levels: number) {
  const { manifest } = await createFileContentSource(repo.repoRoot).getBoot(brandId);
  const text = JSON.stringify({ ...manifest, deep: 0 }).replace('"deep":0', `"deep":${'['.repeat(levels)}${']'.repeat(levels)}`);
  await repo.write(`brands/${brandId}.json`, text);
}

const problemsOf = async (brandId: string) => {
  const error = await content.getBoot(brandId).then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ContentProblemsError);
  return (error as ContentProblemsError).problems;
};

describe('the file content source with hostile files', () => {
  it.each([2_000, 5_000])('keeps serving the last valid manifest when a file is nested %i levels deep', async (levels) => {
    const good = await content.getBoot('main');
    await writeDeep('main', levels);
    expect(await content.getBoot('main')).toBe(good);
    const pointer = `/deep${'/0'.repeat(MAX_MANIFEST_DEPTH - 1)}`;
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`error: brands/main.json ${pointer}: Lists and objects are nested more than 64 levels deep`));
    expect(log).toHaveBeenCalledWith('[brand main] serving its last valid manifest until these problems are fixed.');
  });

  it('reports a too-deep file as problems when the brand has had no valid manifest, and other brands keep loading', async () => {
    await writeDeep('hospital', 5_000);
    const fresh = createFileContentSource(repo.repoRoot);
    const error = await fresh.getBoot('hospital').then(() => null, (e: unknown) => e);
    expect((error as ContentProblemsError).problems).toEqual([
      expect.objectContaining({ file: 'brands/hospital.json', pointer: `/deep${'/0'.repeat(MAX_MANIFEST_DEPTH - 1)}` }),
    ]);
    expect(log).toHaveBeenCalledWith('[brand hospital] no valid manifest of this brand since the gateway started: its pages show these problems.');
    expect((await fresh.getBoot('partner')).manifest.brand.id).toBe('partner');
  });

  it('refuses a file over the size limit without parsing it', async () => {
    await repo.write('brands/regional.json', `{"pad": "${'x'.repeat(3 * 1024 * 1024)}"}`);
    expect(await problemsOf('regional')).toEqual([
      expect.objectContaining({ file: 'brands/regional.json', pointer: '', message: 'The file is 3.0 MB; a manifest or copy file may be at most 2.0 MB.' }),
    ]);
  });

  it('turns an unexpected failure into a problem of the brand file, never a thrown error of another kind', async () => {
    const good = await content.getBoot('partner');
    const clone = vi.spyOn(globalThis, 'structuredClone').mockImplementation(() => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    await repo.write('brands/partner.json', { ...good.manifest, brand: { ...good.manifest.brand, name: 'Partner renamed' } });
    expect(await content.getBoot('partner')).toBe(good);
    clone.mockRestore();
    expect(log).toHaveBeenCalledWith(
      "[brand partner] error: brands/partner.json /: The brand's files could not be loaded: Maximum call stack size exceeded",
    );
  });
});
