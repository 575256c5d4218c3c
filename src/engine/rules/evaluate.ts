import type { Condition, Facts, NamedRules, Rule } from './rule-types';

/** Deeper than this, `use` chains are a loop (the manifest checks refuse loops; this only stops a bad one). */
const MAX_NAMED_DEPTH = 16;

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
  depth = 0,
): RuleDecision {
  if (rule === undefined) return 'show';
  const next = (r: Rule) => decideRule(r, facts, namedRules, undecided, depth);
  if ('all' in rule) return combine(rule.all.map(next), 'hide', 'show');
  if ('any' in rule) return combine(rule.any.map(next), 'show', 'hide');
  if ('not' in rule) {
    const inner = next(rule.not);
    return inner === 'undecided' ? inner : inner === 'show' ? 'hide' : 'show';
  }
  if ('use' in rule) {
    // Own properties only: `{"use": "toString"}` must not reach Object.prototype.
    const named = Object.hasOwn(namedRules, rule.use) ? namedRules[rule.use] : undefined;
    return named !== undefined && depth < MAX_NAMED_DEPTH ? decideRule(named, facts, namedRules, undecided, depth + 1) : 'hide';
  }
  if (undecided.has(rule.fact)) return 'undecided';
  return evaluateCondition(rule, facts) ? 'show' : 'hide';
}

/** `all` (dominant 'hide') and `any` (dominant 'show'): the dominant verdict wins, then undecided, then the other. */
function combine(parts: readonly RuleDecision[], dominant: RuleDecision, otherwise: RuleDecision): RuleDecision {
  if (parts.includes(dominant)) return dominant;
  return parts.includes('undecided') ? 'undecided' : otherwise;
}

/** Whether a rule shows: `decideRule` with an undecided verdict taken as hidden. */
export function evaluateRule(rule: Rule | undefined, facts: Facts, namedRules: NamedRules, undecided?: ReadonlySet<string>): boolean {
  return decideRule(rule, facts, namedRules, undecided) === 'show';
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
