import type { Condition, Facts, Predicates, Rule } from './rule-types';

/**
 * Evaluates a visibility rule against the member's facts. Pure; no rule means "show".
 * Anything unknown at run time (a fact or predicate the build did not know) is false, never an exception.
 */
export function evaluateRule(rule: Rule | undefined, facts: Facts, predicates: Predicates): boolean {
  if (rule === undefined) return true;
  if ('all' in rule) return rule.all.every((r) => evaluateRule(r, facts, predicates));
  if ('any' in rule) return rule.any.some((r) => evaluateRule(r, facts, predicates));
  if ('not' in rule) return !evaluateRule(rule.not, facts, predicates);
  if ('use' in rule) {
    // Own properties only: `{"use": "toString"}` must not reach Object.prototype.
    const predicate: unknown = Object.hasOwn(predicates, rule.use) ? predicates[rule.use] : undefined;
    return typeof predicate === 'function' ? predicate(facts) === true : false;
  }
  return evaluateCondition(rule, facts);
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
