import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description:
    "Sends the member to the 404 page ('Sorry, it looks like we can't find that page.'): for a page a member may reach by address but that is not theirs, under a rule (e.g. /navitus without program 37).",
  properties: {},
  additionalProperties: false,
} as const;

/** What the notFound component takes. */
export type NotFoundProps = FromSchema<typeof props>;

/** The `notFound` widget (its component: NotFoundSection.tsx, loaded by src/app/widget-registry.ts). */
export const notFoundWidget = defineWidget({
  name: 'notFound',
  props,
  example: {},
});
