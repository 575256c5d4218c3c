import { defineWidget } from '../../manifest/declarations';

/** The `securityQuestions` widget. */
export const securityQuestionsWidget = defineWidget({
  name: 'securityQuestions',
  description:
    'An edit-form card of the security questions the member has answered (never the answers): choose the questions again and answer each (spec §5 security answer, hidden inputs with Show/Hide); PUT account/security-answers.',
  component: './SecurityQuestionsSection',
});
