import type { Condition, Facts, NamedRules, Rule } from './rule-types';

/** Deeper than this, `use` chains are a loop (the manifest checks refuse loops; this only stops a bad one). */
const MAX_NAMED_DEPTH = 16;

/**
 * Evaluates a visibility rule against the member's facts. Pure; no rule means "show". `{ "use": name }` evaluates
 * the named rule of `namedRules` (the manifest's `rules`). Anything unknown at run time (a fact or a name the
 * build did not know) is false, never an exception.
 */
export function evaluateRule(rule: Rule | undefined, facts: Facts, namedRules: NamedRules): boolean {
  return rule === undefined || evaluate(rule, { facts, namedRules, named: new Map() }, 0);
}

interface Evaluation {
  facts: Facts;
  namedRules: NamedRules;
  /**
   * Each named rule's result, once known: a manifest may name a rule many times over (rules that use rules that
   * use it twice or more), and evaluating each use again would take exponential time.
   */
  named: Map<string, boolean>;
}

function evaluate(rule: Rule, evaluation: Evaluation, depth: number): boolean {
  const next = (r: Rule) => evaluate(r, evaluation, depth);
  if ('all' in rule) return rule.all.every(next);
  if ('any' in rule) return rule.any.some(next);
  if ('not' in rule) return !next(rule.not);
  if ('use' in rule) return evaluateNamed(rule.use, evaluation, depth);
  return evaluateCondition(rule, evaluation.facts);
}

function evaluateNamed(name: string, evaluation: Evaluation, depth: number): boolean {
  const { namedRules, named } = evaluation;
  // Own properties only: `{"use": "toString"}` must not reach Object.prototype.
  const rule = Object.hasOwn(namedRules, name) ? namedRules[name] : undefined;
  if (rule === undefined || depth >= MAX_NAMED_DEPTH) return false;
  const known = named.get(name);
  if (known !== undefined) return known;
  const result = evaluate(rule, evaluation, depth + 1);
  named.set(name, result);
  return result;
}

function evaluateCondition(condition: Condition, facts: Facts): boolean {
  if (!Object.hasOwn(facts, condition.fact)) return false;
  const value: unknown = facts[condition.fact as keyof Facts];
  if ('has' in condition) return Array.isArray(value) && value.includes(condition.has);
  if ('onOrBefore' in condition || 'onOrAfter' in condition) {
    if (typeof value !== 'string') return false;
    const c = condition as { onOrBefore?: string; onOrAfter?: string };
    return (c.onOrBefore === undefined || value <= c.onOrBefore) && (c.onOrAfter === undefined || value >= c.onOrAfter);
  }
  if ('atLeast' in condition || 'atMost' in condition || ('in' in condition && typeof value === 'number')) {
    if (typeof value !== 'number') return false;
    const c = condition as { in?: number[]; atLeast?: number; atMost?: number };
    return (
      (c.in === undefined || c.in.includes(value)) &&
      (c.atLeast === undefined || value >= c.atLeast) &&
      (c.atMost === undefined || value <= c.atMost)
    );
  }
  if ('in' in condition) return typeof value === 'string' && (condition.in as readonly string[]).includes(value);
  const expected = 'is' in condition && condition.is !== undefined ? condition.is : true;
  return value === expected;
}
