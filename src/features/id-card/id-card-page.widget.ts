import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description:
    'The /id-card page: each covered member\'s cards (front and back, per category), download as PDF, e-mail them, ' +
    'request a physical card. Termed members never reach it (the route\'s notTermed guard).',
  properties: {},
  additionalProperties: false,
} as const;

/** What the idCardPage component takes. */
export type IdCardPageProps = FromSchema<typeof props>;

/** The `idCardPage` widget (its component: IdCardPage.tsx, loaded by src/app/widget-registry.ts). */
export const idCardPageWidget = defineWidget({
  name: 'idCardPage',
  props,
  example: {},
});
