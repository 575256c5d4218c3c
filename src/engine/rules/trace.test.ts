import { describe, expect, it } from 'vitest';
import { decideRule } from './evaluate';
import type { Facts, NamedRules, Rule } from './rule-types';
import { decisiveLeaves, explainTrace, traceRule, type RuleTrace } from './trace';

const facts: Facts = {
  'member.isSubscriber': true,
  'member.isTermed': false,
  'pcp.eligible': false,
  'ebill.has': true,
  'feature.eBillOffered': false,
  'eligibility.medical': 'active',
  'eligibility.dental': 'future',
  'group.id': '10000001',
  'group.parentId': null,
  'member.age': 17,
  programs: [1, 8, 37],
  today: '2025-03-31',
};

const namedRules: NamedRules = {
  ebillShown: { all: [{ fact: 'feature.eBillOffered' }, { fact: 'ebill.has' }, { fact: 'member.isTermed', is: false }] },
  nonSubscriber: { fact: 'member.isSubscriber', is: false },
  notNonSubscriber: { not: { use: 'nonSubscriber' } },
  loopA: { use: 'loopB' },
  loopB: { use: 'loopA' },
};

/** One rule of every operator and combinator, each traced and decided. */
const rules: Record<string, Rule> = {
  is: { fact: 'pcp.eligible' },
  isFalse: { fact: 'member.isTermed', is: false },
  inString: { fact: 'eligibility.dental', in: ['active', 'future'] },
  inNumber: { fact: 'member.age', in: [16, 17] },
  atLeast: { fact: 'member.age', atLeast: 18 },
  atMost: { fact: 'member.age', atMost: 17 },
  has: { fact: 'programs', has: 37 },
  onOrBefore: { fact: 'today', onOrBefore: '2025-03-31' },
  onOrAfter: { fact: 'today', onOrAfter: '2025-04-01' },
  nullValue: { fact: 'group.parentId', in: ['100000075'] },
  all: { all: [{ fact: 'member.isSubscriber' }, { fact: 'pcp.eligible' }] },
  any: { any: [{ fact: 'pcp.eligible' }, { fact: 'member.isSubscriber' }] },
  not: { not: { fact: 'pcp.eligible' } },
  use: { use: 'ebillShown' },
  useNested: { use: 'notNonSubscriber' },
  unknownName: { use: 'isFriday' },
  loop: { use: 'loopA' },
  unknownFact: { fact: 'member.isAstronaut' },
  inherited: { fact: 'constructor' },
};

