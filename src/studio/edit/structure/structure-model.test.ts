import { describe, expect, it } from 'vitest';
import {
  copyText,
  formPart,
  getAt,
  insertItem,
  kebabId,
  moveItem,
  pageIdsOf,
  removeAt,
  replaceAt,
  setAt,
  summarizeProps,
  uniqueId,
  withFormPart,
} from './structure-model';

describe('structure model: lists', () => {
  const list = ['a', 'b', 'c', 'd', 'e'];

  it('moves an element from one position to another, either way, without touching the input', () => {
    expect(moveItem(list, 4, 1)).toEqual(['a', 'e', 'b', 'c', 'd']);
    expect(moveItem(list, 0, 3)).toEqual(['b', 'c', 'd', 'a', 'e']);
    expect(list).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('leaves the order as it is for a move out of range or onto itself (a copy, never the same array)', () => {
    expect(moveItem(list, 2, 2)).toEqual(list);
    expect(moveItem(list, -1, 2)).toEqual(list);
    expect(moveItem(list, 1, 9)).toEqual(list);
    expect(moveItem(list, 1, 1)).not.toBe(list);
  });

  it('inserts, removes and replaces', () => {
    expect(insertItem(list, 'x', 0)).toEqual(['x', 'a', 'b', 'c', 'd', 'e']);
    expect(insertItem(list, 'x')).toEqual([...list, 'x']);
    expect(removeAt(list, 1)).toEqual(['a', 'c', 'd', 'e']);
    expect(replaceAt(list, 4, 'z')).toEqual(['a', 'b', 'c', 'd', 'z']);
    expect(list).toHaveLength(5);
  });
});

describe('structure model: ids', () => {
  it('turns a widget name into an id', () => {
    expect(kebabId('recentClaims')).toBe('recent-claims');
    expect(kebabId('idCardCard')).toBe('id-card-card');
    expect(kebabId('')).toBe('item');
  });

  it('proposes the first free id', () => {
    expect(uniqueId('tools', ['welcome'])).toBe('tools');
    expect(uniqueId('tools', ['tools', 'tools-2'])).toBe('tools-3');
  });
});

describe('structure model: paths', () => {
  const resolved = { pages: { home: { sections: [{ id: 'welcome', props: { copyControl: true }, rule: { fact: 'pcp.eligible' } }] } }, menus: {} };

  it('reads a value at a path (undefined when missing)', () => {
    expect(getAt(resolved, ['pages', 'home', 'sections', 0, 'id'])).toBe('welcome');
    expect(getAt(resolved, ['pages', 'nope', 'sections'])).toBeUndefined();
    expect(getAt(resolved, ['pages', 0])).toBeUndefined();
  });

  it('replaces a value at a path, copying only what is on the way', () => {
    const next = setAt(resolved, ['pages', 'home', 'sections', 0, 'props'], { copyControl: false });
    expect(getAt(next, ['pages', 'home', 'sections', 0, 'props'])).toEqual({ copyControl: false });
    expect(resolved.pages.home.sections[0]!.props).toEqual({ copyControl: true });
    expect(next.menus).toBe(resolved.menus);
  });

  it('removes a key set to undefined (a rule cleared) and creates missing objects', () => {
    const cleared = setAt(resolved, ['pages', 'home', 'sections', 0, 'rule'], undefined);
    expect(getAt(cleared, ['pages', 'home', 'sections', 0])).toEqual({ id: 'welcome', props: { copyControl: true } });
    expect(setAt({}, ['contact', 'departments'], [])).toEqual({ contact: { departments: [] } });
  });

  it('refuses an index that does not exist', () => {
    expect(() => setAt(resolved, ['pages', 'home', 'sections', 3, 'id'], 'x')).toThrow(RangeError);
  });
});

describe('structure model: words', () => {
  it('summarizes props shortly', () => {
    expect(summarizeProps({ programIds: [1, 33, 37], shortcuts: ['ebill'] })).toBe('programIds: 1, 33, 37 · shortcuts: ebill');
    expect(summarizeProps({})).toBe('');
    expect(summarizeProps({ text: 'x'.repeat(200) }, 20)).toHaveLength(20);
  });

  it('lists the pages home first', () => {
    expect(pageIdsOf({ pages: { account: {}, home: {}, claims: {} } })).toEqual(['home', 'account', 'claims']);
    expect(pageIdsOf({})).toEqual([]);
  });

  it("reads a copy key's text, the brand's override before the default", () => {
    const defaults = { menu: { home: 'Home' }, careOptions: { links: { find: 'Find' } } };
    const overrides = { menu: { home: 'Start' } };
    expect(copyText('menu.home', overrides, defaults)).toBe('Start');
    expect(copyText('careOptions.links.find', overrides, defaults)).toBe('Find');
    expect(copyText('menu.missing', overrides, defaults)).toBeNull();
    expect(copyText('menu', defaults)).toBeNull();
  });

  it("splits an element into its form's fields and puts them back with its id and rule", () => {
    const alert = { id: 'a', type: 'info', title: 'alerts.x', rule: { fact: 'member.isTermed' } };
    expect(formPart(alert)).toEqual({ type: 'info', title: 'alerts.x' });
    expect(withFormPart(alert, { type: 'error', title: 'alerts.y' })).toEqual({ id: 'a', type: 'error', title: 'alerts.y', rule: { fact: 'member.isTermed' } });
  });
});
