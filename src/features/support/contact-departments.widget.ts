import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../manifest/declarations';
import { patterns } from '@schemas/generic/patterns';

const props = {
  type: 'object',
  properties: {
    departments: {
      type: 'array',
      items: { type: 'string', pattern: patterns.id },
      minItems: 1,
      uniqueItems: true,
      description: 'Which departments to list, by id, in this order; left out: every department of the brand.',
    },
  },
  additionalProperties: false,
} as const;

/** What the ContactDepartmentsSection component takes. */
export type ContactDepartmentsProps = FromSchema<typeof props>;

/** The `contactDepartments` widget. */
export const contactDepartmentsWidget = defineWidget({
  name: 'contactDepartments',
  description:
    "The brand's contact departments (spec §2 Contact-us, manifest contact.departments): phone (a tel: link), email, hours (a department's seasons of spec §9 with today's marked) and the TTY line.",
  component: './ContactDepartmentsSection',
  props,
  example: { departments: ['customer-service'] },
});
