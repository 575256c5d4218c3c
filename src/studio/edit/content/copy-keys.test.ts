import { describe, expect, it } from 'vitest';
import { brandManifest } from '../../../../test/brand-fixtures';
import type { JsonObject, Problem } from '../../../manifest/edit/content-types';
import {
  copyRows,
  droppedInterpolations,
  fileProblems,
  filterRows,
  flattenNamespaces,
  interpolations,
  keyToPointer,
  pointerToKey,
  setOverride,
  type CopyRow,
} from './copy-keys';

const defaults: Record<string, JsonObject> = {
  home: { $schema: 'x', title: 'Welcome, {{firstName}}', tools: { title: 'Tools', intro: 'Find care' } },
  menu: { home: 'Home', claims: 'Claims' },
};
const menuWith = (labels: string[]): JsonObject => ({
  menus: { primary: labels.map((label, i) => ({ id: `item-${i}`, label, to: '/home' })) },
});
const rowsOf = (overrides: Record<string, JsonObject>, resolved: JsonObject = {}, problems: Problem[] = []) =>
  copyRows({ brand: 'partner', defaults, overrides, resolved, problems });
const byKey = (rows: CopyRow[], key: string) => rows.find((r) => r.key === key);

describe('flattenNamespaces', () => {
  it('gives every text leaf a dotted key led by its namespace, without $schema', () => {
    expect([...flattenNamespaces(defaults)]).toEqual([
      ['home.title', 'Welcome, {{firstName}}'],
      ['home.tools.title', 'Tools'],
      ['home.tools.intro', 'Find care'],
      ['menu.home', 'Home'],
      ['menu.claims', 'Claims'],
    ]);
  });
});

describe('interpolations', () => {
  it('names each placeholder once, with spaces, formats and unescaped forms', () => {
    expect(interpolations('Hi {{ name }}, {{count, number}} {{- raw}} and {{name}} again')).toEqual(['name', 'count', 'raw']);
    expect(interpolations('No placeholder {single}')).toEqual([]);
  });
  it('tells which of the default’s placeholders an override leaves out', () => {
    expect(droppedInterpolations('Welcome, {{firstName}} {{lastName}}', 'Hello {{lastName}}')).toEqual(['firstName']);
    expect(droppedInterpolations('Welcome, {{firstName}}', 'Hi {{ firstName }}!')).toEqual([]);
  });
});

describe('key ↔ pointer', () => {
  it('maps a key to its override file and pointer, and back', () => {
    expect(keyToPointer('partner', 'footer.copyright.line1')).toEqual({ file: 'content/brands/partner/footer.json', pointer: '/copyright/line1' });
    expect(pointerToKey('partner', 'content/brands/partner/footer.json', '/copyright/line1')).toBe('footer.copyright.line1');
    const odd = keyToPointer('partner', 'home.a~b/c');
    expect(odd.pointer).toBe('/a~0b~1c');
    expect(pointerToKey('partner', odd.file, odd.pointer)).toBe('home.a~b/c');
  });
  it('names no key for another brand’s file, the manifest or content/en', () => {
    expect(pointerToKey('partner', 'content/brands/main/footer.json', '/x')).toBeNull();
    expect(pointerToKey('partner', 'brands/partner.json', '/menus')).toBeNull();
    expect(pointerToKey('partner', 'content/en/footer.json', '/x')).toBeNull();
    expect(pointerToKey('partner', undefined, '/x')).toBeNull();
    expect(pointerToKey('partner', 'content/brands/partner/footer.json', '')).toBe('footer');
  });
});

