import { describe, expect, it } from 'vitest';
import type { BrandManifest, MenuItem, MenuName, Section } from '../manifest/manifest-types';
import type { NamedRules, Rule } from '../manifest/rule-types';
import { NOT_FOUND_WIDGET } from '../manifest/gates';
import { brandIds, brandManifest } from '../../test/brand-fixtures';
import {
  declaredPageOf,
  entryPath,
  pagesGuardedInCode,
  pagesOfAnEntry,
  pagesOpenBelowTheirEntry,
  pagesReachedBeyondTheirMenu,
  servesSeveralEntries,
} from '../../test/fixtures/menu-pages';
import { pageDeclarations } from './generated/pages';
import { notFoundWidget } from './sections/not-found.widget';

/*
 * Issue 29: a page obeys the rule of its menu entry. For every brand and every menu entry with a rule, the page at
 * its address shows its content under that same named rule and the `notFound` section under its negation, so a
 * member who may not see the entry meets the 404 page by address too. An entry without a rule leads to a page without
 * a `notFound` section. An entry of a submenu carries its parent item's rule too (all: [parent's, its own], named
 * rules combined), and so does its page: a termed member, who has no Benefits item, meets the 404 page at
 * /benefits/programs. Derived from the resolved manifests and the pages' declarations: a new entry's rule without
 * its page's fails here.
 */

const NOT_FOUND = NOT_FOUND_WIDGET;

/**
 * Whether `rule` holds only when `part` does: it is `part`; or an `all` with a member that requires it; or a named
 * rule whose definition requires it (`careResourcesShown` is all of `benefitsAndFindCareShown` and more). A `part`
 * that is an `all` is required when each of its members is.
 */
function requires(rule: Rule | undefined, part: Rule, rules: NamedRules, seen: readonly string[] = []): boolean {
  if (rule === undefined) return false;
  if ('all' in part && part.all.every((member) => requires(rule, member, rules, seen))) return true;
  if (JSON.stringify(rule) === JSON.stringify(part)) return true;
  if ('all' in rule) return rule.all.some((member) => requires(member, part, rules, seen));
  if ('use' in rule && !seen.includes(rule.use)) return requires(rules[rule.use] as Rule | undefined, part, rules, [...seen, rule.use]);
  return false;
}

/** A page's gate is named rules: one `{ use }`, or an `all` of them (an entry's parent's and its own). */
function namedParts(gate: Rule): string[] {
  if ('use' in gate) return [gate.use];
  if ('all' in gate && gate.all.every((part) => 'use' in part)) return gate.all.map((part) => (part as { use: string }).use);
  throw new Error(`a page's gate is not named rules: ${JSON.stringify(gate)}`);
}

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

/** The rules of the items that open a menu as their submenu (the primary menu's Benefits item opens `benefits`). */
const parentRules = (manifest: BrandManifest, menu: MenuName): Rule[] =>
  Object.values(manifest.menus)
    .flat()
    .filter((item): item is MenuItem & { rule: Rule } => item?.submenu === menu && item.rule !== undefined)
    .map((item) => item.rule);

const entries = brandIds.flatMap((brand) => entriesOf(brand, brandManifest(brand)));
const name = ({ brand, menu, item }: Entry) => `${brand} ${menu}.${item.id} → ${item.to}`;

