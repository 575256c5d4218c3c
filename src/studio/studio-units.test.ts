import { describe, expect, it } from 'vitest';
import { locatePointer } from './json-locate';
import { parsePreviewState, previewQuery } from './preview-state';
import { pageOfRoute, previewRoutes } from './route-page';

describe('the shareable preview state', () => {
  it('round-trips brand, persona, date, width, route and draft id', () => {
    const state = { brand: 'partner', persona: 'partnerdep', date: '2025-03-31', width: 375, route: '/home', draft: 'abc_DEF-1' };
    expect(parsePreviewState(previewQuery(state), '2026-01-01')).toEqual(state);
    expect(previewQuery(state)).toBe('brand=partner&persona=partnerdep&date=2025-03-31&width=375&route=%2Fhome&draft=abc_DEF-1');
  });

  it('keeps defaults for anything malformed: no other site as route, no odd ids, widths in range', () => {
    const state = parsePreviewState('brand=<x>&persona=a%20b&date=31-03-2025&width=99999&route=//evil.example&draft={"a":1}', '2026-01-01');
    expect(state).toEqual({ brand: '', persona: '', date: '2026-01-01', width: 375, route: '/home', draft: '' });
  });
});

describe('locatePointer', () => {
  const text = '{\n  "features": {"eBillOffered": "yes", "x": [1, {"y": null}]},\n  "a/b": 2\n}';
  it('finds the value a pointer names', () => {
    const at = (pointer: string) => {
      const range = locatePointer(text, pointer);
      return range && text.slice(range.start, range.end);
    };
    expect(at('/features/eBillOffered')).toBe('"yes"');
    expect(at('/features/x/1/y')).toBe('null');
    expect(at('/features/x/1')).toBe('{"y": null}');
    expect(at('/a~1b')).toBe('2');
    expect(at('')).toBe(text);
  });

  it('is null for a pointer to nothing or text that is not JSON', () => {
    expect(locatePointer(text, '/features/missing')).toBeNull();
    expect(locatePointer(text, '/features/x/5')).toBeNull();
    expect(locatePointer('{"a": ', '/a')).toBeNull();
  });
});

describe('pageOfRoute', () => {
  it('maps routes to their manifest page, parameters included', () => {
    expect(pageOfRoute('/home')).toBe('home');
    expect(pageOfRoute('/account/settings')).toBe('settings');
    expect(pageOfRoute('/benefits/summary?asOfDate=2025-01-01')).toBe('benefits-summary');
    expect(pageOfRoute('/benefits/dental')).toBe('benefit-category');
    expect(pageOfRoute('/nowhere')).toBeNull();
    expect(previewRoutes).toContain('/find-care');
    expect(previewRoutes.some((r) => r.includes(':'))).toBe(false);
  });
});

describe('propsTable', () => {
  it('reads a props schema as rows: nested objects and objects in lists flattened, types in words', async () => {
    const { propsTable } = await import('./props-table');
    const rows = propsTable({
      type: 'object',
      required: ['ids'],
      properties: {
        ids: { type: 'array', items: { type: 'integer', minimum: 1 }, description: 'Ids.' },
        kind: { type: 'string', enum: ['a', 'b'] },
        links: { type: 'array', items: { type: 'object', properties: { href: { type: 'string' } } } },
      },
    });
    expect(rows).toEqual([
      { path: 'ids', type: 'list of integer (≥ 1)', required: true, description: 'Ids.' },
      { path: 'kind', type: 'one of "a", "b"', required: false, description: '' },
      { path: 'links', type: 'list of object', required: false, description: '' },
      { path: 'links[].href', type: 'string', required: false, description: '' },
    ]);
  });

  it('covers every declared widget (the catalogue is generated from the declarations)', async () => {
    const [{ widgetDeclarations }, { propsTable }] = await Promise.all([import('../app/generated/widgets'), import('./props-table')]);
    for (const widget of widgetDeclarations) expect(() => propsTable(widget.props as Parameters<typeof propsTable>[0]), widget.name).not.toThrow();
    expect(new Set(widgetDeclarations.map((w) => w.name)).size).toBe(widgetDeclarations.length);
  });
});
