import { describe, expect, it } from 'vitest';
import { loadLayeredManifest, loadManifest, type ManifestKind, type ManifestLayer } from './load';
import type { Problem } from './problems';

/* A tiny kind of manifest: the engine loads any kind the product describes. */
type Doc = { schemaVersion: number; name: string; items: { id: string; label: string }[] };
const kind: ManifestKind<Doc> = {
  currentVersion: 2,
  migrate: (raw, to) => ({ ...(raw as object), schemaVersion: to }),
  validate: (value): Problem[] => {
    const doc = value as Partial<Doc> & Record<string, unknown>;
    const problems: Problem[] = [];
    if (typeof doc.name !== 'string') problems.push({ severity: 'error', pointer: '/name', message: '"name" is missing.' });
    doc.items?.forEach((item, i) => {
      if (typeof item.label !== 'string') problems.push({ severity: 'error', pointer: `/items/${i}/label`, message: '"label" is missing.' });
    });
    return problems;
  },
  check: (doc) => (doc.items.length === 0 ? [{ severity: 'warning', pointer: '/items', message: 'No items.' }] : []),
};

const base: ManifestLayer = { file: 'base.json', raw: { schemaVersion: 2, name: 'Base', items: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }] } };
const layers = (...list: ManifestLayer[]) => (name: string) => list.find((l) => l.file === `${name}.json`);

describe('loadManifest (engine)', () => {
  it('checks the version, migrates, validates and checks', () => {
    expect(loadManifest(kind, { schemaVersion: 1, name: 'x', items: [] })).toEqual({
      ok: true,
      manifest: { schemaVersion: 2, name: 'x', items: [] },
      warnings: [{ severity: 'warning', pointer: '/items', message: 'No items.' }],
    });
    expect(loadManifest(kind, { schemaVersion: 3 })).toMatchObject({ ok: false, problems: [{ pointer: '/schemaVersion' }] });
  });
});

describe('loadLayeredManifest', () => {
  it('lays a brand file over the base it extends, then loads the whole', () => {
    const brand = { file: 'brand.json', raw: { schemaVersion: 2, extends: 'base', name: 'Brand', items: [{ id: 'b', $remove: true }, { id: 'c', label: 'C', $before: 'a' }] } };
    const result = loadLayeredManifest(kind, brand, layers(base));
    expect(result).toEqual({ ok: true, manifest: { schemaVersion: 2, name: 'Brand', items: [{ id: 'c', label: 'C' }, { id: 'a', label: 'A' }] }, warnings: [] });
  });

  it('names the file and the pointer in that file of a problem of the whole', () => {
    const brand = { file: 'brand.json', raw: { schemaVersion: 2, extends: 'base', items: [{ id: 'n', $after: 'a' }] } };
    const broken = { file: 'base.json', raw: { schemaVersion: 2, name: 'Base', items: [{ id: 'a' }, { id: 'b', label: 'B' }] } };
    const result = loadLayeredManifest(kind, brand, layers(broken));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual([
      { severity: 'error', file: 'base.json', pointer: '/items/0/label', message: '"label" is missing.' },
      { severity: 'error', file: 'brand.json', pointer: '/items/0/label', message: '"label" is missing.' },
    ]);
  });

  it('refuses an unknown base, a loop, a newer layer and a bad overlay, naming the file', () => {
    const to = (name: string, file = 'brand.json') => ({ file, raw: { schemaVersion: 2, extends: name, name: 'x' } });
    const first = (result: ReturnType<typeof loadLayeredManifest>) => (!result.ok ? result.problems[0] : null);
    expect(first(loadLayeredManifest(kind, to('nope'), layers(base)))).toMatchObject({ file: 'brand.json', pointer: '/extends', message: 'There is no manifest "nope" to extend.' });
    expect(first(loadLayeredManifest(kind, to('loop', 'brand.json'), layers(to('brand', 'loop.json'), to('loop', 'brand.json'))))).toMatchObject({
      pointer: '/extends',
      message: expect.stringContaining('a loop'),
    });
    expect(first(loadLayeredManifest(kind, { file: 'brand.json', raw: { schemaVersion: 2, extends: 'base' } }, layers({ ...base, raw: { schemaVersion: 9 } })))).toMatchObject({
      file: 'base.json',
      pointer: '/schemaVersion',
    });
    const badOverlay = { file: 'brand.json', raw: { schemaVersion: 2, extends: 'base', items: [{ id: 'zz', $remove: true }] } };
    expect(first(loadLayeredManifest(kind, badOverlay, layers(base)))).toMatchObject({ file: 'brand.json', pointer: '/items/0/id' });
  });

  it('never changes the layers', () => {
    const brand = { file: 'brand.json', raw: { schemaVersion: 2, extends: 'base', items: [{ id: 'a', label: 'Z' }] } };
    const before = structuredClone([brand, base]);
    loadLayeredManifest(kind, brand, layers(base));
    expect([brand, base]).toEqual(before);
  });
});

describe('loading hostile input', () => {
  it('refuses a layer nested too deeply before anything recurses over it', () => {
    const deep = JSON.parse(`${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`) as unknown;
    const brand = { file: 'brand.json', raw: { schemaVersion: 2, extends: 'base', name: 'Brand', deep } };
    const result = loadLayeredManifest(kind, brand, layers(base));
    expect(result).toMatchObject({ ok: false, problems: [{ file: 'brand.json', pointer: `/deep${'/a'.repeat(63)}` }] });
    expect(loadManifest(kind, { schemaVersion: 2, deep })).toMatchObject({ ok: false, problems: [{ pointer: `/deep${'/a'.repeat(63)}` }] });
  });

  it('names an "extends" that is not text without throwing', () => {
    const brand = { file: 'brand.json', raw: { schemaVersion: 2, extends: { toString: 1 } } };
    expect(loadLayeredManifest(kind, brand, layers(base))).toEqual({
      ok: false,
      problems: [{ severity: 'error', file: 'brand.json', pointer: '/extends', message: 'There is no manifest {"toString":1} to extend.' }],
    });
  });
});
