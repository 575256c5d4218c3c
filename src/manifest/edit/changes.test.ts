import { describe, expect, it } from 'vitest';
import { jsonEqual } from '../../engine/manifest/layer-diff';
import { mutate } from '../../engine/manifest/mutations.fixture';
import { homeTiles, repoBasis, repoContent } from './basis.fixture';
import { describeChanges, describeCopyChanges, describeManifestChanges } from './changes';
import type { BrandContent, JsonObject } from './content-types';
import { layerFor } from './layer';
import { resolveContent } from './resolve';

const partner = repoContent('partner');
const resolved = () => structuredClone(resolveContent(repoBasis, partner).manifest);
/** The content an editor makes by editing partner's resolved manifest (as the editor shell stores it). */
const edit = (change: (manifest: JsonObject) => void, copy = partner.copy): BrandContent => {
  const manifest = resolved();
  change(manifest);
  return { manifest: layerFor(repoBasis.base, manifest, partner.manifest), copy };
};
const texts = (after: BrandContent) => describeChanges(repoBasis, partner, after).map((l) => l.text);
type Obj = Record<string, unknown> & { id: string };
const list = (manifest: JsonObject, ...path: string[]) => path.reduce<unknown>((at, key) => (at as JsonObject)[key], manifest) as Obj[];
const moveTo = (items: Obj[], id: string, to: number) => items.splice(to, 0, ...items.splice(items.findIndex((e) => e.id === id), 1));

