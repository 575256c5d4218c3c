import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../manifest/declarations';
import { patterns } from '@schemas/generic/patterns';

const props = {
  type: 'object',
  properties: {
    questionIds: {
      type: 'array',
      items: { type: 'string', pattern: patterns.id },
      minItems: 1,
      uniqueItems: true,
      description: 'Which questions the brand shows, in order (ids of content/en/support.json questions.items).',
    },
  },
  required: ['questionIds'],
  additionalProperties: false,
} as const;

/** What the CommonQuestionsSection component takes. */
export type CommonQuestionsProps = FromSchema<typeof props>;

/** The `commonQuestions` widget. */
export const commonQuestionsWidget = defineWidget({
  name: 'commonQuestions',
  description:
    'The help center\'s common questions and answers (copy support.questions.items.<id>), as a disclosure list.',
  component: './CommonQuestionsSection',
  props,
  example: { questionIds: ['id-card', 'claim-status'] },
});
