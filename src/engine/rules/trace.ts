import { combine, evaluateCondition, MAX_NAMED_DEPTH, negate, type RuleDecision } from './evaluate';
import type { Condition, FactValue, Facts, NamedRules, Rule } from './rule-types';

/**
 * The traced form of `decideRule` (src/engine/rules/evaluate.ts): the same verdict, with the tree of how it was
 * reached, for the studio's "why is this hidden". It shares the per-operator code (`evaluateCondition`) and the
 * three-valued combinators with the member's path, so the two cannot drift; the member's path allocates no trace.
 */
export type RuleTrace =
  | { kind: 'always'; result: RuleDecision }
  | {
      kind: 'condition';
      fact: string;
      /** The operator as written (`is`, `in`, `has`, `atLeast`, `atMost`, `onOrBefore`, `onOrAfter`). */
      operators: readonly ConditionOperator[];
      /** The member's value; `undefined` when the facts have no such fact. */
      value: FactValue | undefined;
      result: RuleDecision;
      /** Why the condition could not be decided on its value: an unknown fact, or a failed call behind it. */
      reason?: 'unknown fact' | 'undecided';
    }
  | { kind: 'all' | 'any'; parts: readonly RuleTrace[]; result: RuleDecision }
  | { kind: 'not'; part: RuleTrace; result: RuleDecision }
  | { kind: 'use'; name: string; part?: RuleTrace; result: RuleDecision; reason?: 'unknown rule' | 'too deep' };

export interface ConditionOperator {
  operator: 'is' | 'in' | 'has' | 'atLeast' | 'atMost' | 'onOrBefore' | 'onOrAfter';
  expected: unknown;
}

const OPERATORS = ['is', 'in', 'has', 'atLeast', 'atMost', 'onOrBefore', 'onOrAfter'] as const;

/** What a condition asks, as written: `{ fact }` alone is `is: true`. */
export function conditionOperators(condition: Condition): ConditionOperator[] {
  const written = condition as Partial<Record<ConditionOperator['operator'], unknown>>;
  const found = OPERATORS.filter((op) => written[op] !== undefined).map((operator) => ({ operator, expected: written[operator] }));
  return found.length > 0 ? found : [{ operator: 'is', expected: true }];
}

/** `decideRule` with its trace. No rule is `{ kind: 'always', result: 'show' }`. */
export function traceRule(
  rule: Rule | undefined,
  facts: Facts,
  namedRules: NamedRules,
  undecided: ReadonlySet<string> = new Set(),
): RuleTrace {
  if (rule === undefined) return { kind: 'always', result: 'show' };
  return traceNode(rule, { facts, namedRules, undecided, named: new Map() }, 0);
}

interface TraceInput {
  facts: Facts;
  namedRules: NamedRules;
  undecided: ReadonlySet<string>;
  /** Each named rule's trace once made (shared, as `decideRule` shares verdicts: no exponential blow-up). */
  named: Map<string, RuleTrace>;
}

