import type { Condition, Facts, NamedRules, Rule } from './rule-types';

/** Deeper than this, `use` chains are a loop (the manifest checks refuse loops; this only stops a bad one). */
export const MAX_NAMED_DEPTH = 16;

/**
 * A rule's verdict: `show`, `hide`, or `undecided` when it turns on a fact whose value is not known (the call behind
 * it failed): what shows it then decides (a tile says it could not load; a menu item stays hidden).
 */
export type RuleDecision = 'show' | 'hide' | 'undecided';

const NONE: ReadonlySet<string> = new Set();

/**
 * Decides a visibility rule over the member's facts, with Kleene's three-valued logic for `undecided` facts: `all`
 * hides if any part hides, `any` shows if any part shows, `not` keeps undecided. Pure; no rule means "show".
 * `{ "use": name }` decides the named rule of `namedRules` (the manifest's `rules`). Anything unknown at run time (a
 * fact or a name the build did not know) hides, never an exception.
 */
export function decideRule(
  rule: Rule | undefined,
  facts: Facts,
  namedRules: NamedRules,
  undecided: ReadonlySet<string> = NONE,
): RuleDecision {
  return rule === undefined ? 'show' : decide(rule, { facts, namedRules, undecided, named: new Map() }, 0);
}

interface Evaluation {
  facts: Facts;
  namedRules: NamedRules;
  undecided: ReadonlySet<string>;
  /**
   * Each named rule's verdict, once known: a manifest may name a rule many times over (rules that use rules that
   * use it twice or more), and deciding each use again would take exponential time.
   */
  named: Map<string, RuleDecision>;
}

function decide(rule: Rule, evaluation: Evaluation, depth: number): RuleDecision {
  const next = (r: Rule) => decide(r, evaluation, depth);
  if ('all' in rule) return combine(rule.all.map(next), 'hide', 'show');
  if ('any' in rule) return combine(rule.any.map(next), 'show', 'hide');
  if ('not' in rule) return negate(next(rule.not));
  if ('use' in rule) return decideNamed(rule.use, evaluation, depth);
  if (evaluation.undecided.has(rule.fact)) return 'undecided';
  return evaluateCondition(rule, evaluation.facts) ? 'show' : 'hide';
}

function decideNamed(name: string, evaluation: Evaluation, depth: number): RuleDecision {
  const { namedRules, named } = evaluation;
  // Own properties only: `{"use": "toString"}` must not reach Object.prototype.
  const rule = Object.hasOwn(namedRules, name) ? namedRules[name] : undefined;
  if (rule === undefined || depth >= MAX_NAMED_DEPTH) return 'hide';
  const known = named.get(name);
  if (known !== undefined) return known;
  const verdict = decide(rule, evaluation, depth + 1);
  named.set(name, verdict);
  return verdict;
}

/** `all` (dominant 'hide') and `any` (dominant 'show'): the dominant verdict wins, then undecided, then the other. */
export function combine(parts: readonly RuleDecision[], dominant: RuleDecision, otherwise: RuleDecision): RuleDecision {
  if (parts.includes(dominant)) return dominant;
  return parts.includes('undecided') ? 'undecided' : otherwise;
}

/** Whether a rule shows: `decideRule` with an undecided verdict taken as hidden. */
export function evaluateRule(rule: Rule | undefined, facts: Facts, namedRules: NamedRules, undecided?: ReadonlySet<string>): boolean {
  return decideRule(rule, facts, namedRules, undecided) === 'show';
}

/** `not`'s verdict: undecided stays undecided. */
export function negate(inner: RuleDecision): RuleDecision {
  return inner === 'undecided' ? inner : inner === 'show' ? 'hide' : 'show';
}

/** One condition over the facts (a fact the facts do not hold is false). Shared with the traced form (`trace.ts`). */
export function evaluateCondition(condition: Condition, facts: Facts): boolean {
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
