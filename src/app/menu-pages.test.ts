import { describe, expect, it } from 'vitest';
import type { BrandManifest, MenuItem, MenuName, Section } from '../manifest/manifest-types';
import type { Rule } from '../manifest/rule-types';
import { brandIds, brandManifest } from '../../test/brand-fixtures';
import { declaredPageOf, entryPath, pagesGuardedInCode, pagesReachedBeyondTheirMenu, servesSeveralEntries } from '../../test/fixtures/menu-pages';

/*
 * Issue 29: a page obeys the rule of its menu entry. For every brand and every menu entry with a rule, the page at
 * its address shows its content under that same named rule and the `notFound` section under its negation, so a
 * member who may not see the entry meets the 404 page by address too. An entry without a rule leads to a page without
 * a `notFound` section. Derived from the resolved manifests and the pages' declarations: a new entry's rule without
 * its page's fails here.
 */

const NOT_FOUND = 'notFound';

/** Whether `rule` holds only when `part` does: it is `part`, or an `all` with `part` among its members. */
const requires = (rule: Rule | undefined, part: Rule): boolean =>
  rule !== undefined && (JSON.stringify(rule) === JSON.stringify(part) || ('all' in rule && rule.all.some((r) => requires(r, part))));

/** The rule a page's content shows under: the negation in its `notFound` section (none: the page is everyone's). */
function pageGate(sections: readonly Section[]): Rule | null {
  const notFound = sections.filter((section) => section.widget === NOT_FOUND);
  if (notFound.length === 0) return null;
  expect(notFound, 'one notFound section').toHaveLength(1);
  const rule = notFound[0]!.rule;
  if (!rule || !('not' in rule)) throw new Error(`the notFound section's rule is not a negation: ${JSON.stringify(rule)}`);
  return rule.not;
}

interface Entry {
  brand: string;
  menu: MenuName;
  item: MenuItem & { to: string };
}

function entriesOf(brand: string, manifest: BrandManifest): Entry[] {
  return (Object.entries(manifest.menus) as [MenuName, MenuItem[]][]).flatMap(([menu, items]) =>
    items.filter((item): item is MenuItem & { to: string } => item.to !== undefined).map((item) => ({ brand, menu, item })),
  );
}

const entries = brandIds.flatMap((brand) => entriesOf(brand, brandManifest(brand)));
const name = ({ brand, menu, item }: Entry) => `${brand} ${menu}.${item.id} → ${item.to}`;

describe('every menu entry and its page', () => {
  it('finds entries in every brand', () => {
    expect(new Set(entries.map((e) => e.brand))).toEqual(new Set(brandIds));
  });

  it.each(entries.map((entry) => [name(entry), entry] as const))('%s', (_, { brand, item }) => {
    const path = entryPath(item.to);
    const declared = declaredPageOf(path);
    expect(declared, `a page is declared at ${path}`).toBeDefined();
    if (path in pagesGuardedInCode) {
      expect(declared!.access).toBe('staff');
      return;
    }
    // A page of its own component (/login, /home) shows what it shows to every member the entry is for.
    if (!item.rule && declared!.component) return;
    expect(declared!.page, `${path} is a manifest page`).toBeDefined();
    const manifest = brandManifest(brand);
    const sections = manifest.pages[declared!.page as keyof typeof manifest.pages].sections;
    const gate = pageGate(sections);

    if (!item.rule) {
      expect(gate, `${path}: an entry every member sees leads to a page every member sees`).toBeNull();
      return;
    }
    expect(gate, `${path}: a notFound section under the negation of the entry's rule`).not.toBeNull();
    // One rule, named once in the manifest's rules, used by the entry and the page.
    expect(Object.keys(gate!)).toEqual(['use']);
    expect(manifest.rules).toHaveProperty((gate as { use: string }).use);
    for (const section of sections.filter((s) => s.widget !== NOT_FOUND)) {
      expect(requires(section.rule, gate!), `${path}: section ${section.id} shows only under ${JSON.stringify(gate)}`).toBe(true);
    }

    if (servesSeveralEntries(path) || path in pagesReachedBeyondTheirMenu) {
      expect(requires(item.rule, gate!), `${path}: the entry's rule names the page's`).toBe(true);
    } else {
      expect(item.rule, `${path}: the entry's rule is the page's`).toEqual(gate);
    }
  });

  it('has no exception for an address no entry leads to', () => {
    const paths = new Set(entries.map((e) => entryPath(e.item.to)));
    for (const path of [...Object.keys(pagesReachedBeyondTheirMenu), ...Object.keys(pagesGuardedInCode)]) expect(paths).toContain(path);
  });
});
