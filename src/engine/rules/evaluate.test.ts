import { describe, expect, it, vi } from 'vitest';
import { testFacts } from '../slots/test-facts';
import { evaluateRule } from './evaluate';
import type { Facts, Predicates, Rule } from './rule-types';

/** The shared test facts, with the values these examples read. */
function facts(overrides: Partial<Facts> = {}): Facts {
  return testFacts({
    'eligibility.dental': 'future',
    'eligibility.vision': 'termed',
    'member.age': 17,
    'member.suffix': 2,
    programs: [1, 8, 37],
    today: '2025-03-31',
    ...overrides,
  });
}

const predicates: Predicates = {
  settingsAllowed: (f) => f['member.isSubscriber'] || f['member.isAdult'],
  ebillMenuAllowed: (f) => f['ebill.has'] && !f['member.isTermed'],
  claimsLabelForNonSubscriber: (f) => !f['member.isSubscriber'],
};

const evaluate = (rule: Rule | undefined, overrides: Partial<Facts> = {}) => evaluateRule(rule, facts(overrides), predicates);

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
      expect(evaluate({ fact: 'brand.domainId', in: [2, 5] })).toBe(false);
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

  describe('named predicates', () => {
    it('call the predicate with the facts', () => {
      const spy = vi.fn(() => true);
      expect(evaluateRule({ use: 'settingsAllowed' }, facts(), { ...predicates, settingsAllowed: spy })).toBe(true);
      expect(spy).toHaveBeenCalledWith(facts());
      expect(evaluate({ use: 'claimsLabelForNonSubscriber' })).toBe(false);
    });
  });

  describe('anything unknown at run time is false, never an exception', () => {
    it.each([
      ['an unknown fact', { fact: 'member.isAstronaut' }],
      ['an unknown predicate', { use: 'isFriday' }],
      ['a predicate name from Object.prototype', { use: 'toString' }],
      ['a fact name from Object.prototype', { fact: 'constructor' }],
      ['an inherited fact with `is`', { fact: 'hasOwnProperty', is: true }],
    ])('%s', (_label, rule) => {
      expect(evaluate(rule as unknown as Rule)).toBe(false);
    });
  });
});
