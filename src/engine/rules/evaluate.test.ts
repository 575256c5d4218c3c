import { describe, expect, it } from 'vitest';
import { decideRule, evaluateRule } from './evaluate';
import type { Facts, NamedRules, Rule } from './rule-types';

/** Facts with the values these examples read (the engine knows no product: any names will do). */
function facts(overrides: Record<string, Facts[string]> = {}): Facts {
  return {
    'member.isSubscriber': true,
    'member.isAdult': true,
    'member.isTermed': false,
    'ebill.has': true,
    'eligibility.medical': 'active',
    'group.id': '10000001',
    'group.count': 1,
    'eligibility.dental': 'future',
    'eligibility.vision': 'termed',
    'member.age': 17,
    'member.suffix': 2,
    programs: [1, 8, 37],
    today: '2025-03-31',
    ...overrides,
  };
}

const namedRules: NamedRules = {
  settingsAllowed: { any: [{ fact: 'member.isSubscriber' }, { fact: 'member.isAdult' }] },
  nonSubscriber: { fact: 'member.isSubscriber', is: false },
  notNonSubscriber: { not: { use: 'nonSubscriber' } },
  loopA: { use: 'loopB' },
  loopB: { use: 'loopA' },
};

const evaluate = (rule: Rule | undefined, overrides: Record<string, Facts[string]> = {}) => evaluateRule(rule, facts(overrides), namedRules);

describe('evaluateRule', () => {
  it('shows what has no rule', () => {
    expect(evaluate(undefined)).toBe(true);
  });

  describe('boolean facts', () => {
    it('are true when the fact is true, or match `is`', () => {
      expect(evaluate({ fact: 'member.isSubscriber' })).toBe(true);
      expect(evaluate({ fact: 'member.isTermed' })).toBe(false);
      expect(evaluate({ fact: 'member.isTermed', is: false })).toBe(true);
      expect(evaluate({ fact: 'member.isSubscriber', is: false }, { 'member.isSubscriber': false })).toBe(true);
    });
  });

  describe('eligibility and string facts', () => {
    it('test membership with `in`', () => {
      expect(evaluate({ fact: 'eligibility.medical', in: ['active'] })).toBe(true);
      expect(evaluate({ fact: 'eligibility.dental', in: ['active'] })).toBe(false);
      expect(evaluate({ fact: 'eligibility.dental', in: ['active', 'future'] })).toBe(true);
      expect(evaluate({ fact: 'group.id', in: ['10004760'] })).toBe(false);
      expect(evaluate({ fact: 'group.id', in: ['10004760'] }, { 'group.id': '10004760' })).toBe(true);
      expect(evaluate({ fact: 'token.role', in: ['logInAsAnyone'] }, { 'token.role': 'logInAsAnyone' })).toBe(true);
    });

    it('are false when the fact has no value', () => {
      expect(evaluate({ fact: 'group.parentId', in: ['100000075'] })).toBe(false);
    });
  });

  describe('number facts', () => {
    it('compare with atLeast / atMost / in, bounds included', () => {
      expect(evaluate({ fact: 'member.age', atLeast: 18 })).toBe(false);
      expect(evaluate({ fact: 'member.age', atLeast: 18 }, { 'member.age': 18 })).toBe(true);
      expect(evaluate({ fact: 'member.age', atMost: 17 })).toBe(true);
      expect(evaluate({ fact: 'member.age', atLeast: 10, atMost: 16 })).toBe(false);
      expect(evaluate({ fact: 'member.suffix', in: [0] }, { 'member.suffix': 0 })).toBe(true);
      expect(evaluate({ fact: 'group.count', in: [2, 5] })).toBe(false);
    });

    it('are false when the fact has no value', () => {
      expect(evaluate({ fact: 'member.age', atLeast: 0 }, { 'member.age': null })).toBe(false);
      expect(evaluate({ fact: 'member.suffix', in: [0] }, { 'member.suffix': null })).toBe(false);
    });
  });

  it('list facts test `has`', () => {
    expect(evaluate({ fact: 'programs', has: 37 })).toBe(true);
    expect(evaluate({ fact: 'programs', has: 93 })).toBe(false);
  });

  it('date facts compare yyyy-mm-dd, bounds included', () => {
    expect(evaluate({ fact: 'today', onOrBefore: '2025-03-31' })).toBe(true);
    expect(evaluate({ fact: 'today', onOrBefore: '2025-03-31' }, { today: '2025-04-01' })).toBe(false);
    expect(evaluate({ fact: 'today', onOrAfter: '2025-04-01' })).toBe(false);
    expect(evaluate({ fact: 'today', onOrAfter: '2025-01-01', onOrBefore: '2025-12-31' })).toBe(true);
  });

  describe('all / any / not', () => {
    it('combine conditions', () => {
      const settings: Rule = { any: [{ fact: 'member.isSubscriber' }, { fact: 'member.isAdult' }] };
      expect(evaluate(settings, { 'member.isSubscriber': false, 'member.isAdult': false })).toBe(false);
      expect(evaluate(settings, { 'member.isSubscriber': false })).toBe(true);

      const ebill: Rule = { all: [{ fact: 'ebill.has' }, { fact: 'member.isTermed', is: false }] };
      expect(evaluate(ebill)).toBe(true);
      expect(evaluate(ebill, { 'member.isTermed': true })).toBe(false);

      const category: Rule = { all: [{ fact: 'eligibility.medical', in: ['active'] }, { not: { fact: 'group.id', in: ['10004760'] } }] };
      expect(evaluate(category)).toBe(true);
      expect(evaluate(category, { 'group.id': '10004760' })).toBe(false);
    });
  });

  describe('named rules', () => {
    it('evaluate the named rule with the same facts, also through other names', () => {
      expect(evaluate({ use: 'settingsAllowed' })).toBe(true);
      expect(evaluate({ use: 'settingsAllowed' }, { 'member.isSubscriber': false, 'member.isAdult': false })).toBe(false);
      expect(evaluate({ use: 'nonSubscriber' })).toBe(false);
      expect(evaluate({ use: 'notNonSubscriber' })).toBe(true);
    });

    it('stop a loop of names as false', () => {
      expect(evaluate({ use: 'loopA' })).toBe(false);
    });
  });

  describe('anything unknown at run time is false, never an exception', () => {
    it.each([
      ['an unknown fact', { fact: 'member.isAstronaut' }],
      ['an unknown named rule', { use: 'isFriday' }],
      ['a rule name from Object.prototype', { use: 'toString' }],
      ['a fact name from Object.prototype', { fact: 'constructor' }],
      ['an inherited fact with `is`', { fact: 'hasOwnProperty', is: true }],
    ])('%s', (_label, rule) => {
      expect(evaluate(rule as unknown as Rule)).toBe(false);
    });
  });
});

