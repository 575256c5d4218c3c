import { describe, expect, it } from 'vitest';
import { loadBrandFile } from '../load-brand-manifest';
import { brandIds, homeTiles, repoBasis, repoContent } from './basis.fixture';
import { layerFor } from './layer';
import { mergeCopy, resolveContent } from './resolve';

describe('resolveContent', () => {
  it.each(brandIds)('%s: the manifest is what the loader resolves, without "extends"', (brand) => {
    const content = repoContent(brand);
    const { manifest, problems } = resolveContent(repoBasis, content);
    expect(problems).toEqual([]);
    expect(manifest).not.toHaveProperty('extends');
    const loaded = loadBrandFile({ file: `brands/${brand}.json`, raw: content.manifest }, [{ file: 'brands/base.json', raw: repoBasis.base }]);
    expect(loaded.ok).toBe(true);
    if (loaded.ok) expect(JSON.parse(JSON.stringify(loaded.manifest))).toEqual(manifest);
  });

  it("lays the brand's copy overrides over the defaults, namespace by namespace, key by key", () => {
    const { copy } = resolveContent(repoBasis, repoContent('partner'));
    expect((copy.footer!.copyright as Record<string, string>).line1).toBe('© Harbor Partner Plan. All rights reserved.');
    expect(copy.home).toEqual(repoBasis.defaults.home);
    const { copy: overridden } = resolveContent(repoBasis, { manifest: {}, copy: { programs: { tools: { title: 'Member tools' } } } });
    const tools = overridden.programs!.tools as Record<string, unknown>;
    const defaults = repoBasis.defaults.programs!.tools as Record<string, unknown>;
    expect(defaults.title).toBe('Tools');
    expect(tools).toEqual({ ...defaults, title: 'Member tools' });
  });

  it('keeps a namespace only the brand has', () => {
    expect(resolveContent(repoBasis, { manifest: {}, copy: { extra: { a: 'A' } } }).copy.extra).toEqual({ a: 'A' });
  });

  it('reports what the layer cannot apply', () => {
    const { problems } = resolveContent(repoBasis, { manifest: { alerts: [{ id: 'nope', $remove: true }] }, copy: {} });
    expect(problems.map((p) => p.pointer)).toEqual(['/alerts/0/id']);
  });
});

describe('mergeCopy', () => {
  it('merges objects and replaces anything else, never mutating its inputs', () => {
    const below = { a: { b: 'B', c: 'C' }, d: 'D' };
    expect(mergeCopy(below, { a: { b: 'b' }, d: { e: 'E' } })).toEqual({ a: { b: 'b', c: 'C' }, d: { e: 'E' } });
    expect(below).toEqual({ a: { b: 'B', c: 'C' }, d: 'D' });
  });
});

describe('layerFor', () => {
  it.each(brandIds)('%s: an unedited resolved manifest gives a layer that resolves the same, with the file keys first', (brand) => {
    const content = repoContent(brand);
    const { manifest } = resolveContent(repoBasis, content);
    const layer = layerFor(repoBasis.base, manifest, content.manifest);
    expect(resolveContent(repoBasis, { ...content, manifest: layer }).manifest).toEqual(manifest);
    expect(Object.keys(layer).slice(0, 3)).toEqual(['$schema', 'schemaVersion', 'extends']);
    expect(layer.extends).toBe(content.manifest.extends);
    // The previous layer's key order where the keys are still there.
    const kept = Object.keys(content.manifest).filter((k) => k in layer);
    expect(Object.keys(layer).filter((k) => kept.includes(k))).toEqual(kept);
  });

  it("moves partner's recent-claims tile to the top with one new entry", () => {
    const content = repoContent('partner');
    const { manifest } = resolveContent(repoBasis, content);
    const edited = structuredClone(manifest);
    const tiles = homeTiles(edited);
    const index = tiles.findIndex((t) => t.id === 'recent-claims');
    tiles.unshift(...tiles.splice(index, 1));
    const layer = layerFor(repoBasis.base, edited, content.manifest);
    const sections = ((layer.pages as Record<string, unknown>).home as { sections: unknown[] }).sections;
    expect(sections).toEqual([...homeTiles(content.manifest as never), { id: 'recent-claims', $before: 'welcome' }]);
    expect(homeTiles(resolveContent(repoBasis, { ...content, manifest: layer }).manifest).map((t) => t.id)).toEqual(tiles.map((t) => t.id));
  });

  it('drops an override the editor undid', () => {
    const content = repoContent('partner');
    const edited = resolveContent(repoBasis, content).manifest;
    const theme = edited.theme as { colors: Record<string, string> };
    theme.colors.primary = '#004d48';
    const changed = layerFor(repoBasis.base, edited, content.manifest);
    expect((changed.theme as typeof theme).colors.primary).toBe('#004d48');
    theme.colors.primary = (content.manifest.theme as typeof theme).colors.primary!;
    expect(layerFor(repoBasis.base, edited, changed)).toEqual(layerFor(repoBasis.base, resolveContent(repoBasis, content).manifest, content.manifest));
  });
});
