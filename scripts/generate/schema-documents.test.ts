// The schemas, compiled with the project's ajv set-up exactly as `npm run generate` compiles them.
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../schemas/ajv-instance';
import { ruleSchema } from '../../schemas/rule.schema';
import { brandFileNames, resolvedBrandFile } from '../../test/resolved-brand-files';
import { schemaDocuments } from './schema-documents';

const ajv = createAjv();
for (const doc of schemaDocuments) ajv.addSchema(doc.schema);
const validate = (file: string) => ajv.getSchema(schemaDocuments.find((d) => d.file === file)!.schema.$id)!;
const validateManifest = validate('schemas/brand-manifest.schema.json');
const validateRule = validate('schemas/rule.schema.json');
const validateContent = validate('schemas/content.schema.json');

const brandFiles = brandFileNames;
const readBrand = resolvedBrandFile;

describe('brand manifest schema', () => {
  it('has the four brands', () => {
    expect(brandFiles.sort()).toEqual(['hospital.json', 'main.json', 'partner.json', 'regional.json']);
  });

  it.each(brandFiles)('brands/%s validates', (file) => {
    const valid = validateManifest(readBrand(file));
    expect(validateManifest.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('checks a tile\'s props against its widget: a bad welcomeBanner prop fails at /pages/home/sections/0/props/...', () => {
    const manifest = readBrand('main.json');
    manifest.pages.home.sections[0] = { id: 'welcome', widget: 'welcomeBanner', props: { copyControl: 'yes', colour: 'red' } };
    expect(validateManifest(manifest)).toBe(false);
    const errors = validateManifest.errors!.filter((e) => e.keyword !== 'if');
    expect(errors.map((e) => [e.instancePath, e.keyword])).toEqual([
      ['/pages/home/sections/0/props', 'additionalProperties'],
      ['/pages/home/sections/0/props/copyControl', 'type'],
    ]);
    expect(errors[0]!.params).toEqual({ additionalProperty: 'colour' });
  });

  it('refuses an unknown widget', () => {
    const manifest = readBrand('main.json');
    const index = manifest.pages.home.sections.push({ id: 'claims-typo', widget: 'recentClaim', props: {} }) - 1;
    expect(validateManifest(manifest)).toBe(false);
    expect(validateManifest.errors!.map((e) => [e.instancePath, e.keyword])).toContainEqual([`/pages/home/sections/${index}/widget`, 'enum']);
  });

  it('refuses unknown keys anywhere (they are errors, not warnings)', () => {
    const manifest = readBrand('partner.json');
    manifest.menus.primary[0].colour = 'red';
    expect(validateManifest(manifest)).toBe(false);
    expect(validateManifest.errors!.map((e) => [e.instancePath, e.keyword, e.params.additionalProperty])).toEqual([
      ['/menus/primary/0', 'additionalProperties', 'colour'],
    ]);
  });
});

describe('rule schema', () => {
  it.each([
    { fact: 'member.isSubscriber' },
    { fact: 'member.isTermed', is: false },
    { any: [{ fact: 'member.isSubscriber' }, { fact: 'member.isAdult' }] },
    { all: [{ fact: 'eligibility.medical', in: ['active'] }, { not: { fact: 'group.id', in: ['10004760'] } }] },
    { fact: 'programs', has: 37 },
    { fact: 'member.age', atLeast: 18 },
    { fact: 'today', onOrBefore: '2025-03-31' },
    { use: 'settingsAllowed' },
  ])('accepts %j', (rule) => {
    expect(validateRule(rule)).toBe(true);
  });

  it.each([
    ['an unknown operator', { fact: 'member.age', greaterThan: 17 }, 'additionalProperties'],
    ['an operator of another kind of fact', { fact: 'member.isSubscriber', in: ['yes'] }, 'additionalProperties'],
    ['an unknown combinator', { either: [{ fact: 'member.isAdult' }] }, 'required'],
    ['an unknown fact', { fact: 'member.isSubscribr' }, 'enum'],
    ['a named rule that is no rule name', { use: 'is friday' }, 'pattern'],
    ['an empty all', { all: [] }, 'minItems'],
    ['a condition without a comparison', { fact: 'member.age' }, 'minProperties'],
    ['a date in another format', { fact: 'today', onOrBefore: '31/03/2025' }, 'pattern'],
  ])('refuses %s', (_label, rule, keyword) => {
    expect(validateRule(rule)).toBe(false);
    expect(validateRule.errors!.filter((e) => e.keyword !== 'if').map((e) => e.keyword)).toEqual([keyword]);
  });

  it('is the same rule inside the manifest', () => {
    expect(ruleSchema.$defs.rule).toBe((schemaDocuments[0]!.schema.$defs as { rule: unknown }).rule);
  });
});

describe('content schema', () => {
  it('accepts nested text and the editor\'s $schema, refuses other values', () => {
    expect(validateContent({ $schema: '../../schemas/content.schema.json', a: 'x', b: { c: 'y' } })).toBe(true);
    expect(validateContent({ a: 1 })).toBe(false);
    expect(validateContent({ a: ['x'] })).toBe(false);
    expect(validateContent({ 'a b': 'x' })).toBe(false);
  });
});
