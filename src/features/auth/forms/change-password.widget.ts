import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../../engine/slots/registry';

const props = {
  type: 'object',
  description: 'The change password form; required for an INI or FRC account, which cannot leave until it is done (spec §4).',
  properties: {},
  additionalProperties: false,
} as const;

/** What the changePassword component takes. */
export type ChangePasswordProps = FromSchema<typeof props>;

/** The `changePassword` widget: its props and an example (its component: ChangePasswordSection.tsx, loaded by src/app/widget-registry.ts). */
export const changePasswordWidget = defineWidget({
  name: 'changePassword',
  props,
  example: {},
});
