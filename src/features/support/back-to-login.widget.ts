import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description: "The contact page's link back to the login page (spec §2 Contact-us): for signed-out pages.",
  properties: {},
  additionalProperties: false,
} as const;

/** What the BackToLoginLink component takes. */
export type BackToLoginProps = FromSchema<typeof props>;

/** The `backToLogin` widget (its component: BackToLoginLink.tsx, loaded by src/app/widget-registry.ts). */
export const backToLoginWidget = defineWidget({
  name: 'backToLogin',
  props,
  example: {},
});