describe('every menu entry and its page', () => {
  it('finds entries in every brand', () => {
    expect(new Set(entries.map((e) => e.brand))).toEqual(new Set(brandIds));
  });

  it('names the app\'s notFound widget', () => {
    expect(notFoundWidget.name).toBe(NOT_FOUND);
  });

  it.each(entries.map((entry) => [name(entry), entry] as const))('%s', (_, { brand, menu, item }) => {
    const manifest = brandManifest(brand);
    const parents = parentRules(manifest, menu);
    // An entry of a submenu shows only where its parent item does (the site map lists submenus on their own).
    for (const parent of parents) expect(requires(item.rule, parent, manifest.rules), `${item.id} carries its parent's rule ${JSON.stringify(parent)}`).toBe(true);
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
    const sections = manifest.pages[declared!.page as keyof typeof manifest.pages].sections;
    const gate = pageGate(sections);

    if (!item.rule) {
      expect(gate, `${path}: an entry every member sees leads to a page every member sees`).toBeNull();
      return;
    }
    expect(gate, `${path}: a notFound section under the negation of the entry's rule`).not.toBeNull();
    // Rules named once in the manifest's rules (combined with `all`), used by the entry and the page.
    for (const part of namedParts(gate!)) expect(manifest.rules).toHaveProperty(part);
    // The page carries the entry's parent's rule too: it is no more open than the menu that leads there.
    for (const parent of parents) expect(requires(gate!, parent, manifest.rules), `${path}: the page's gate carries ${JSON.stringify(parent)}`).toBe(true);
    for (const section of sections.filter((s) => s.widget !== NOT_FOUND)) {
      expect(requires(section.rule, gate!, manifest.rules), `${path}: section ${section.id} shows only under ${JSON.stringify(gate)}`).toBe(true);
    }

    if (servesSeveralEntries(path) || path in pagesReachedBeyondTheirMenu) {
      expect(requires(item.rule, gate!, manifest.rules), `${path}: the entry's rule names the page's`).toBe(true);
    } else {
      expect(item.rule, `${path}: the entry's rule is the page's`).toEqual(gate);
    }
  });

  // A page below an entry's (a claim below /claims, an EOB below /eobs) or belonging to it (a plan year's benefits,
  // from /benefits' plan history) is gated like the entry's page, or more narrowly.
  const pagesBelow = brandIds.flatMap((brand) => {
    const manifest = brandManifest(brand);
    const entryPages = entries
      .filter((entry) => entry.brand === brand && !(entryPath(entry.item.to) in pagesGuardedInCode))
      .map((entry) => ({ path: entryPath(entry.item.to), page: declaredPageOf(entryPath(entry.item.to))?.page as string | undefined }))
      .filter((entry): entry is { path: string; page: string } => entry.page !== undefined);
    return pageDeclarations.flatMap((declared) => {
      const owner =
        pagesOfAnEntry[declared.path] ??
        entryPages
          .filter((entry) => `/${declared.path}`.startsWith(`${entry.path}/`) && declaredPageOf(entry.path)?.path !== declared.path)
          .sort((a, b) => b.path.length - a.path.length)[0]?.path;
      if (owner === undefined || declared.page === undefined) return [];
      return [{ brand, manifest, path: declared.path, page: declared.page, owner }];
    });
  });

  it.each(pagesBelow.map((below) => [`${below.brand} ${below.path} (below ${below.owner})`, below] as const))('%s', (_, below) => {
    const { manifest } = below;
    const pageOf = (id: string) => manifest.pages[id as keyof typeof manifest.pages].sections;
    const ownerGate = pageGate(pageOf(declaredPageOf(below.owner)!.page!));
    if (ownerGate === null) return;
    if (below.path in pagesOpenBelowTheirEntry) {
      expect(pageGate(pageOf(below.page)), `${below.path} is open to every member`).toBeNull();
      return;
    }
    const gate = pageGate(pageOf(below.page));
    expect(gate, `${below.path}: a notFound section`).not.toBeNull();
    for (const part of namedParts(gate!)) expect(manifest.rules).toHaveProperty(part);
    expect(requires(gate!, ownerGate, manifest.rules), `${below.path}: gated like ${below.owner} (${JSON.stringify(ownerGate)})`).toBe(true);
  });

  it('finds the pages below an entry: claim details, EOB details, a plan year\'s benefits', () => {
    const paths = new Set(pagesBelow.map((below) => below.path));
    for (const path of ['claims/:claimtype/:claimId/:memberSuffix', 'eobs/:documentId', 'history/:effectiveTime/benefits/:category', 'benefits/:category']) {
      expect(paths).toContain(path);
    }
  });

  it('has no exception for an address no entry leads to', () => {
    const paths = new Set(entries.map((e) => entryPath(e.item.to)));
    for (const path of [...Object.keys(pagesReachedBeyondTheirMenu), ...Object.keys(pagesGuardedInCode)]) expect(paths).toContain(path);
  });
});
