import { SECURITY_ANSWER_COUNT } from '@schemas/api/account-forms';
import type { FromSchema } from 'json-schema-to-ts';
import type { securityAnswersRequestSchema, securityQuestionSchema } from '@schemas/api/account-forms';
import { sectionFlags, sections as preferenceSections, type Preferences, type PreferencesForm, type RelevantPreferences } from '../../member/preferences';
import type { FormRules } from '../../ui/validation/use-form';
import { email, required, securityAnswer, type Rule } from '../../ui/validation/validators';
import { communicationSections } from './communication-preferences.widget';

/* The settings page's rules (spec §3 Preferences, §5 email and security answer, §6), pure. */

export type CommunicationSection = (typeof communicationSections)[number];

/**
 * The parts a preferences card shows, in page order: those it asks for that apply to the member: the e-mail always,
 * a preference section when account/relevant-preferences names it (electronic EOBs: the subscriber's only, spec §6).
 */
export function shownSections(asked: readonly CommunicationSection[], relevant: RelevantPreferences): CommunicationSection[] {
  return communicationSections.filter((part) => asked.includes(part) && (part === 'email' || relevant[part]));
}

/** The preference sections a card edits, as the PUT body's builder reads them: only their flags change. */
export function editedSections(shown: readonly CommunicationSection[]): RelevantPreferences {
  return Object.fromEntries(preferenceSections.map((section) => [section, shown.includes(section)])) as RelevantPreferences;
}

/**
 * Whether the card has the e-mail field: when it shows the e-mail part, or when no address is on file, since every
 * save sends one and spec §5 requires it (a card for paperless EOBs alone asks for it then).
 */
export function asksForEmail(shown: readonly CommunicationSection[], current: Preferences): boolean {
  return shown.includes('email') || !current.emailAddress?.trim();
}

/** Spec §5: the e-mail is required and valid when the card asks for it; the choices always hold Y or N. */
export function preferencesRules(withEmail: boolean): FormRules<keyof PreferencesForm> {
  const rules: Record<string, readonly Rule[]> = { emailAddress: withEmail ? [required, email] : [] };
  for (const flag of preferenceSections.flatMap((section) => sectionFlags[section])) rules[flag] = [];
  return () => rules as Record<keyof PreferencesForm, readonly Rule[]>;
}

export type SecurityQuestion = FromSchema<typeof securityQuestionSchema>;
export type SecurityAnswersRequest = FromSchema<typeof securityAnswersRequestSchema>;

/** How many questions a member answers: what PUT account/security-answers (and registration) accepts. */
export const securityAnswerCount = SECURITY_ANSWER_COUNT;
const positions = Array.from({ length: securityAnswerCount }, (_, i) => i + 1);

export type SecurityField = `question${number}` | `answer${number}`;
export type SecurityForm = Record<SecurityField, string>;
export const questionField = (position: number): SecurityField => `question${position}`;
export const answerField = (position: number): SecurityField => `answer${position}`;

/** The form starts from the questions chosen before (their answers are never known: empty). */
export function initialSecurityForm(chosen: readonly number[]): SecurityForm {
  const form = {} as SecurityForm;
  for (const position of positions) {
    form[questionField(position)] = chosen[position - 1] === undefined ? '' : String(chosen[position - 1]);
    form[answerField(position)] = '';
  }
  return form;
}

/** Each question required; each answer required and spec §5's security answer (3 to 30, its characters). */
export const securityRules: FormRules<SecurityField> = () => {
  const rules = {} as Record<SecurityField, readonly Rule[]>;
  for (const position of positions) {
    rules[questionField(position)] = [required];
    rules[answerField(position)] = [required, securityAnswer];
  }
  return rules;
};

/** A question's choices leave out those chosen in the other selects: the same question is never chosen twice. */
export function questionChoices(questions: readonly SecurityQuestion[], form: SecurityForm, position: number): SecurityQuestion[] {
  const elsewhere = new Set(positions.filter((p) => p !== position).map((p) => form[questionField(p)]));
  return questions.filter((q) => !elsewhere.has(String(q.id)));
}

/** The PUT body: each chosen question with its answer, trimmed (the gateway compares answers without case). */
export function securityAnswersRequest(form: SecurityForm): SecurityAnswersRequest {
  return {
    answers: positions.map((position) => ({
      questionId: Number(form[questionField(position)]),
      answer: (form[answerField(position)] ?? '').trim(),
    })),
  };
}

/** The text of each answered question, in the member's order; an id the list no longer has is left out. */
export function answeredQuestions(questionIds: readonly number[], questions: readonly SecurityQuestion[]): string[] {
  return questionIds.flatMap((id) => questions.find((q) => q.id === id)?.question ?? []);
}
