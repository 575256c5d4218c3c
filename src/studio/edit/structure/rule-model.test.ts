import { ruleSchema } from '@schemas/rule.schema';
import { describe, expect, it } from 'vitest';
import { validateRule } from '../../../manifest/generated/validators';
import { copy } from './copy';
import {
  allFacts,
  changeFact,
  changeShape,
  factKind,
  factKinds,
  newCondition,
  parseList,
  replaceOperator,
  ruleInWords,
  setOperatorValue,
  shownOperators,
  unusedOperators,
} from './rule-model';

describe('rule model: read from the rule schema', () => {
  it('knows every fact of the schema, each in one kind', () => {
    const schemaFacts = ruleSchema.$defs.rule.else.else.else.else.properties.fact.enum;
    expect(allFacts).toEqual(schemaFacts);
    expect(factKinds.flatMap((k) => k.facts).sort()).toEqual([...schemaFacts].sort());
  });

  it("reads each kind's operators and their value types", () => {
    expect(factKind('member.isSubscriber')?.operators.map((o) => [o.name, o.value.kind])).toEqual([['is', 'boolean']]);
    expect(factKind('eligibility.dental')?.operators[0]).toMatchObject({ name: 'in', required: true, value: { kind: 'list', of: 'string', choices: ['active', 'future', 'termed', 'ineligible'] } });
    expect(factKind('member.age')?.operators.map((o) => o.name)).toEqual(['in', 'atLeast', 'atMost']);
    expect(factKind('programs')?.operators).toEqual([{ name: 'has', value: { kind: 'number' }, required: true }]);
    expect(factKind('today')?.needsOperator).toBe(true);
  });

  it('makes a new condition for every fact that the schema accepts, or that only waits for a typed value', () => {
    for (const fact of allFacts) {
      const condition = newCondition(fact);
      const kind = factKind(fact)!;
      const waitsForText = kind.operators.some((o) => o.required && o.value.kind === 'list' && !o.value.choices) || fact === 'today';
      expect(validateRule(condition), `${fact}: ${JSON.stringify(condition)}`).toBe(!waitsForText);
    }
  });
});

describe('rule model: editing', () => {
  it('keeps the operators when the fact changes within its kind, else starts over', () => {
    expect(changeFact({ fact: 'eligibility.dental', in: ['future'] }, 'eligibility.vision')).toEqual({ fact: 'eligibility.vision', in: ['future'] });
    expect(changeFact({ fact: 'eligibility.dental', in: ['future'] }, 'pcp.eligible')).toEqual({ fact: 'pcp.eligible' });
  });

  it('writes `is: true` as the bare fact, and `is: false` as written', () => {
    const shown = shownOperators({ fact: 'pcp.eligible' });
    expect(shown.map((o) => [o.spec.name, o.value])).toEqual([['is', true]]);
    const no = setOperatorValue({ fact: 'pcp.eligible' }, 'is', false);
    expect(no).toEqual({ fact: 'pcp.eligible', is: false });
    expect(setOperatorValue(no, 'is', true)).toEqual({ fact: 'pcp.eligible' });
  });

  it('swaps and adds operators of the same kind', () => {
    const age = { fact: 'member.age', atLeast: 18 };
    expect(replaceOperator(age, 'atLeast', 'atMost')).toEqual({ fact: 'member.age', atMost: 0 });
    expect(unusedOperators(age).map((o) => o.name)).toEqual(['in', 'atMost']);
  });

  it('changes a part into a group, a not, a named rule and back, keeping the condition', () => {
    const condition = { fact: 'pcp.eligible' };
    const all = changeShape(condition, 'all', []);
    expect(all).toEqual({ all: [condition] });
    expect(changeShape(all, 'any', [])).toEqual({ any: [condition] });
    expect(changeShape(all, 'not', [])).toEqual({ not: all });
    expect(changeShape(all, 'condition', [])).toEqual(condition);
    expect(changeShape(condition, 'use', ['settingsAllowed'])).toEqual({ use: 'settingsAllowed' });
    for (const rule of [all, changeShape(all, 'not', []), changeShape(condition, 'use', ['settingsAllowed'])]) expect(validateRule(rule)).toBe(true);
  });

  it('parses a typed list', () => {
    expect(parseList(' 10004760, ,10002805 ', 'string')).toEqual(['10004760', '10002805']);
    expect(parseList('1, 33', 'number')).toEqual([1, 33]);
  });
});

describe('rule model: in words', () => {
  it('reads a rule as a person would', () => {
    const rule = { all: [{ fact: 'pcp.eligible' }, { fact: 'today', onOrBefore: '2025-03-31' }, { not: { use: 'ebillShown' } }, { fact: 'group.id', in: ['1', '2'] }] };
    expect(ruleInWords(rule, copy.rule)).toBe('all of (pcp.eligible is yes; today is on or before 2025-03-31; not (the rule ebillShown); group.id is one of 1, 2)');
    expect(ruleInWords({ fact: 'member.age', atLeast: 18, atMost: 64 }, copy.rule)).toBe('member.age is at least 18 and member.age is at most 64');
    expect(ruleInWords(undefined, copy.rule)).toBe('No rule (always shown)');
  });
});