describe('traceRule', () => {
  it.each(Object.entries(rules))('decides %s exactly as decideRule, with and without undecided facts', (_name, rule) => {
    for (const undecided of [new Set<string>(), new Set(['pcp.eligible']), new Set(['ebill.has', 'member.age'])]) {
      expect(traceRule(rule, facts, namedRules, undecided).result).toBe(decideRule(rule, facts, namedRules, undecided));
    }
  });

  it('no rule is shown, as decideRule', () => {
    expect(traceRule(undefined, facts, namedRules)).toEqual({ kind: 'always', result: 'show' });
  });

  it("records each condition's fact, operator, expected value, the member's value and the result", () => {
    expect(traceRule(rules.atLeast, facts, namedRules)).toEqual({
      kind: 'condition',
      fact: 'member.age',
      operators: [{ operator: 'atLeast', expected: 18 }],
      value: 17,
      result: 'hide',
    });
    expect(traceRule(rules.is, facts, namedRules)).toMatchObject({ operators: [{ operator: 'is', expected: true }], value: false, result: 'hide' });
    expect(traceRule(rules.has, facts, namedRules)).toMatchObject({ operators: [{ operator: 'has', expected: 37 }], value: [1, 8, 37], result: 'show' });
    expect(traceRule({ fact: 'today', onOrAfter: '2025-01-01', onOrBefore: '2025-03-31' }, facts, namedRules)).toMatchObject({
      operators: [
        { operator: 'onOrBefore', expected: '2025-03-31' },
        { operator: 'onOrAfter', expected: '2025-01-01' },
      ],
      result: 'show',
    });
  });

  it('shows all / any / not with their parts', () => {
    const all = traceRule(rules.all, facts, namedRules);
    expect(all).toMatchObject({ kind: 'all', result: 'hide', parts: [{ result: 'show' }, { fact: 'pcp.eligible', result: 'hide' }] });
    expect(traceRule(rules.any, facts, namedRules)).toMatchObject({ kind: 'any', result: 'show' });
    expect(traceRule(rules.not, facts, namedRules)).toMatchObject({ kind: 'not', result: 'show', part: { result: 'hide' } });
  });

  it('a named rule shows its name and its subtree, also through other names', () => {
    expect(traceRule(rules.use, facts, namedRules)).toMatchObject({
      kind: 'use',
      name: 'ebillShown',
      result: 'hide',
      part: { kind: 'all', parts: [{ fact: 'feature.eBillOffered', value: false, result: 'hide' }, { result: 'show' }, { result: 'show' }] },
    });
    expect(traceRule(rules.useNested, facts, namedRules)).toMatchObject({ name: 'notNonSubscriber', part: { kind: 'not', part: { kind: 'use', name: 'nonSubscriber' } } });
    expect(traceRule(rules.unknownName, facts, namedRules)).toEqual({ kind: 'use', name: 'isFriday', result: 'hide', reason: 'unknown rule' });
  });

  it('an unknown fact is false with a reason; a failed call is undecided with one', () => {
    expect(traceRule(rules.unknownFact, facts, namedRules)).toMatchObject({ fact: 'member.isAstronaut', value: undefined, result: 'hide', reason: 'unknown fact' });
    expect(traceRule(rules.inherited, facts, namedRules)).toMatchObject({ result: 'hide', reason: 'unknown fact' });
    expect(traceRule(rules.is, facts, namedRules, new Set(['pcp.eligible']))).toMatchObject({ result: 'undecided', reason: 'undecided' });
  });

  it('a loop of names stops hidden', () => {
    const trace = traceRule(rules.loop, facts, namedRules);
    expect(trace.result).toBe('hide');
    let node: RuleTrace = trace;
    while (node.kind === 'use' && node.part) node = node.part;
    expect(node).toMatchObject({ kind: 'use', reason: 'too deep' });
  });

  it('shares the trace of a name used many times over (no exponential tree)', () => {
    const wide: Record<string, Rule> = { level0: { fact: 'member.isSubscriber' } };
    for (let level = 1; level < 10; level++) wide[`level${level}`] = { all: Array.from({ length: 10 }, () => ({ use: `level${level - 1}` })) };
    const started = performance.now();
    expect(traceRule({ use: 'level9' }, facts, wide).result).toBe('show');
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('explainTrace and decisiveLeaves', () => {
  it('name the conditions that decided, through named rules', () => {
    expect(explainTrace(traceRule(rules.use, facts, namedRules))).toBe('ebillShown: feature.eBillOffered = false → hidden');
    expect(explainTrace(traceRule(rules.is, facts, namedRules))).toBe('pcp.eligible = false → hidden');
    expect(explainTrace(traceRule(rules.atLeast, facts, namedRules))).toBe('member.age = 17 atLeast 18 → hidden');
    expect(explainTrace(traceRule(rules.unknownFact, facts, namedRules))).toBe('member.isAstronaut: unknown fact → hidden');
    expect(explainTrace(traceRule(undefined, facts, namedRules))).toBe('no rule → shown');
    expect(decisiveLeaves(traceRule(rules.any, facts, namedRules))).toHaveLength(1);
    const both = traceRule(rules.use, { ...facts, 'ebill.has': false }, namedRules);
    expect(explainTrace(both)).toBe('ebillShown: feature.eBillOffered = false, ebill.has = false → hidden');
    expect(explainTrace(traceRule({ all: [{ use: 'ebillShown' }, { fact: 'pcp.eligible' }] }, facts, namedRules))).toBe(
      'ebillShown: feature.eBillOffered = false; pcp.eligible = false → hidden',
    );
  });
});
