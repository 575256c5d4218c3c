import { describe, expect, it } from 'vitest';
import { mutate } from '../../engine/manifest/mutations.fixture';
import { homeTiles, repoBasis, repoContent } from './basis.fixture';
import type { BrandContent, JsonObject } from './content-types';
import { layerFor } from './layer';
import { rebaseContent as rebase } from './rebase';
import { resolveContent } from './resolve';

const common = repoContent('partner');
type Obj = JsonObject & { id: string };
/** A content made from `from` by editing its resolved manifest and copy, as the editor shell stores it. */
function edit(from: BrandContent, change: (manifest: JsonObject) => void = () => {}, copy: Record<string, JsonObject> = from.copy): BrandContent {
  const manifest = structuredClone(resolveContent(repoBasis, from).manifest);
  change(manifest);
  return { manifest: layerFor(repoBasis.base, manifest, from.manifest), copy };
}
const moveTo = (items: Obj[], id: string, to: number) => items.splice(to, 0, ...items.splice(items.findIndex((e) => e.id === id), 1));
const tileIds = (content: BrandContent) => homeTiles(resolveContent(repoBasis, content).manifest).map((t) => t.id);
const copyOf = (content: BrandContent) => resolveContent(repoBasis, content).copy;
const programsTitle = (content: BrandContent) => (copyOf(content).programs!.tools as JsonObject).title;
const withCopy = (content: BrandContent, namespace: string, value: JsonObject): Record<string, JsonObject> => ({ ...content.copy, [namespace]: value });
const menu = (manifest: JsonObject, name: string) => (manifest.menus as Record<string, Obj[]>)[name]!;

/** Every example runs twice: merging the layers as they are, and merging the resolved manifests (with the basis). */
const ways = [
  ['layers', (c: BrandContent, m: BrandContent, t: BrandContent) => rebase(c, m, t)],
  ['resolved manifests', (c: BrandContent, m: BrandContent, t: BrandContent) => rebase(c, m, t, repoBasis)],
] as const;

