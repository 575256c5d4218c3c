import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../schemas/ajv-instance';
import { bundleStandalone } from './bundle';
import { GENERATED_DIR, generateAll } from './generate-all';
import { schemaDocuments, schemaFileText } from './schema-documents';
import { standaloneSource } from './standalone';
import { problemsFromErrors } from '../../src/engine/manifest/problems';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bundlePath = path.join(root, GENERATED_DIR, 'validators.js');

describe('the generated validators bundle (npm run generate)', () => {
  const code = existsSync(bundlePath) ? readFileSync(bundlePath, 'utf8') : '';

  it('exists (run npm run generate first)', () => {
    expect(code).not.toBe('');
  });

  it('has no require( and no new Function, so it runs in the browser under a strict CSP', () => {
    expect(code).not.toMatch(/\brequire\s*\(/);
    expect(code).not.toMatch(/new\s+Function|\bFunction\s*\(/);
    expect(code).not.toMatch(/\beval\s*\(/);
  });

  it('is one self-contained ES module exporting the three validators', () => {
    expect(code).not.toMatch(/^\s*import\s/m);
    expect(code).toMatch(/export \{ validateContent, validateManifest, validateRule \};\s*$/);
  });

  it('carries no ajv message text (problems.ts writes the sentences)', () => {
    expect(code).not.toMatch(/must have required property/);
  });

  it('works when imported', async () => {
    const { validateManifest, validateRule } = (await import(bundlePath)) as typeof import('../../src/manifest/generated/validators.js');
    expect(validateRule({ fact: 'member.isSubscriber' })).toBe(true);
    expect(validateManifest({})).toBe(false);
    expect(validateManifest.errors?.[0]).toMatchObject({ keyword: 'required', instancePath: '' });
  });
});

describe('the bundling step itself', () => {
  it('turns the require()ing standalone source into require-free ESM', async () => {
    const source = standaloneSource(schemaDocuments);
    expect(source).toMatch(/require\("ajv\/dist\/runtime\//);
    const bundled = await bundleStandalone(source, path.join(root, GENERATED_DIR, 'validators.standalone.js'));
    expect(bundled).not.toMatch(/\brequire\s*\(/);
    expect(bundled).not.toMatch(/new\s+Function/);
  }, 20_000);
});

describe('generateAll', () => {
  it('writes everything once, then nothing: idempotent, and cached when the inputs did not change', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'generate-'));
    try {
      symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
      const first = await generateAll(dir);
      expect(first).toEqual({
        written: [...schemaDocuments.map((d) => d.file), `${GENERATED_DIR}/validators.d.ts`, `${GENERATED_DIR}/validators.js`],
        cached: false,
      });
      expect(readFileSync(path.join(dir, GENERATED_DIR, 'validators.js'), 'utf8')).toBe(readFileSync(bundlePath, 'utf8'));
      expect(await generateAll(dir)).toEqual({ written: [], cached: true });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 20_000);
});

describe('committed schema files', () => {
  it.each(schemaDocuments.map((d) => d.file))('%s matches what generate writes', (file) => {
    const doc = schemaDocuments.find((d) => d.file === file)!;
    expect(readFileSync(path.join(root, file), 'utf8')).toBe(schemaFileText(doc));
    expect(JSON.parse(schemaFileText(doc))).toMatchObject({ $schema: 'http://json-schema.org/draft-07/schema#' });
  });
});

describe('ajv set-up', () => {
  it('is strict: a schema typo fails to compile', () => {
    expect(() => createAjv().compile({ type: 'object', properties: { a: { type: 'string', minLenght: 1 } } })).toThrow(/unknown keyword/);
  });

  it('reports a deprecated key, which problems.ts turns into a warning', () => {
    const validate = createAjv().compile({
      type: 'object',
      properties: {
        colour: { type: 'string', deprecated: true, deprecationMessage: 'Use "color" instead.' },
        color: { type: 'string' },
      },
      additionalProperties: false,
    });
    expect(validate({ color: 'red' })).toBe(true);
    expect(validate({ colour: 'red' })).toBe(false);
    expect(problemsFromErrors(validate.errors)).toEqual([
      {
        severity: 'warning',
        pointer: '/colour',
        message: '"colour" is deprecated and will stop working in a later version.',
        hint: 'Use "color" instead.',
      },
    ]);
  });
});
