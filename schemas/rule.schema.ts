/**
 * The visibility rule language (DESIGN.md "The rule language"): `all` / `any` / `not` over flat conditions on
 * enumerated facts, plus `{ "use": name }` for a named predicate written and tested in code.
 *
 * Each fact kind has its own operators, so a typo in a fact or an operator fails validation. The recursive
 * Rule type is composed in TypeScript from the small per-kind types (json-schema-to-ts cannot follow the
 * recursion), see src/engine/rules/rule-types.ts.
 */

import { featureFacts } from './features';
import { patterns } from './generic/patterns';

export const booleanFacts = [
  'session.authenticated',
  'member.isSubscriber',
  'member.isAdult',
  'member.isTermed',
  'eligibility.anyActiveOrFuture',
  'eligibility.any',
  'group.hasMultiple',
  'token.isStaff',
  'ebill.has',
  'ebill.registered',
  'ebill.showAlert',
  'pcp.eligible',
  'idCard.eligible',
  'planManagement.eligibleAndActive',
  'referrals.has',
  'medicareMaterials.available',
  ...featureFacts,
] as const;

export const eligibilityStatuses = ['active', 'future', 'termed', 'ineligible'] as const;
export const eligibilityFacts = [
  'eligibility.medical',
  'eligibility.dental',
  'eligibility.vision',
  'eligibility.pharmacy',
] as const;

/** `token.staffRole`: the token's role if it is a staff role, else its issuedByRole if that is one, else null (spec §6). */
export const stringFacts = ['group.id', 'group.parentId', 'token.role', 'token.staffRole'] as const;
export const numberFacts = ['member.age', 'member.suffix', 'group.count'] as const;
export const listFacts = ['programs'] as const;
export const dateFacts = ['today'] as const;

export const allFacts = [
  ...booleanFacts,
  ...eligibilityFacts,
  ...stringFacts,
  ...numberFacts,
  ...listFacts,
  ...dateFacts,
] as const;


const isoDate = { type: 'string', pattern: patterns.isoDate } as const;

export const booleanConditionSchema = {
  type: 'object',
  properties: {
    fact: { type: 'string', enum: booleanFacts },
    is: { type: 'boolean', description: 'Defaults to true.' },
  },
  required: ['fact'],
  additionalProperties: false,
} as const;

export const eligibilityConditionSchema = {
  type: 'object',
  properties: {
    fact: { type: 'string', enum: eligibilityFacts },
    in: { type: 'array', items: { type: 'string', enum: eligibilityStatuses }, minItems: 1, uniqueItems: true },
  },
  required: ['fact', 'in'],
  additionalProperties: false,
} as const;

export const stringConditionSchema = {
  type: 'object',
  properties: {
    fact: { type: 'string', enum: stringFacts },
    in: { type: 'array', items: { type: 'string' }, minItems: 1, uniqueItems: true },
  },
  required: ['fact', 'in'],
  additionalProperties: false,
} as const;

export const numberConditionSchema = {
  type: 'object',
  properties: {
    fact: { type: 'string', enum: numberFacts },
    in: { type: 'array', items: { type: 'number' }, minItems: 1, uniqueItems: true },
    atLeast: { type: 'number' },
    atMost: { type: 'number' },
  },
  required: ['fact'],
  minProperties: 2,
  additionalProperties: false,
} as const;

export const listConditionSchema = {
  type: 'object',
  properties: {
    fact: { type: 'string', enum: listFacts },
    has: { type: 'number' },
  },
  required: ['fact', 'has'],
  additionalProperties: false,
} as const;

export const dateConditionSchema = {
  type: 'object',
  properties: {
    fact: { type: 'string', enum: dateFacts },
    onOrBefore: isoDate,
    onOrAfter: isoDate,
  },
  required: ['fact'],
  minProperties: 2,
  additionalProperties: false,
} as const;

/** `{ "use": name }`: a named rule of the manifest's `rules` (that it exists is checked after the schema). */
export const predicateConditionSchema = {
  type: 'object',
  properties: { use: { type: 'string', pattern: patterns.ruleName } },
  required: ['use'],
  additionalProperties: false,
} as const;

const conditionByFactKind = (facts: readonly string[], schema: object) => ({
  if: { type: 'object', required: ['fact'], properties: { fact: { enum: facts } } },
  then: schema,
});

/**
 * The rule as JSON Schema, for a `$defs` entry named `rule` (it refers to itself as `#/$defs/rule`).
 * Which branch applies is chosen by the keys present, so errors point at the right place.
 */
export const ruleDefinition = {
  description: 'When to show this item: all / any / not over conditions on member facts, or a named predicate.',
  type: 'object',
  if: { properties: { all: true }, required: ['all'] },
  then: {
    properties: { all: { type: 'array', items: { $ref: '#/$defs/rule' }, minItems: 1 } },
    required: ['all'],
    additionalProperties: false,
  },
  else: {
    if: { properties: { any: true }, required: ['any'] },
    then: {
      properties: { any: { type: 'array', items: { $ref: '#/$defs/rule' }, minItems: 1 } },
      required: ['any'],
      additionalProperties: false,
    },
    else: {
      if: { properties: { not: true }, required: ['not'] },
      then: {
        properties: { not: { $ref: '#/$defs/rule' } },
        required: ['not'],
        additionalProperties: false,
      },
      else: {
        if: { properties: { use: true }, required: ['use'] },
        then: predicateConditionSchema,
        else: {
          properties: { fact: { type: 'string', enum: allFacts } },
          required: ['fact'],
          allOf: [
            conditionByFactKind(booleanFacts, booleanConditionSchema),
            conditionByFactKind(eligibilityFacts, eligibilityConditionSchema),
            conditionByFactKind(stringFacts, stringConditionSchema),
            conditionByFactKind(numberFacts, numberConditionSchema),
            conditionByFactKind(listFacts, listConditionSchema),
            conditionByFactKind(dateFacts, dateConditionSchema),
          ],
        },
      },
    },
  },
} as const;

/** A standalone schema for one rule (used by tests and the rule schema file). */
export const ruleSchema = {
  $id: 'https://member-dashboard.example/schemas/rule.schema.json',
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Visibility rule',
  $defs: { rule: ruleDefinition },
  $ref: '#/$defs/rule',
} as const;