function traceNode(rule: Rule, input: TraceInput, depth: number): RuleTrace {
  const next = (r: Rule) => traceNode(r, input, depth);
  if ('all' in rule || 'any' in rule) {
    const kind = 'all' in rule ? 'all' : 'any';
    const parts = ('all' in rule ? rule.all : rule.any).map(next);
    const results = parts.map((p) => p.result);
    return { kind, parts, result: kind === 'all' ? combine(results, 'hide', 'show') : combine(results, 'show', 'hide') };
  }
  if ('not' in rule) {
    const part = next(rule.not);
    return { kind: 'not', part, result: negate(part.result) };
  }
  if ('use' in rule) {
    const name = rule.use;
    const named = Object.hasOwn(input.namedRules, name) ? input.namedRules[name] : undefined;
    if (named === undefined) return { kind: 'use', name, result: 'hide', reason: 'unknown rule' };
    if (depth >= MAX_NAMED_DEPTH) return { kind: 'use', name, result: 'hide', reason: 'too deep' };
    const part = input.named.get(name) ?? traceNode(named, input, depth + 1);
    input.named.set(name, part);
    return { kind: 'use', name, part, result: part.result };
  }
  const operators = conditionOperators(rule);
  const value = Object.hasOwn(input.facts, rule.fact) ? input.facts[rule.fact] : undefined;
  // In `decide`'s order: a failed call's fact is undecided before anything else.
  if (input.undecided.has(rule.fact)) {
    return { kind: 'condition', fact: rule.fact, operators, value, result: 'undecided', reason: 'undecided' };
  }
  if (!Object.hasOwn(input.facts, rule.fact)) {
    return { kind: 'condition', fact: rule.fact, operators, value: undefined, result: 'hide', reason: 'unknown fact' };
  }
  return { kind: 'condition', fact: rule.fact, operators, value, result: evaluateCondition(rule, input.facts) ? 'show' : 'hide' };
}

/** The conditions that decided a trace's verdict: for a hidden `all` its hiding parts, for a shown `any` its showing parts, else every part (a `not` passes through, a `use` keeps its name). */
export interface DecisiveLeaf {
  /** The named rules on the way to the leaf, outermost first. */
  via: readonly string[];
  leaf: Extract<RuleTrace, { kind: 'condition' | 'use' | 'always' }>;
}

export function decisiveLeaves(trace: RuleTrace, via: readonly string[] = []): DecisiveLeaf[] {
  switch (trace.kind) {
    case 'always':
    case 'condition':
      return [{ via, leaf: trace }];
    case 'use':
      return trace.part === undefined ? [{ via, leaf: trace }] : decisiveLeaves(trace.part, [...via, trace.name]);
    case 'not':
      return decisiveLeaves(trace.part, via);
    case 'all':
    case 'any': {
      const deciding = trace.parts.filter((p) => p.result === trace.result);
      return (deciding.length > 0 ? deciding : trace.parts).flatMap((p) => decisiveLeaves(p, via));
    }
  }
}

export const verdictWord = (r: RuleDecision): 'shown' | 'hidden' | 'undecided' =>
  r === 'show' ? 'shown' : r === 'hide' ? 'hidden' : 'undecided';

/** A condition as a person reads it: `pcp.eligible = false`, `programs = [1,8] has 37`, `group.id: unknown fact`. */
export function describeLeaf(leaf: DecisiveLeaf['leaf']): string {
  if (leaf.kind === 'always') return 'no rule';
  if (leaf.kind === 'use') return `${leaf.name}: ${leaf.reason ?? ''}`;
  if (leaf.reason === 'unknown fact') return `${leaf.fact}: unknown fact`;
  const asked = leaf.operators
    .filter((o) => !(o.operator === 'is' && o.expected === true))
    .map((o) => ` ${o.operator} ${JSON.stringify(o.expected)}`)
    .join('');
  return `${leaf.fact} = ${JSON.stringify(leaf.value ?? null)}${asked}${leaf.reason === 'undecided' ? ' (call failed)' : ''}`;
}

/** A one-line reading of why, e.g. `ebillShown: feature.eBillOffered = false, ebill.has = false → hidden`. */
export function explainTrace(trace: RuleTrace): string {
  // Leaves under the same named rules read as one group: `ebillShown: a = false, b = false`.
  const groups: { via: string; leaves: string[] }[] = [];
  for (const { via, leaf } of decisiveLeaves(trace)) {
    const key = via.join(': ');
    const last = groups.at(-1);
    if (last && last.via === key) last.leaves.push(describeLeaf(leaf));
    else groups.push({ via: key, leaves: [describeLeaf(leaf)] });
  }
  const text = groups.map((g) => (g.via ? `${g.via}: ${g.leaves.join(', ')}` : g.leaves.join(', '))).join('; ');
  return `${text} → ${verdictWord(trace.result)}`;
}
