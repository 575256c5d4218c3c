import { describe, expect, it } from 'vitest';
import manifestSchema from '../../../../schemas/brand-manifest.schema.json';
import type { BrandContent, JsonObject } from '../../../manifest/edit/content-types';
import { layerSchema } from './layer-schema';
import { jsonEqual as sameJson } from '../../../engine/manifest/layer-diff';
import { fileValue, formatJson, lineAndColumnAt, parseFileText, rawFiles, syntaxErrorOffset, withFileValue } from './raw-json';

const content: BrandContent = {
  manifest: { extends: 'base', brand: { id: 'partner' } },
  copy: { home: { title: 'Hi' }, footer: { copyright: { line1: 'A' } } },
};

describe('rawFiles', () => {
  it('lists the manifest layer, then each copy override file by namespace', () => {
    expect(rawFiles('partner', content)).toEqual([
      { file: 'brands/partner.json', kind: 'manifest' },
      { file: 'content/brands/partner/footer.json', kind: 'copy', namespace: 'footer' },
      { file: 'content/brands/partner/home.json', kind: 'copy', namespace: 'home' },
    ]);
  });
  it('reads and replaces a file’s value in new objects', () => {
    const [manifest, footer] = rawFiles('partner', content);
    expect(fileValue(content, manifest!)).toBe(content.manifest);
    const next = withFileValue(content, footer!, { copyright: { line1: 'B' } });
    expect(next.copy.footer).toEqual({ copyright: { line1: 'B' } });
    expect(next.copy.home).toBe(content.copy.home);
    expect(content.copy.footer).toEqual({ copyright: { line1: 'A' } });
    expect(withFileValue(content, manifest!, { extends: 'base' }).manifest).toEqual({ extends: 'base' });
  });
});

describe('parseFileText', () => {
  it('parses an object', () => {
    expect(parseFileText(formatJson({ a: [1, { b: null }] }))).toEqual({ ok: true, value: { a: [1, { b: null }] } });
  });
  it('gives a syntax error’s line and column', () => {
    const result = parseFileText('{\n  "a": 1,\n  "b" 2\n}');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result).toMatchObject({ line: 3, column: 7 });
    expect(result.message.length).toBeGreaterThan(0);
  });
  it('places an unexpected end at the end of the text', () => {
    expect(parseFileText('{\n  "a": [1,')).toMatchObject({ ok: false, line: 2 });
  });
  it('refuses a value that is not an object', () => {
    expect(parseFileText('[1]')).toEqual({ ok: false, message: 'not an object', line: 1, column: 1 });
    expect(parseFileText('null')).toMatchObject({ ok: false });
  });
  it('counts lines and columns from 1', () => {
    expect(lineAndColumnAt('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumnAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});

describe('syntaxErrorOffset', () => {
  it('points at the first character JSON does not allow', () => {
    expect(syntaxErrorOffset('{"a": 1,}')).toBe(8);
    expect(syntaxErrorOffset('{"a" 1}')).toBe(5);
    expect(syntaxErrorOffset('{"a": tru}')).toBe(6);
    expect(syntaxErrorOffset('{"a": "\\x"}')).toBe(8);
    expect(syntaxErrorOffset('{"a": 01}')).toBe(7);
    expect(syntaxErrorOffset('{} x')).toBe(3);
    expect(syntaxErrorOffset('{"a": [1, 2')).toBe(11);
    expect(syntaxErrorOffset(' {"a": [1, -2.5e3, "\\u00e9", true, null, {}]} ')).toBeNull();
  });
  it('agrees with JSON.parse on every one-character change of a real file', () => {
    const text = formatJson({ a: [1, -2.5, 'x\\"y'], b: { c: null, d: true, e: 'é' } });
    const alphabet = ['', ' ', ',', ':', '"', '{', '}', '[', ']', '0', '-', 'e', '\\', 'n', '.'];
    for (let at = 0; at < text.length; at++) {
      for (const c of alphabet) {
        const changed = text.slice(0, at) + c + text.slice(at + 1);
        let parses = true;
        try {
          JSON.parse(changed);
        } catch {
          parses = false;
        }
        expect(syntaxErrorOffset(changed) === null, changed).toBe(parses);
      }
    }
  });
});

describe('sameJson', () => {
  it('ignores key order, not values', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: [] }, { a: {} })).toBe(false);
  });
});

describe('layerSchema', () => {
  const schema = layerSchema(manifestSchema as JsonObject);
  const text = JSON.stringify(schema);
  it('drops required (a layer names only what differs) and adds extends', () => {
    expect((manifestSchema as JsonObject).required).toBeDefined();
    expect(schema.required).toBeUndefined();
    expect((schema.properties as JsonObject).extends).toMatchObject({ type: 'string' });
    const outsideIf: string[] = [];
    const walk = (node: unknown, path: string, inIf: boolean): void => {
      if (typeof node !== 'object' || node === null) return;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'required' && !inIf && !path.endsWith('/properties')) outsideIf.push(path);
        walk(value, `${path}/${key}`, inIf || key === 'if');
      }
    };
    walk(schema, '', false);
    expect(outsideIf).toEqual([]);
    walk(manifestSchema, '', false);
    expect(outsideIf.length).toBeGreaterThan(10);
  });
  it('keeps required inside if conditions, and adds the overlay directives beside every id', () => {
    const ifs = JSON.stringify(manifestSchema).match(/"if":\{[^{}]*"required"/g) ?? [];
    expect(text.match(/"if":\{[^{}]*"required"/g) ?? []).toHaveLength(ifs.length);
    const ids = (JSON.stringify(manifestSchema).match(/"properties":\{"id":/g) ?? []).length;
    expect(ids).toBeGreaterThan(0);
    expect((text.match(/"\$before":\{"type":"string"/g) ?? []).length).toBe(ids);
    expect(text).toContain('"$remove":{"type":"boolean"');
  });
});
