import { ruleDefinition } from '@schemas/rule.schema';
import { jsonEqual } from '../../../engine/manifest/layer-diff';
import type { JsonObject } from '../../../manifest/edit/content-types';
import { isObject } from './structure-model';

/*
 * The rule builder's model, read from the rule's schema (schemas/rule.schema.ts, the source of
 * schemas/rule.schema.json): which facts exist, their kinds, each kind's operators and each operator's value type.
 * Nothing here retypes a fact or an operator: a new fact or operator in the schema appears in the builder.
 */

/** An operator's value, from its schema: a yes/no, a number, a text (maybe a date), or a list (maybe of choices). */
export type ValueType =
  | { kind: 'boolean' }
  | { kind: 'number' }
  | { kind: 'string'; pattern?: string }
  | { kind: 'list'; of: 'string' | 'number'; choices?: readonly string[] };

export interface OperatorSpec {
  name: string;
  value: ValueType;
  required: boolean;
}

/** One kind of fact (boolean facts, eligibility facts, …): its facts and the operators its conditions take. */
export interface FactKind {
  facts: readonly string[];
  operators: readonly OperatorSpec[];
  /** True when a condition needs at least one operator (`minProperties: 2`, or a required operator). */
  needsOperator: boolean;
}

type PropertySchema = { type?: string; enum?: readonly string[]; pattern?: string; items?: PropertySchema };
type ConditionSchema = { properties: Record<string, PropertySchema>; required?: readonly string[]; minProperties?: number };

function valueType(schema: PropertySchema): ValueType {
  if (schema.type === 'boolean') return { kind: 'boolean' };
  if (schema.type === 'number' || schema.type === 'integer') return { kind: 'number' };
  if (schema.type === 'array') {
    const items = schema.items ?? {};
    const of = items.type === 'number' || items.type === 'integer' ? 'number' : 'string';
    return items.enum ? { kind: 'list', of, choices: items.enum } : { kind: 'list', of };
  }
  return schema.pattern ? { kind: 'string', pattern: schema.pattern } : { kind: 'string' };
}

function kindOf(schema: ConditionSchema): FactKind {
  const required = new Set(schema.required ?? []);
  const operators = Object.entries(schema.properties)
    .filter(([name]) => name !== 'fact')
    .map(([name, property]) => ({ name, value: valueType(property), required: required.has(name) }));
  return {
    facts: schema.properties.fact?.enum ?? [],
    operators,
    needsOperator: (schema.minProperties ?? 0) >= 2 || operators.some((o) => o.required),
  };
}

const conditionBranch = ruleDefinition.else.else.else.else;

/** Every kind of fact, in the schema's order. */
export const factKinds: readonly FactKind[] = conditionBranch.allOf.map((entry) => kindOf(entry.then as unknown as ConditionSchema));

/** Every fact, in the schema's order. */
export const allFacts: readonly string[] = conditionBranch.properties.fact.enum;

export function factKind(fact: string): FactKind | undefined {
  return factKinds.find((kind) => kind.facts.includes(fact));
}

/** A rule as JSON (the builder keeps unknown shapes as they are). */
export type RuleJson = JsonObject;

export type RuleShape = 'all' | 'any' | 'not' | 'use' | 'condition';

export function shapeOf(rule: RuleJson): RuleShape {
  if (Array.isArray(rule.all)) return 'all';
  if (Array.isArray(rule.any)) return 'any';
  if (isObject(rule.not)) return 'not';
  if (typeof rule.use === 'string') return 'use';
  return 'condition';
}

/** The first value an operator gets when it is chosen: valid where the schema allows it (a list's first choice). */
export function defaultValue(value: ValueType): unknown {
  switch (value.kind) {
    case 'boolean':
      return true;
    case 'number':
      return 0;
    case 'string':
      return '';
    case 'list':
      return value.choices?.[0] !== undefined ? [value.choices[0]] : [];
  }
}

/** A new condition on `fact`: its kind's required operators (or its first one when one is needed) with first values. */
export function newCondition(fact: string): RuleJson {
  const kind = factKind(fact);
  if (!kind) return { fact };
  const required = kind.operators.filter((o) => o.required);
  // Nothing required but one needed (a number, a date): a single value first (a list starts empty, so invalid).
  const single = kind.operators.find((o) => o.value.kind !== 'list') ?? kind.operators[0];
  const chosen = required.length > 0 ? required : kind.needsOperator && single ? [single] : [];
  return Object.fromEntries([['fact', fact], ...chosen.map((o) => [o.name, defaultValue(o.value)])]);
}

/**
 * The condition with its fact changed: operators the new fact's kind also takes are kept (with their values),
 * the rest dropped; a kind that needs an operator gets its defaults.
 */
export function changeFact(condition: RuleJson, fact: string): RuleJson {
  const kind = factKind(fact);
  const oldKind = typeof condition.fact === 'string' ? factKind(condition.fact) : undefined;
  if (!kind || kind !== oldKind) return newCondition(fact);
  return { ...condition, fact };
}

/** The operators written in a condition, in its kind's order. */
export function operatorsIn(condition: RuleJson): OperatorSpec[] {
  const kind = typeof condition.fact === 'string' ? factKind(condition.fact) : undefined;
  return (kind?.operators ?? []).filter((o) => condition[o.name] !== undefined);
}