describe('copyRows', () => {
  it('lists every default key, sorted, with the brand’s override beside it', () => {
    const rows = rowsOf({ home: { tools: { title: 'Your tools' } } });
    expect(rows.map((r) => r.key)).toEqual(['home.title', 'home.tools.intro', 'home.tools.title', 'menu.claims', 'menu.home']);
    expect(byKey(rows, 'home.tools.title')).toMatchObject({ defaultText: 'Tools', override: 'Your tools', flags: [], namespace: 'home' });
    expect(byKey(rows, 'menu.home')).toMatchObject({ defaultText: 'Home', override: undefined, flags: [] });
  });

  it('flags an override of a key content/en does not have as unknown', () => {
    const row = byKey(rowsOf({ home: { tools: { titel: 'Typo' } } }), 'home.tools.titel');
    expect(row).toMatchObject({ defaultText: undefined, override: 'Typo', flags: [{ kind: 'unknown' }] });
  });

  it('flags an override that drops a placeholder of its default', () => {
    expect(byKey(rowsOf({ home: { title: 'Welcome back' } }), 'home.title')!.flags).toEqual([{ kind: 'interpolation', dropped: ['firstName'] }]);
    expect(byKey(rowsOf({ home: { title: 'Hello {{firstName}}' } }), 'home.title')!.flags).toEqual([]);
  });

  it('flags a key the manifest uses with no text, at each place it is used; a default or an override is a text', () => {
    const rows = rowsOf({ menu: { extra: 'Extra' } }, menuWith(['menu.home', 'menu.missing', 'menu.extra', 'menu.missing']));
    expect(byKey(rows, 'menu.missing')).toMatchObject({
      defaultText: undefined,
      override: undefined,
      flags: [{ kind: 'missing', pointers: ['/menus/primary/1/label', '/menus/primary/3/label'] }],
    });
    expect(byKey(rows, 'menu.home')!.flags).toEqual([]);
    // An override of a key content/en lacks is still unknown, even if the manifest uses it: validate says so too.
    expect(byKey(rows, 'menu.extra')!.flags).toEqual([{ kind: 'unknown' }]);
  });

  it('finds the references of a real resolved manifest with the validator’s finder (menus, footer, contact)', () => {
    const rows = rowsOf({}, brandManifest('main') as unknown as JsonObject);
    const missing = rows.filter((r) => r.flags.some((f) => f.kind === 'missing')).map((r) => r.key);
    expect(missing).toContain('menu.benefits');
    expect(missing.some((k) => k.startsWith('footer.'))).toBe(true);
    expect(missing.some((k) => k.startsWith('contact.'))).toBe(true);
    expect(missing).not.toContain('menu.home');
  });

  it('shows a server problem of a copy override file at its key, and whole-file problems apart', () => {
    const atKey: Problem = { severity: 'error', file: 'content/brands/partner/home.json', pointer: '/tools/title', message: 'Too long.' };
    const wholeFile: Problem = { severity: 'error', file: 'content/brands/partner/home.json', pointer: '', message: 'Not JSON.' };
    const manifest: Problem = { severity: 'error', file: 'brands/partner.json', pointer: '/menus', message: 'Other.' };
    const problems = [atKey, wholeFile, manifest];
    const rows = rowsOf({ home: { tools: { title: 'x' } } }, {}, problems);
    expect(byKey(rows, 'home.tools.title')!.flags).toEqual([{ kind: 'problem', problem: atKey }]);
    expect(rows.flatMap((r) => r.flags).filter((f) => f.kind === 'problem')).toHaveLength(1);
    expect(fileProblems('partner', problems)).toEqual([wholeFile]);
  });
});

describe('filterRows', () => {
  const rows = rowsOf({ home: { tools: { title: 'Your TOOLBOX' }, bogus: 'x' } });
  const keys = (query: string, overriddenOnly = false, problemsOnly = false) =>
    filterRows(rows, { query, overriddenOnly, problemsOnly }).map((r) => r.key);
  it('searches keys, defaults and overrides, in any case', () => {
    expect(keys('TOOLS.IN')).toEqual(['home.tools.intro']);
    expect(keys('find care')).toEqual(['home.tools.intro']);
    expect(keys('toolbox')).toEqual(['home.tools.title']);
    expect(keys('  ')).toHaveLength(rows.length);
    expect(keys('nothing like it')).toEqual([]);
  });
  it('narrows to overridden keys and to keys with problems', () => {
    expect(keys('', true)).toEqual(['home.bogus', 'home.tools.title']);
    expect(keys('', false, true)).toEqual(['home.bogus']);
    expect(keys('tool', true, true)).toEqual([]);
  });
});

describe('setOverride', () => {
  it('sets a key in new objects, creating the file with $schema and the groups on the way', () => {
    const before: Record<string, JsonObject> = { footer: { $schema: 's', copyright: { line1: 'A' } } };
    const after = setOverride(before, 'home.tools.title', 'Tools!');
    expect(after.home).toEqual({ $schema: '../../../schemas/content.schema.json', tools: { title: 'Tools!' } });
    expect(after.footer).toBe(before.footer);
    expect(before).toEqual({ footer: { $schema: 's', copyright: { line1: 'A' } } });
    expect(setOverride(before, 'footer.copyright.line2', 'B').footer).toEqual({ $schema: 's', copyright: { line1: 'A', line2: 'B' } });
  });
  it('treats an empty text as no override: removes the key, its empty groups, and a file left with no text', () => {
    const before: Record<string, JsonObject> = { footer: { $schema: 's', copyright: { line1: 'A' }, other: 'B' } };
    expect(setOverride(before, 'footer.copyright.line1', '')).toEqual({ footer: { $schema: 's', other: 'B' } });
    expect(setOverride(setOverride(before, 'footer.copyright.line1', ''), 'footer.other', '')).toEqual({});
    expect(setOverride(before, 'home.title', '')).toEqual(before);
  });
});
