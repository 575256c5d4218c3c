import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../manifest/declarations';

const props = {
  type: 'object',
  properties: {
    planYear: { type: 'string', pattern: '^\\d{4}-\\d{4}$', description: 'The plan year the initiative names, e.g. 2026-2027.' },
    phone: { type: 'string', minLength: 7, description: 'The help line members call, as it should read.' },
    email: { type: 'string', pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', description: 'The email address members write to.' },
  },
  required: ['planYear', 'phone', 'email'],
  additionalProperties: false,
} as const;

/** What the preventiveCareCard component takes. */
export type PreventiveCareCardProps = FromSchema<typeof props>;

/** The `preventiveCareCard` widget. */
export const preventiveCareCardWidget = defineWidget({
  name: 'preventiveCareCard',
  description:
    'Preventative care initiative card of one group (spec §2): its plan year, a help line and an email address.',
  component: './PreventiveCareCard',
  atHand: true,
  props,
  example: { planYear: '2026-2027', phone: '503-555-0199', email: 'wellness@portlandoregon.example' },
});
