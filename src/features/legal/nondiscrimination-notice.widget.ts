import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../manifest/declarations';
import { patterns } from '@schemas/generic/patterns';

const props = {
  type: 'object',
  properties: {
    coordinator: {
      type: 'object',
      description: "The brand's Civil Rights Coordinator, who takes grievances (ACA section 1557).",
      properties: {
        phone: { type: 'string', pattern: patterns.phone },
        email: { type: 'string', format: 'email' },
        mail: {
          type: 'array',
          description: 'The mailing address, a line each (for example "PO Box 40384", "Portland, OR 97240").',
          items: { type: 'string', minLength: 1, maxLength: 100 },
          minItems: 1,
          maxItems: 4,
        },
      },
      required: ['phone', 'email', 'mail'],
      additionalProperties: false,
    },
  },
  required: ['coordinator'],
  additionalProperties: false,
} as const;

/** What the NondiscriminationNoticeSection component takes. */
export type NondiscriminationNoticeProps = FromSchema<typeof props>;

/** The `nondiscriminationNotice` widget. */
export const nondiscriminationNoticeWidget = defineWidget({
  name: 'nondiscriminationNotice',
  description:
    "The notice of nondiscrimination (ACA section 1557): the brand complies with federal civil rights laws, its free aids and language services, and how to file a grievance with its Civil Rights Coordinator (phone, the brand's TTY, email, mail).",
  component: './NondiscriminationNoticeSection',
  props,
  example: { coordinator: { phone: '800-555-0109', email: 'civilrights@plan.example', mail: ['PO Box 40384', 'Portland, OR 97240'] } },
});