describe.each(ways)('rebaseContent (%s): both sides kept', (_, rebaseContent) => {
  it('a tile moved in the draft and a line of copy changed in the publication', () => {
    const mine = edit(common, (m) => moveTo(homeTiles(m), 'recent-claims', 0));
    const theirs = edit(common, undefined, withCopy(common, 'programs', { tools: { title: 'Member tools' } }));
    const { content, conflicts } = rebaseContent(common, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(tileIds(content)[0]).toBe('recent-claims');
    expect(programsTitle(content)).toBe('Member tools');
  });

  it('the copy changed in the draft and a tile moved in the publication', () => {
    const mine = edit(common, undefined, withCopy(common, 'programs', { tools: { title: 'My tools' } }));
    const theirs = edit(common, (m) => moveTo(homeTiles(m), 'tools', 0));
    const { content, conflicts } = rebaseContent(common, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(tileIds(content)[0]).toBe('tools');
    expect(programsTitle(content)).toBe('My tools');
  });

  it('two theme colours, one on each side', () => {
    const colors = (m: JsonObject) => (m.theme as { colors: Record<string, string> }).colors;
    const mine = edit(common, (m) => (colors(m).primary = '#004d48'));
    const theirs = edit(common, (m) => (colors(m).secondary = '#112233'));
    const { content, conflicts } = rebaseContent(common, mine, theirs);
    expect(conflicts).toEqual([]);
    const merged = colors(resolveContent(repoBasis, content).manifest);
    expect([merged.primary, merged.secondary]).toEqual(['#004d48', '#112233']);
  });

  it("a tile added in the draft lands after the same tile as in the draft, in the publication's new order", () => {
    const mine = edit(common, (m) => homeTiles(m).splice(3, 0, { id: 'new-tile', widget: 'welcome', props: {} }));
    const theirs = edit(common, (m) => moveTo(homeTiles(m), 'programs', 0));
    const { content, conflicts } = rebaseContent(common, mine, theirs);
    expect(conflicts).toEqual([]);
    const ids = tileIds(content);
    expect(ids[0]).toBe('programs');
    expect(ids.indexOf('new-tile')).toBe(ids.indexOf(tileIds(common)[2]!) + 1);
  });

  it('the props of one tile in the draft and of another in the publication', () => {
    const props = (m: JsonObject, id: string) => homeTiles(m).find((t) => t.id === id)!.props as JsonObject;
    const mine = edit(common, (m) => (props(m, 'tools').programIds = [27]));
    const theirs = edit(common, (m) => (props(m, 'welcome').extra = true));
    const { content, conflicts } = rebaseContent(common, mine, theirs);
    expect(conflicts).toEqual([]);
    const resolved = resolveContent(repoBasis, content).manifest;
    expect([props(resolved, 'tools').programIds, props(resolved, 'welcome').extra]).toEqual([[27], true]);
  });

  it('the same change on both sides, and a draft that changed nothing (the publication then)', () => {
    const mine = edit(common, undefined, withCopy(common, 'programs', { tools: { title: 'Same' } }));
    expect(rebaseContent(common, mine, structuredClone(mine))).toEqual({ content: mine, conflicts: [] });
    expect(rebaseContent(common, common, mine)).toEqual({ content: mine, conflicts: [] });
  });

  it('two new lines of copy in one namespace', () => {
    const mine = { ...common, copy: withCopy(common, 'programs', { a: 'A' }) };
    const theirs = { ...common, copy: withCopy(common, 'programs', { b: 'B' }) };
    const { content, conflicts } = rebaseContent(common, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(content.copy.programs).toEqual({ b: 'B', a: 'A' });
  });
});

describe.each(ways)('rebaseContent (%s): the other languages', (_, rebaseContent) => {
  const spanish = (content: BrandContent, footer: JsonObject): BrandContent => ({ ...content, translations: { ...content.translations, es: { ...content.translations?.es, footer } } });
  const base = spanish(common, { copyright: { line1: 'Uno', line2: 'Dos' } });

  it("a Spanish line changed in the draft and another in the publication: both kept, with the English copy's changes", () => {
    const mine = spanish({ ...base, copy: withCopy(base, 'programs', { tools: { title: 'My tools' } }) }, { copyright: { line1: 'Uno nuevo', line2: 'Dos' } });
    const theirs = spanish(base, { copyright: { line1: 'Uno', line2: 'Dos nuevo' } });
    const { content, conflicts } = rebaseContent(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(content.translations?.es?.footer).toEqual({ copyright: { line1: 'Uno nuevo', line2: 'Dos nuevo' } });
    expect(programsTitle(content)).toBe('My tools');
  });

  it('a draft without Spanish over a publication with it keeps the Spanish (nothing is lost by catching up)', () => {
    const { content } = rebaseContent(common, edit(common, (m) => moveTo(homeTiles(m), 'recent-claims', 0)), base);
    expect(content.translations?.es?.footer).toEqual({ copyright: { line1: 'Uno', line2: 'Dos' } });
  });

  it('the same Spanish line changed differently: a conflict naming the language, the draft kept', () => {
    const mine = spanish(base, { copyright: { line1: 'Mío', line2: 'Dos' } });
    const theirs = spanish(base, { copyright: { line1: 'Suyo', line2: 'Dos' } });
    const { content, conflicts } = rebaseContent(base, mine, theirs);
    expect(conflicts).toEqual(['copy footer.copyright.line1 (es): this draft changes it to "Mío", but the publication since changed it to "Suyo" (it was "Uno").']);
    expect(content).toBe(mine);
  });
});

describe.each(ways)('rebaseContent (%s): conflicts', (way, rebaseContent) => {
  it('the same line of copy changed differently: a sentence, and the draft kept as it was', () => {
    const mine = { ...common, copy: withCopy(common, 'programs', { tools: { title: 'Mine' } }) };
    const theirs = { ...common, copy: withCopy(common, 'programs', { tools: { title: 'Theirs' } }) };
    const { content, conflicts } = rebaseContent(common, mine, theirs);
    expect(conflicts).toEqual(['copy programs.tools.title: this draft changes it to "Mine", but the publication since changed it to "Theirs".']);
    expect(content).toBe(mine);
  });

  it('a theme colour changed on both sides', () => {
    const colors = (m: JsonObject) => (m.theme as { colors: Record<string, string> }).colors;
    const { conflicts } = rebaseContent(common, edit(common, (m) => (colors(m).primary = '#000001')), edit(common, (m) => (colors(m).primary = '#000002')));
    expect(conflicts).toEqual(['theme colour primary: this draft changes it to "#000001", but the publication since changed it to "#000002" (it was "#00605a").']);
  });

  it('a tile the draft changed that the publication removed', () => {
    const mine = edit(common, (m) => ((homeTiles(m).find((t) => t.id === 'tools')!.props as JsonObject).programIds = [27]));
    const theirs = edit(common, (m) => homeTiles(m).splice(homeTiles(m).findIndex((t) => t.id === 'tools'), 1));
    const { content, conflicts } = rebaseContent(common, mine, theirs);
    expect(conflicts).toEqual(["tile 'tools': this draft changes it, but the publication since removed it."]);
    expect(content).toBe(mine);
  });

  it('a menu item the draft removed that the publication changed', () => {
    const mine = edit(common, (m) => menu(m, 'account').splice(menu(m, 'account').findIndex((i) => i.id === 'settings'), 1));
    const theirs = edit(common, (m) => (menu(m, 'account').find((i) => i.id === 'settings')!.label = 'menu.other'));
    const { conflicts } = rebaseContent(common, mine, theirs);
    expect(conflicts).toEqual([expect.stringMatching(/^menu item 'settings' of menu 'account': this draft removes it, but the publication since changed it/)]);
  });

  it('a tile both sides moved to different places', () => {
    const mine = edit(common, (m) => moveTo(homeTiles(m), 'recent-claims', 0));
    const theirs = edit(common, (m) => moveTo(homeTiles(m), 'recent-claims', 10));
    const { conflicts } = rebaseContent(common, mine, theirs);
    expect(conflicts.length).toBeGreaterThan(0);
    expect(conflicts.join(' ')).toContain("tile 'recent-claims'");
  });

  it('a tile the draft moved next to a tile the publication removed: a conflict with the layers, kept with the basis', () => {
    const mine = edit(common, (m) => moveTo(homeTiles(m), 'recent-claims', 0));
    const theirs = edit(common, (m) => homeTiles(m).splice(homeTiles(m).findIndex((t) => t.id === 'welcome'), 1));
    const { content, conflicts } = rebaseContent(common, mine, theirs);
    if (way === 'layers') expect(conflicts).toEqual(["tile 'recent-claims': it is placed next to 'welcome', which the publication since removed."]);
    else expect(tileIds(content).slice(0, 2)).toEqual(['recent-claims', tileIds(theirs)[0]]);
    expect(resolveContent(repoBasis, content).problems).toEqual([]);
  });

  it('every conflict is listed, not only the first', () => {
    const mine = { ...common, copy: withCopy(common, 'programs', { tools: { title: 'M' }, x: 'M' }) };
    const theirs = { ...common, copy: withCopy(common, 'programs', { tools: { title: 'T' }, x: 'T' }) };
    expect(rebaseContent(common, mine, theirs).conflicts).toHaveLength(2);
  });
});

describe.each(ways)('rebaseContent (%s): seeded random edits', (_, rebaseContent) => {
  const resolved = (content: BrandContent) => resolveContent(repoBasis, content).manifest;
  it('a draft over an unchanged publication stays itself; a publication over an unchanged draft wins; copy on the other side is kept', () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const mine = edit(common, (m) => {
        const next = mutate(m, seed);
        for (const key of Object.keys(m)) delete m[key];
        Object.assign(m, next);
      });
      const theirsCopy = { ...common, copy: withCopy(common, 'programs', { tools: { title: `Theirs ${seed}` } }) };
      for (const [c, m, t, expected] of [
        [common, mine, common, mine],
        [common, common, mine, mine],
      ] as const) {
        const { content, conflicts } = rebaseContent(c, m, t);
        expect({ seed, conflicts }).toEqual({ seed, conflicts: [] });
        expect({ seed, manifest: resolved(content) }).toEqual({ seed, manifest: resolved(expected) });
      }
      const { content, conflicts } = rebaseContent(common, mine, theirsCopy);
      expect({ seed, conflicts }).toEqual({ seed, conflicts: [] });
      expect({ seed, manifest: resolved(content) }).toEqual({ seed, manifest: resolved(mine) });
      expect(programsTitle(content)).toBe(`Theirs ${seed}`);
    }
  });
});