describe('decideRule: a fact whose call failed is undecided (three-valued logic)', () => {
  const undecided = new Set(['ebill.has']);
  const decide = (rule: Rule) => decideRule(rule, facts(), namedRules, undecided);
  const unknownEbill = { fact: 'ebill.has' };

  it('a condition on it is undecided, and so is its negation', () => {
    expect(decide(unknownEbill)).toBe('undecided');
    expect(decide({ not: unknownEbill })).toBe('undecided');
  });

  it('`all` hides when another part hides, else stays undecided', () => {
    expect(decide({ all: [unknownEbill, { fact: 'member.isTermed' }] })).toBe('hide');
    expect(decide({ all: [unknownEbill, { fact: 'member.isSubscriber' }] })).toBe('undecided');
  });

  it('`any` shows when another part shows, else stays undecided', () => {
    expect(decide({ any: [unknownEbill, { fact: 'member.isSubscriber' }] })).toBe('show');
    expect(decide({ any: [unknownEbill, { fact: 'member.isTermed' }] })).toBe('undecided');
  });

  it('reaches through named rules', () => {
    expect(decideRule({ use: 'nonSubscriber' }, facts(), namedRules, new Set(['member.isSubscriber']))).toBe('undecided');
  });

  it('evaluateRule takes undecided as hidden, whatever the negation', () => {
    expect(evaluateRule(unknownEbill, facts(), namedRules, undecided)).toBe(false);
    expect(evaluateRule({ not: unknownEbill }, facts(), namedRules, undecided)).toBe(false);
  });

  it('decides as before where nothing is undecided', () => {
    expect(decideRule(unknownEbill, facts(), namedRules)).toBe('show');
    expect(decideRule({ not: unknownEbill }, facts(), namedRules)).toBe('hide');
  });
});

describe('named rules that use each other many times over', () => {
  it('evaluate each name once: 8 levels of rules that each use the one below 10 times answer at once', () => {
    const wide: Record<string, Rule> = { level0: { fact: 'member.isSubscriber' } };
    for (let level = 1; level < 8; level++) wide[`level${level}`] = { all: Array.from({ length: 10 }, () => ({ use: `level${level - 1}` })) };
    const started = performance.now();
    expect(evaluateRule({ use: 'level7' }, facts(), wide)).toBe(true);
    expect(evaluateRule({ use: 'level7' }, facts({ 'member.isSubscriber': false }), wide)).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
