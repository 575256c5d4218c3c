import { describe, expect, it } from 'vitest';
import { changedElements, changeReach, outlineTargets, type GateMatrix } from './compare';
import { valueDiff, needsValueDiff } from './value-diff';

const moved = { kind: 'moved' as const, path: '/pages/home/sections/recent-claims', text: "tile 'recent-claims' moved from 8 to 1" };
const prop = { kind: 'changed' as const, path: '/pages/home/sections/ebill-alert/props/title', text: 'title changed' };
const menu = { kind: 'added' as const, path: '/menus/account/ebill', text: "menu item 'ebill' of menu 'account' added" };
const copyLine = { kind: 'changed' as const, path: 'copy:home.title', text: 'copy home.title changed' };

describe('changedElements', () => {
  it('gathers the lines by element (sections by page, menu items, alerts); copy touches none', () => {
    const changed = changedElements([moved, prop, menu, copyLine]);
    expect(changed.map((c) => c.key)).toEqual(['section:home:recent-claims', 'section:home:ebill-alert', 'menu:account:ebill']);
    expect(outlineTargets(changed)).toEqual([
      { key: 'section:home:recent-claims', kind: 'section', page: 'home', id: 'recent-claims' },
      { key: 'section:home:ebill-alert', kind: 'section', page: 'home', id: 'ebill-alert' },
      { key: 'menu:account:ebill', kind: 'menu', page: null, id: 'account:ebill' },
    ]);
  });
});

describe('changeReach', () => {
  const personas = [{ username: 'subscriber' }, { username: 'dependent' }];
  const matrix = (results: ('show' | 'hide')[]): GateMatrix => ({
    personas,
    rows: [{ element: { kind: 'section', page: 'home', id: 'ebill-alert', widget: 'x' }, cells: results.map((result) => ({ result, why: `ebillShown → ${result}` })) }],
  });
  it('a change to a gated section reaches those its rule shows it to in the draft; an ungated one reaches all', () => {
    const [ebill, claims] = changeReach(changedElements([prop, moved]), matrix(['show', 'show']), matrix(['show', 'hide']));
    expect(ebill!.visible.map((v) => v.persona)).toEqual(['subscriber']);
    expect(ebill!.hidden).toEqual([{ persona: 'dependent', why: 'ebillShown → hide' }]);
    expect(claims!.visible.map((v) => v.persona)).toEqual(['subscriber', 'dependent']);
  });
  it('a removed element is seen gone by those who saw it in the live version', () => {
    const removed = { kind: 'removed' as const, path: '/pages/home/sections/ebill-alert', text: 'removed' };
    const [reach] = changeReach(changedElements([removed]), matrix(['hide', 'show']), { personas, rows: [] });
    expect(reach!.visible.map((v) => v.persona)).toEqual(['dependent']);
    expect(reach!.hidden.map((v) => v.persona)).toEqual(['subscriber']);
  });
});

describe('valueDiff', () => {
  it('elides the shared start and end and marks where two long values differ, not both cut to one prefix', () => {
    const base = 'Arial, Helvetica, "Segoe UI", system-ui, -apple-system, sans-serif';
    const { before, after } = valueDiff(`${base}; end`, `${base}; } body { display: none }; end`);
    expect(before.find((p) => p.changed)?.text).toBe('');
    expect(after.find((p) => p.changed)?.text).toBe('} body { display: none }; ');
    expect(after[0]!.text.startsWith('…')).toBe(true);
    expect(after.at(-1)!.text).toBe('end');
    expect(needsValueDiff(`${base}; end`, `${base}; x`)).toBe(true);
    expect(needsValueDiff('short', 'other')).toBe(false);
  });
  it('keeps a short shared start whole and cuts a very long difference', () => {
    const { before, after } = valueDiff('ab' + 'x'.repeat(300), 'ab' + 'y'.repeat(300));
    expect(before[0]).toEqual({ text: 'ab' });
    expect(after[1]!.text).toHaveLength(161);
    expect(after[1]!.changed).toBe(true);
  });
});
