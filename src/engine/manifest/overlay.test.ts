import { describe, expect, it } from 'vitest';
import { applyOverlay } from './overlay';

const menu = [
  { id: 'a', label: 'A', rule: { fact: 'x' } },
  { id: 'b', label: 'B' },
  { id: 'c', label: 'C' },
];
const ids = (value: unknown) => (value as { id: string }[]).map((e) => e.id);

describe('applyOverlay', () => {
  it('merges objects key by key and removes a key set to null', () => {
    const { value, problems } = applyOverlay(
      { features: { x: true, y: false }, footer: { seal: 's', links: 1 } },
      { features: { y: true }, footer: { seal: null } },
    );
    expect(value).toEqual({ features: { x: true, y: true }, footer: { links: 1 } });
    expect(problems).toEqual([]);
  });

  it('overrides the named fields of an element by id, each field replacing the base one', () => {
    const { value } = applyOverlay({ menu }, { menu: [{ id: 'a', rule: { fact: 'y', is: false } }] });
    expect((value as { menu: unknown[] }).menu[0]).toEqual({ id: 'a', label: 'A', rule: { fact: 'y', is: false } });
  });

  it('replaces an element whole with $replace', () => {
    const { value } = applyOverlay({ menu }, { menu: [{ id: 'a', $replace: true, label: 'Z' }] });
    expect((value as { menu: unknown[] }).menu[0]).toEqual({ id: 'a', label: 'Z' });
  });

  it('removes, inserts before and after, appends, and reorders by id', () => {
    const apply = (overlay: unknown[]) => ids((applyOverlay({ menu }, { menu: overlay }).value as { menu: unknown }).menu);
    expect(apply([{ id: 'b', $remove: true }])).toEqual(['a', 'c']);
    expect(apply([{ id: 'n', label: 'N', $before: 'b' }])).toEqual(['a', 'n', 'b', 'c']);
    expect(apply([{ id: 'n', label: 'N', $after: 'c' }])).toEqual(['a', 'b', 'c', 'n']);
    expect(apply([{ id: 'n', label: 'N' }])).toEqual(['a', 'b', 'c', 'n']);
    expect(apply([{ id: 'c', $before: 'a' }, { id: 'a', $after: 'b' }])).toEqual(['c', 'b', 'a']);
  });

  it('replaces lists without ids and plain values', () => {
    const { value } = applyOverlay({ siteMap: ['a', 'b'], name: 'x' }, { siteMap: ['c'], name: 'y' });
    expect(value).toEqual({ siteMap: ['c'], name: 'y' });
  });

  it('points into the overlay when an id is unknown, and keeps the rest', () => {
    const { value, problems } = applyOverlay({ menus: { account: menu } }, { menus: { account: [{ id: 'q', $remove: true }, { id: 'n', label: 'N', $after: 'zz' }] } });
    expect(problems).toEqual([
      expect.objectContaining({ severity: 'error', pointer: '/menus/account/0/id', message: 'There is no "q" to remove here.', hint: 'The ids here are: a, b, c.' }),
      expect.objectContaining({ severity: 'error', pointer: '/menus/account/1/$after', message: 'There is no "zz" to place "n" after.' }),
    ]);
    expect(ids((value as { menus: { account: unknown } }).menus.account)).toEqual(['a', 'b', 'c', 'n']);
  });

  it('asks for an id in a list merged by id', () => {
    const { problems } = applyOverlay({ menu }, { menu: [{ label: 'no id' }] });
    expect(problems).toEqual([expect.objectContaining({ pointer: '/menu/0', message: expect.stringContaining('needs an "id"') })]);
  });

  it('never changes its arguments', () => {
    const base = { menu: structuredClone(menu), f: { x: 1 } };
    const overlay = { menu: [{ id: 'a', label: 'Q', $after: 'c' }], f: { x: 2 } };
    const before = structuredClone([base, overlay]);
    applyOverlay(base, overlay);
    expect([base, overlay]).toEqual(before);
  });
});

describe('applyOverlay on hostile input', () => {
  it('names a $before or $after that is not text without throwing', () => {
    const { problems } = applyOverlay({ menu }, { menu: [{ id: 'a', $after: { toString: 1 } }, { id: 'x', $before: 42 }] });
    expect(problems.map((p) => [p.pointer, p.message])).toEqual([
      ['/menu/0/$after', 'There is no {"toString":1} to place "a" after.'],
      ['/menu/1/$before', 'There is no 42 to place "x" before.'],
    ]);
  });

  it('keeps a "__proto__" key as a key (for the schema to refuse), never as the prototype', () => {
    const overlay = JSON.parse('{"features": {"__proto__": {"x": true}}}') as unknown;
    const { value } = applyOverlay({ features: { y: true } }, overlay);
    const features = (value as { features: object }).features;
    expect(Object.getPrototypeOf(features)).toBe(Object.prototype);
    expect(Object.keys(features)).toEqual(['y', '__proto__']);
  });

  it('keeps a "__proto__" key of a list element as a key too', () => {
    const overlay = JSON.parse('{"menu": [{"id": "b", "__proto__": {"label": "inherited"}}]}') as unknown;
    const { value } = applyOverlay({ menu: [{ id: 'a' }] }, overlay);
    const added = (value as { menu: object[] }).menu[1]!;
    expect(Object.getPrototypeOf(added)).toBe(Object.prototype);
    expect(Object.keys(added)).toEqual(['id', '__proto__']);
    expect((added as { label?: string }).label).toBeUndefined();
  });

  it('lists at most 20 ids in a hint', () => {
    const long = Array.from({ length: 30 }, (_, i) => ({ id: `item-${i}` }));
    const { problems } = applyOverlay({ menu: long }, { menu: [{ id: 'nothing', $remove: true }] });
    expect(problems[0]!.hint).toBe(`The ids here are: ${long.slice(0, 20).map((e) => e.id).join(', ')}, ….`);
  });
});
