import { describe, expect, it } from 'vitest';
import { evaluateRule } from '../../engine/rules/evaluate';
import { buildFacts } from '../../member/facts';
import type { MemberContext } from '../../member/member-context';
import { accountFixture, contextFixture, memberFixture } from '../../member/member-context.fixture';
import { initialPreferencesForm } from '../../member/preferences';
import { allSections, noSections, unsetPreferences } from '../../member/preferences.fixture';
import { validate } from '../../ui/validation/validators';
import { brandManifest } from '../../../test/brand-fixtures';
import {
  answeredQuestions,
  asksForEmail,
  editedSections,
  initialSecurityForm,
  preferencesRules,
  questionChoices,
  securityAnswerCount,
  securityAnswersRequest,
  securityRules,
  shownSections,
} from './rules';

const questions = [
  { id: 1, question: 'What was the name of your first pet?' },
  { id: 2, question: 'In what city were you born?' },
  { id: 3, question: 'What was the make of your first car?' },
  { id: 4, question: 'What is the name of the street you grew up on?' },
];

describe('which parts of the preferences a card shows (spec §3, §6)', () => {
  it('the email always; a preference section only when account/relevant-preferences names it; in page order', () => {
    expect(shownSections(['medicareMaterials', 'marketingEmail', 'email'], allSections)).toEqual(['email', 'marketingEmail', 'medicareMaterials']);
    expect(shownSections(['email', 'marketingEmail', 'medicareMaterials'], { ...allSections, medicareMaterials: false })).toEqual([
      'email',
      'marketingEmail',
    ]);
    expect(shownSections(['email'], noSections)).toEqual(['email']);
  });

  it('paperless EOBs only for the subscriber (relevant to suffix 0 only), eBill only when relevant: else nothing', () => {
    const dependent = { ...allSections, electronicEob: false };
    expect(shownSections(['electronicEob'], allSections)).toEqual(['electronicEob']);
    expect(shownSections(['electronicEob'], dependent)).toEqual([]);
    expect(shownSections(['ebill'], { ...allSections, ebill: false })).toEqual([]);
  });

  it('a card edits only the sections it shows', () => {
    expect(editedSections(['email', 'marketingEmail'])).toEqual({ ...noSections, marketingEmail: true });
    expect(editedSections(['ebill'])).toEqual({ ...noSections, ebill: true });
  });

  it('asks for the email when it shows it, or when none is on file (every save sends one)', () => {
    const withEmail = { ...unsetPreferences, emailAddress: 'a@example.com' };
    expect(asksForEmail(['email'], withEmail)).toBe(true);
    expect(asksForEmail(['electronicEob'], withEmail)).toBe(false);
    expect(asksForEmail(['electronicEob'], unsetPreferences)).toBe(true);
    expect(asksForEmail(['ebill'], { ...unsetPreferences, emailAddress: '  ' })).toBe(true);
  });
});

describe('the preferences form (spec §5 preferences email)', () => {
  const form = initialPreferencesForm(unsetPreferences, false);
  it('the email is required and valid when asked for; the flags need nothing', () => {
    const rules = preferencesRules(true)(form);
    expect(validate('', rules.emailAddress)).toEqual({ kind: 'required' });
    expect(validate('dana@example', rules.emailAddress)).toEqual({ kind: 'pattern' });
    expect(validate('dana@example.com', rules.emailAddress)).toBeNull();
    expect(rules.electronicEob).toEqual([]);
    expect(preferencesRules(false)(form).emailAddress).toEqual([]);
  });
});

describe('security questions and answers (spec §5 security answer)', () => {
  it('as many as the gateway takes (two), starting from the questions chosen before with empty answers', () => {
    expect(securityAnswerCount).toBe(2);
    expect(initialSecurityForm([1, 4])).toEqual({ question1: '1', answer1: '', question2: '4', answer2: '' });
    expect(initialSecurityForm([])).toEqual({ question1: '', answer1: '', question2: '', answer2: '' });
  });

  const all = securityRules(initialSecurityForm([]));
  const rules = { answer1: all.answer1 ?? [], question2: all.question2 ?? [] };
  it.each([
    ['Rex', null],
    ['Portland Oregon 1999', null],
    ["O'Brien-Smith, Jr.", null],
    ['a'.repeat(30), null],
    ['ab', { kind: 'minlength' }],
    ['a'.repeat(31), { kind: 'maxlength' }],
    ['Caf\u00e9', { kind: 'pattern' }],
    ['<script>', { kind: 'pattern' }],
    ['', { kind: 'required' }],
  ] as const)('answer %j: %j', (answer, problem) => {
    expect(validate(answer, rules.answer1)).toEqual(problem);
  });

  it('each question is required', () => {
    expect(validate('', rules.question2)).toEqual({ kind: 'required' });
    expect(validate('3', rules.question2)).toBeNull();
  });

  it('never offers the same question twice: a select leaves out what the others chose', () => {
    const form = { question1: '1', answer1: '', question2: '4', answer2: '' };
    expect(questionChoices(questions, form, 1).map((q) => q.id)).toEqual([1, 2, 3]);
    expect(questionChoices(questions, form, 2).map((q) => q.id)).toEqual([2, 3, 4]);
  });

  it('sends each chosen question with its trimmed answer', () => {
    expect(securityAnswersRequest({ question1: '2', answer1: ' Portland ', question2: '3', answer2: 'Civic' })).toEqual({
      answers: [
        { questionId: 2, answer: 'Portland' },
        { questionId: 3, answer: 'Civic' },
      ],
    });
  });

  it("shows the answered questions' text in order, never an answer; an unknown id is left out", () => {
    expect(answeredQuestions([4, 1], questions)).toEqual([questions[3]?.question, questions[0]?.question]);
    expect(answeredQuestions([9], questions)).toEqual([]);
  });
});

describe('the settings page (spec §6 Settings visibility; subscriber-only settings)', () => {
  function shown(brandId: string, over: Partial<MemberContext> = {}) {
    const manifest = brandManifest(brandId);
    const context = contextFixture({ brand: { id: brandId, domainId: manifest.brand.domainId, features: manifest.features }, ...over });
    const facts = buildFacts(context);
    return manifest.pages.settings.sections.filter((s) => evaluateRule(s.rule, facts, manifest.rules)).map((s) => s.id);
  }
  const dependentAged = (age: 17 | 20): Partial<MemberContext> => ({
    account: accountFixture(memberFixture({ memberSuffix: age === 17 ? 2 : 3, dateOfBirth: age === 17 ? '2009-06-01' : '2006-06-01' })),
  });
  const everything = ['password', 'security-questions', 'communication', 'paperless-eobs', 'ebill-preferences'];

  it('the subscriber: every section, paperless EOBs and eBill included', () => {
    expect(shown('main')).toEqual(everything);
  });

  it('a dependent aged 18 or older: the settings without paperless EOBs', () => {
    expect(shown('main', dependentAged(20))).toEqual(['password', 'security-questions', 'communication', 'ebill-preferences']);
  });

  it('a dependent under 18: the not-found page', () => {
    expect(shown('main', dependentAged(17))).toEqual(['not-found']);
  });

  it('partner plan: its subscriber sees settings without eBill (never offered), a dependent of any age the not-found page', () => {
    expect(shown('partner')).toEqual(['password', 'security-questions', 'communication', 'paperless-eobs']);
    expect(shown('partner', dependentAged(20))).toEqual(['not-found']);
  });

  it('no eBill, or termed: no eBill section', () => {
    expect(shown('main', { ebill: { has: false, registered: false, showAlert: false } })).not.toContain('ebill-preferences');
  });
});
