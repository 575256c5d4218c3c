import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description:
    'An edit-form card of the security questions the member has answered (never the answers): choose the questions again and answer each (spec §5 security answer, hidden inputs with Show/Hide); PUT account/security-answers.',
  properties: {},
  additionalProperties: false,
} as const;

/** What the SecurityQuestionsSection component takes. */
export type SecurityQuestionsProps = FromSchema<typeof props>;

/** The `securityQuestions` widget (its component: SecurityQuestionsSection.tsx, loaded by src/app/widget-registry.ts). */
export const securityQuestionsWidget = defineWidget({
  name: 'securityQuestions',
  props,
  example: {},
});