/** A list value typed in one field: `10004760, 10002805` → ['10004760', '10002805'] (numbers for a number list). */
export function parseList(text: string, of: 'string' | 'number'): (string | number)[] {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return of === 'number' ? parts.map(Number) : parts;
}

/** A new empty condition for a group: the first fact of the schema. */
export const firstCondition = (): RuleJson => newCondition(allFacts[0] ?? '');

/** The named rules a `use` may name: those of the resolved manifest. */
export function namedRules(resolved: JsonObject): string[] {
  return isObject(resolved.rules) ? Object.keys(resolved.rules) : [];
}

/** Words for the operators (the operator names themselves come from the schema; an unknown one reads as its name). */
export interface RuleWords {
  always: string;
  operators: Readonly<Record<string, string>>;
  yes: string;
  no: string;
  all: (parts: string[]) => string;
  any: (parts: string[]) => string;
  not: (part: string) => string;
  use: (name: string) => string;
}

/** A rule in words: `all of (pcp.eligible is yes; today is on or before 2025-03-31)`. */
export function ruleInWords(rule: RuleJson | undefined, words: RuleWords): string {
  if (rule === undefined) return words.always;
  switch (shapeOf(rule)) {
    case 'all':
      return words.all((rule.all as RuleJson[]).map((r) => ruleInWords(r, words)));
    case 'any':
      return words.any((rule.any as RuleJson[]).map((r) => ruleInWords(r, words)));
    case 'not':
      return words.not(ruleInWords(rule.not as RuleJson, words));
    case 'use':
      return words.use(String(rule.use));
    case 'condition': {
      const fact = String(rule.fact);
      const operators = operatorsIn(rule);
      const asked = operators.length > 0 ? operators : [{ name: 'is', value: { kind: 'boolean' } as ValueType, required: false }];
      return asked
        .map((o) => `${fact} ${words.operators[o.name] ?? o.name} ${valueWords(rule[o.name] ?? true, words)}`)
        .join(` ${words.operators.and ?? 'and'} `);
    }
  }
}

function valueWords(value: unknown, words: RuleWords): string {
  if (value === true) return words.yes;
  if (value === false) return words.no;
  if (Array.isArray(value)) return value.map(String).join(', ');
  return String(value);
}

/**
 * The rule turned into another shape, keeping what it can: a condition wrapped by a group or a `not`, a group's
 * or a `not`'s first part kept when it becomes a condition, a group's parts kept from `all` to `any`.
 */
export function changeShape(rule: RuleJson, shape: RuleShape, named: readonly string[]): RuleJson {
  const current = shapeOf(rule);
  if (current === shape) return rule;
  const parts = current === 'all' || current === 'any' ? (rule[current] as RuleJson[]) : current === 'not' ? [rule.not as RuleJson] : [rule];
  switch (shape) {
    case 'all':
    case 'any':
      return { [shape]: parts.length > 0 ? parts : [firstCondition()] };
    case 'not':
      return { not: current === 'all' || current === 'any' ? rule : (parts[0] ?? firstCondition()) };
    case 'use':
      return { use: named[0] ?? '' };
    case 'condition': {
      const condition = parts.find((part) => shapeOf(part) === 'condition');
      return condition ?? firstCondition();
    }
  }
}

/** The operators a condition shows: those written, or (for a kind that needs none, e.g. `is`) its first with its default. */
export function shownOperators(condition: RuleJson): { spec: OperatorSpec; value: unknown }[] {
  const written = operatorsIn(condition);
  if (written.length > 0) return written.map((spec) => ({ spec, value: condition[spec.name] }));
  const first = (typeof condition.fact === 'string' ? factKind(condition.fact) : undefined)?.operators[0];
  return first ? [{ spec: first, value: defaultValue(first.value) }] : [];
}


/**
 * The condition with an operator's value set. A kind that needs no operator drops its only operator when set back
 * to the default (`is: true` is written `{ fact }`), so an unchanged rule stays as written.
 */
export function setOperatorValue(condition: RuleJson, operator: string, value: unknown): RuleJson {
  const kind = typeof condition.fact === 'string' ? factKind(condition.fact) : undefined;
  const spec = kind?.operators.find((o) => o.name === operator);
  const others = operatorsIn(condition).filter((o) => o.name !== operator);
  if (kind && spec && !kind.needsOperator && others.length === 0 && jsonEqual(value, defaultValue(spec.value))) {
    const { [operator]: _dropped, ...rest } = condition;
    return rest;
  }
  return { ...condition, [operator]: value };
}

/** The condition with operator `from` replaced by `to` (with `to`'s first value). */
export function replaceOperator(condition: RuleJson, from: string, to: string): RuleJson {
  const spec = (typeof condition.fact === 'string' ? factKind(condition.fact) : undefined)?.operators.find((o) => o.name === to);
  if (!spec) return condition;
  const { [from]: _dropped, ...rest } = condition;
  return { ...rest, [to]: defaultValue(spec.value) };
}

/** The condition without an operator. */
export function removeOperator(condition: RuleJson, operator: string): RuleJson {
  const { [operator]: _dropped, ...rest } = condition;
  return rest;
}

/** The operators of the condition's kind it does not use yet. */
export function unusedOperators(condition: RuleJson): OperatorSpec[] {
  const kind = typeof condition.fact === 'string' ? factKind(condition.fact) : undefined;
  const used = new Set(shownOperators(condition).map((o) => o.spec.name));
  return (kind?.operators ?? []).filter((o) => !used.has(o.name));
}