describe('describeChanges: tiles and sections', () => {
  it('says nothing for no change', () => {
    expect(describeChanges(repoBasis, partner, structuredClone(partner))).toEqual([]);
  });

  it('reads a tile moved to the top as one move, with 1-based positions, and nothing for the tiles it shifted', () => {
    const lines = describeChanges(repoBasis, partner, edit((m) => moveTo(homeTiles(m), 'recent-claims', 0)));
    expect(lines).toEqual([{ kind: 'moved', path: '/pages/home/sections/recent-claims', text: "tile 'recent-claims' moved from 8 to 1" }]);
  });

  it('reads a tile moved from 5 to 2', () => {
    expect(texts(edit((m) => moveTo(homeTiles(m), homeTiles(m)[4]!.id, 1)))).toEqual([`tile '${homeTiles(resolved())[4]!.id}' moved from 5 to 2`]);
  });

  it('two tiles moved: two lines, one each', () => {
    const lines = texts(
      edit((m) => {
        moveTo(homeTiles(m), 'recent-claims', 0);
        moveTo(homeTiles(m), 'welcome', homeTiles(m).length - 1);
      }),
    );
    expect(lines).toEqual(["tile 'recent-claims' moved from 8 to 1", "tile 'welcome' moved from 1 to 11"]);
  });

  it("words a tile's props change with the values", () => {
    expect(texts(edit((m) => (homeTiles(m).find((t) => t.id === 'tools')!.props as JsonObject).programIds = [27]))).toEqual([
      "tile 'tools': props.programIds changed from [27, 33, 92, 93] to [27]",
    ]);
  });

  it('a tile added, removed, and its rule changed', () => {
    const lines = texts(
      edit((m) => {
        const tiles = homeTiles(m);
        tiles.splice(tiles.findIndex((t) => t.id === 'ebill-alert'), 1);
        tiles.splice(2, 0, { id: 'my-new-tile', widget: 'welcome', props: {} });
        tiles.find((t) => t.id === 'welcome')!.rule = { fact: 'member.isTermed', is: false };
      }),
    );
    expect(lines).toEqual([
      "tile 'ebill-alert' removed",
      'tile \'welcome\': rule added: {"fact":"member.isTermed","is":false}',
      "tile 'my-new-tile' added at 3",
    ]);
  });

  it('sections of another page: added, removed, moved', () => {
    const lines = texts(
      edit((m) => {
        const sections = list(m, 'pages', 'plan-benefits', 'sections');
        moveTo(sections, 'plan-management', 0);
        list(m, 'pages', 'help-center', 'sections').pop();
        list(m, 'pages', 'referrals', 'sections').push({ id: 'extra', widget: 'welcome' });
      }),
    );
    // Two sections swapped: one of them moved (either reading is right).
    expect(lines.filter((l) => l.includes("of page 'plan-benefits'"))).toEqual([expect.stringMatching(/^section '(plans' of page 'plan-benefits' moved from 1 to 2|plan-management' of page 'plan-benefits' moved from 2 to 1)$/)]);
    expect(lines.some((l) => /^section '.+' of page 'help-center' removed$/.test(l))).toBe(true);
    expect(lines).toContain("section 'extra' of page 'referrals' added at 3");
  });
});

describe('describeChanges: menus, alerts, footer, contact, theme, anything else', () => {
  it('menu items: moved, changed, removed', () => {
    const lines = texts(
      edit((m) => {
        const account = list(m, 'menus', 'account');
        moveTo(account, 'ebill', 0);
        account.find((i) => i.id === 'settings')!.label = 'menu.account.preferences';
        account.splice(account.findIndex((i) => i.id === 'logout'), 1);
      }),
    );
    expect(lines).toEqual([
      "menu item 'logout' of menu 'account' removed",
      "menu item 'ebill' of menu 'account' moved from 5 to 1",
      expect.stringMatching(/^menu item 'settings' of menu 'account': label changed from ".+" to "menu.account.preferences"$/),
    ]);
  });

  it('an alert, a footer link, a contact department', () => {
    const lines = texts(
      edit((m) => {
        list(m, 'alerts')[0]!.canDismiss = true;
        list(m, 'footer', 'policyLinks').find((l) => l.id === 'terms')!.href = 'https://example.org/terms';
        list(m, 'contact', 'departments').find((d) => d.id === 'customer-service')!.phone = '800-555-0199';
      }),
    );
    expect(lines).toEqual([
      'footer link \'terms\': href changed from "https://www.harborpartnerplan.example/terms-of-use" to "https://example.org/terms"',
      "alert 'not-enrolled': canDismiss changed from false to true",
      'contact department \'customer-service\': phone changed from "800-555-0141" to "800-555-0199"',
    ]);
  });

  it('a theme colour', () => {
    expect(texts(edit((m) => ((m.theme as JsonObject).colors as JsonObject).primary = '#004d48'))).toEqual([
      'theme colour primary changed from "#00605a" to "#004d48"',
    ]);
  });

  it('anything else by its pointer: changed, added, removed', () => {
    const lines = describeChanges(
      repoBasis,
      partner,
      edit((m) => {
        (m.features as JsonObject).programs = true;
        (m.routes as JsonObject).extra = '/claims';
        delete (m.theme as JsonObject).radii;
      }),
    );
    expect(lines.map((l) => [l.kind, l.path, l.text])).toEqual([
      ['changed', '/features/programs', '/features/programs changed from false to true'],
      ['added', '/routes/extra', '/routes/extra added: "/claims"'],
      ['removed', '/theme/radii', '/theme/radii removed (was {"small":2,"medium":4,"large":8})'],
    ]);
  });

  it('shortens long values', () => {
    const long = 'x'.repeat(500);
    const [line] = describeManifestChanges({ a: 'short' }, { a: long });
    expect(line!.text.length).toBeLessThan(120);
    expect(line!.text).toContain('…');
  });

  it('a nested id list inside an element names the element', () => {
    const before = { pages: { p: { sections: [{ id: 's', props: { links: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] } }] } } };
    const after = { pages: { p: { sections: [{ id: 's', props: { links: [{ id: 'b' }, { id: 'c' }, { id: 'a', href: 'x' }] } }] } } };
    expect(describeManifestChanges(before, after).map((l) => l.text)).toEqual([
      "section 's' of page 'p': props.links 'a' moved from 1 to 3",
      'section \'s\' of page \'p\': props.links \'a\': href added: "x"',
    ]);
  });
});

describe('describeChanges: copy', () => {
  it('a line of copy changed, after the manifest lines', () => {
    const after = edit((m) => moveTo(homeTiles(m), 'recent-claims', 0), { ...partner.copy, programs: { tools: { title: 'Member tools' } } });
    const lines = describeChanges(repoBasis, partner, after);
    expect(lines.map((l) => l.text)).toEqual(["tile 'recent-claims' moved from 8 to 1", 'copy programs.tools.title changed from "Tools" to "Member tools"']);
    expect(lines[1]!.path).toBe('copy:programs.tools.title');
  });

  it('an override removed reads as the default again; a key only the brand has, added and removed', () => {
    const withOverride: BrandContent = { ...partner, copy: { ...partner.copy, programs: { tools: { title: 'Member tools' }, only: { here: 'Brand line' } } } };
    expect(describeChanges(repoBasis, withOverride, partner).map((l) => l.text)).toEqual([
      'copy programs.tools.title changed from "Member tools" to "Tools" (the English default again)',
      'copy programs.only.here removed (was "Brand line")',
    ]);
    expect(describeChanges(repoBasis, partner, withOverride).map((l) => [l.kind, l.text])).toEqual([
      ['changed', 'copy programs.tools.title changed from "Tools" to "Member tools"'],
      ['added', 'copy programs.only.here added: "Brand line"'],
    ]);
  });

  it('an override equal to the default changes nothing a member sees', () => {
    expect(describeChanges(repoBasis, partner, { ...partner, copy: { ...partner.copy, programs: { tools: { title: 'Tools' } } } })).toEqual([]);
  });

  it("the other languages' overrides: each line names its language; one taken away is that language's default again", () => {
    const spanish = (footer: JsonObject): BrandContent => ({ ...partner, translations: { es: { footer } } });
    const before = spanish({ copyright: { line1: 'Harbor, todos los derechos reservados.' }, gone: 'Antes' });
    const after = spanish({ copyright: { line1: 'Harbor, derechos reservados.' }, added: 'Nuevo' });
    const lines = describeChanges(repoBasis, before, after);
    expect(lines.map((l) => [l.kind, l.path, l.text])).toEqual([
      ['changed', 'copy:es:footer.copyright.line1', 'copy footer.copyright.line1 (es) changed from "Harbor, todos los derechos reservados." to "Harbor, derechos reservados."'],
      ['removed', 'copy:es:footer.gone', 'copy footer.gone (es) is the default again (was "Antes")'],
      ['added', 'copy:es:footer.added', 'copy footer.added (es) added: "Nuevo"'],
    ]);
    expect(describeChanges(repoBasis, after, after)).toEqual([]);
  });

  it('without the overrides, no line claims a default', () => {
    expect(describeCopyChanges({ a: { k: 'A' } }, { a: { k: 'B' } }).map((l) => l.text)).toEqual(['copy a.k changed from "A" to "B"']);
  });

  it('ignores $schema', () => {
    expect(describeCopyChanges({ a: { $schema: 'x', k: 'v' } }, { a: { $schema: 'y', k: 'v' } })).toEqual([]);
  });
});

describe('describeChanges: seeded random edits', () => {
  it('says something exactly when what members see changed, each line with its place', () => {
    for (let seed = 1; seed <= 80; seed += 1) {
      const edited = mutate(resolved(), seed);
      const after: BrandContent = { manifest: layerFor(repoBasis.base, edited, partner.manifest), copy: partner.copy };
      const lines = describeChanges(repoBasis, partner, after);
      const changedForMembers = !jsonEqual(resolveContent(repoBasis, after).manifest, resolveContent(repoBasis, partner).manifest);
      expect({ seed, said: lines.length > 0 }).toEqual({ seed, said: changedForMembers });
      for (const line of lines) {
        expect(line.path).toMatch(/^\//);
        expect(line.text.length).toBeGreaterThan(0);
        expect(line.text.length).toBeLessThan(300);
      }
    }
  });
});

describe('describeChanges: long values and hostile keys', () => {
  const injection = 'Arial} body::before{content:"call 1-900"} nav{display:none} h1{';
  const withFont = (body: string) => edit((m) => (((m.theme as JsonObject).fonts as JsonObject).body = body));

  it('shows the smuggled CSS of a theme font against "Arial"', () => {
    const [line] = describeChanges(repoBasis, withFont('Arial'), withFont(injection));
    expect(line?.text).toContain('changed from "Arial" to "Arial} body::before{content:"call 1-900"} nav{display:none}');
  });

  it('two long values that share a long start: an excerpt of each around the first difference', () => {
    const start = '"Source Sans 3", "Helvetica Neue", Helvetica, "Segoe UI", Roboto, Noto Sans, ';
    const [line] = describeChanges(repoBasis, withFont(`${start}Arial, sans-serif`), withFont(`${start}${injection}`));
    const [, was, now] = /changed from (".*") to (".*")$/.exec(line!.text) ?? [];
    expect(was).not.toEqual(now);
    expect(was).toMatch(/^"…/);
    expect(now).toMatch(/^"…/);
    expect(was).toContain('Arial, sans-serif');
    expect(now).toContain('Arial} body::before{content:"call 1-900"}');
    expect(now).toMatch(/…"$/);
  });

  it('a copy namespace or key named like a prototype property is a key like any other', () => {
    for (const name of ['constructor', 'toString', 'valueOf', 'hasOwnProperty']) {
      const namespace = describeChanges(repoBasis, partner, { ...partner, copy: { ...partner.copy, [name]: { title: 'x' } } });
      expect(namespace.map((l) => l.text)).toEqual([`copy ${name}.title added: "x"`]);
      const key = describeChanges(repoBasis, partner, { ...partner, copy: { ...partner.copy, footer: { ...partner.copy.footer, [name]: 'y' } } });
      expect(key.map((l) => l.text)).toEqual([`copy footer.${name} added: "y"`]);
      const tile = edit((m) => (homeTiles(m).find((t) => t.id === 'tools')!.props as JsonObject)[name] = 1);
      expect(() => texts(tile)).not.toThrow();
    }
  });
});
