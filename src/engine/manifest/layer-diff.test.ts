import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffLayer } from './layer-diff';
import { mutate, random } from './mutations.fixture';
import { applyOverlay } from './overlay';

type Json = Record<string, unknown>;
const brandsDir = join(__dirname, '../../../brands');
const readJson = (name: string) => JSON.parse(readFileSync(join(brandsDir, name), 'utf8')) as Json;
const base = readJson('base.json');
const brandFiles = readdirSync(brandsDir).filter((f) => f.endsWith('.json') && f !== 'base.json');

/** Round trip: the overlay re-resolves to exactly `target` (key order included), with no problems. */
function roundTrip(from: Json, target: Json) {
  const overlay = diffLayer(from, target);
  const { value, problems } = applyOverlay(from, overlay);
  expect(problems).toEqual([]);
  expect(JSON.stringify(value)).toBe(JSON.stringify(target));
  return overlay;
}
const list = (...ids: string[]) => ids.map((id) => ({ id, label: id.toUpperCase() }));

describe('diffLayer: objects and values', () => {
  it('is empty for equal documents', () => {
    expect(diffLayer(base, structuredClone(base))).toEqual({});
  });

  it('gives changed keys only, recursively, and null for a removed key', () => {
    const overlay = roundTrip(
      { features: { a: true, b: false }, routes: { default: '/home' }, gone: 1 },
      { features: { a: true, b: true }, routes: { default: '/home' } },
    );
    expect(overlay).toEqual({ features: { b: true }, gone: null });
  });

  it('adds a new key whole, after the existing ones', () => {
    expect(roundTrip({ a: 1 }, { a: 1, b: { c: [1, 2] } })).toEqual({ b: { c: [1, 2] } });
  });

  it('replaces lists without ids and values of another type', () => {
    expect(roundTrip({ l: [1, 2, 3], v: 'x', o: { a: 1 } }, { l: [3, 1], v: 2, o: 'now text' })).toEqual({ l: [3, 1], v: 2, o: 'now text' });
  });

  it('keeps "__proto__" an own key', () => {
    const target = JSON.parse('{"a": {"__proto__": {"x": 1}}}') as Json;
    roundTrip({ a: {} }, target);
  });
});

describe('diffLayer: lists by id', () => {
  it('merges a changed element shallowly: the changed field only, given whole', () => {
    const from = { menu: [{ id: 'a', label: 'A', props: { x: 1, y: [1, 2] } }, { id: 'b', label: 'B' }] };
    const target = { menu: [{ id: 'a', label: 'A', props: { x: 1, y: [1] } }, { id: 'b', label: 'B' }] };
    expect(roundTrip(from, target)).toEqual({ menu: [{ id: 'a', props: { x: 1, y: [1] } }] });
  });

  it('replaces an element whole when a field went away', () => {
    const from = { menu: [{ id: 'a', label: 'A', rule: { fact: 'x' } }] };
    expect(roundTrip(from, { menu: [{ id: 'a', label: 'A' }] })).toEqual({ menu: [{ id: 'a', label: 'A', $replace: true }] });
  });

  it('removes an id with $remove', () => {
    expect(roundTrip({ menu: list('a', 'b', 'c') }, { menu: list('a', 'c') })).toEqual({ menu: [{ id: 'b', $remove: true }] });
  });

  it('removes every element when the list is emptied', () => {
    expect(roundTrip({ menu: list('a', 'b') }, { menu: [] })).toEqual({ menu: [{ id: 'a', $remove: true }, { id: 'b', $remove: true }] });
  });

  it('appends a new element at the end with no placement, and places one in the middle', () => {
    expect(roundTrip({ menu: list('a', 'b') }, { menu: list('a', 'b', 'n') })).toEqual({ menu: [{ id: 'n', label: 'N' }] });
    expect(roundTrip({ menu: list('a', 'b') }, { menu: list('a', 'n', 'b') })).toEqual({ menu: [{ id: 'n', label: 'N', $after: 'a' }] });
    expect(roundTrip({ menu: list('a', 'b') }, { menu: list('n', 'a', 'b') })).toEqual({ menu: [{ id: 'n', label: 'N', $before: 'a' }] });
  });

  it('moves a tile from 5 to 2 with one entry', () => {
    const from = { tiles: list('t1', 't2', 't3', 't4', 't5', 't6', 't7') };
    const overlay = roundTrip(from, { tiles: list('t1', 't5', 't2', 't3', 't4', 't6', 't7') });
    expect(overlay).toEqual({ tiles: [{ id: 't5', $after: 't1' }] });
  });

  it('moves the first element to the end, and the last to the top, with one entry each', () => {
    expect(roundTrip({ l: list('a', 'b', 'c', 'd') }, { l: list('b', 'c', 'd', 'a') })).toEqual({ l: [{ id: 'a', $after: 'd' }] });
    expect(roundTrip({ l: list('a', 'b', 'c', 'd') }, { l: list('d', 'a', 'b', 'c') })).toEqual({ l: [{ id: 'd', $before: 'a' }] });
  });

  it('moves and changes an element in one entry', () => {
    const from = { l: list('a', 'b', 'c') };
    const target = { l: [{ id: 'c', label: 'Changed' }, ...list('a', 'b')] };
    expect(roundTrip(from, target)).toEqual({ l: [{ id: 'c', label: 'Changed', $before: 'a' }] });
  });

  it('reverses a list with as few entries as moved elements', () => {
    const overlay = roundTrip({ l: list('a', 'b', 'c', 'd', 'e') }, { l: list('e', 'd', 'c', 'b', 'a') });
    expect((overlay.l as unknown[]).length).toBe(4);
  });

  it('handles a list with no element in common', () => {
    roundTrip({ l: list('a', 'b') }, { l: list('x', 'y', 'z') });
  });
});

describe('diffLayer: the real brands', () => {
  for (const file of brandFiles) {
    it(`${file}: the diff of its resolved manifest re-resolves to the same value`, () => {
      const layer = readJson(file);
      const resolved = applyOverlay(base, layer).value as Json;
      const overlay = roundTrip(base, resolved);
      // Never larger than the hand-written layer.
      expect(JSON.stringify(overlay).length).toBeLessThanOrEqual(JSON.stringify(layer).length);
    });
  }
});

describe('diffLayer: seeded random mutations round-trip', () => {
  const resolved = brandFiles.map((file) => applyOverlay(base, readJson(file)).value as Json);
  it('for 300 mutations of base and of every brand', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const from = seed % 2 === 0 ? base : resolved[seed % resolved.length]!;
      const target = mutate(from, seed);
      const overlay = diffLayer(from, target);
      const { value, problems } = applyOverlay(from, overlay);
      expect({ seed, problems }).toEqual({ seed, problems: [] });
      expect({ seed, value: JSON.stringify(value) }).toEqual({ seed, value: JSON.stringify(target) });
    }
  });

  it('a single move anywhere yields a single entry', () => {
    for (let seed = 1; seed <= 100; seed += 1) {
      const rnd = random(seed);
      const ids = Array.from({ length: 2 + rnd.int(12) }, (_, i) => `e${i}`);
      const from = { l: list(...ids) };
      const moved = [...ids];
      const from_ = rnd.int(ids.length);
      const [id] = moved.splice(from_, 1);
      moved.splice((from_ + 1 + rnd.int(ids.length - 1)) % ids.length, 0, id!); // never back in place
      const overlay = roundTrip(from, { l: list(...moved) });
      expect({ seed, entries: (overlay.l as unknown[]).length }).toEqual({ seed, entries: 1 });
    }
  });
});
