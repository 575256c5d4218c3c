import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description: "The settings page's password card: a link to the change password page (/account/settings/change-password).",
  properties: {},
  additionalProperties: false,
} as const;

/** What the PasswordSettingsCard component takes. */
export type PasswordSettingsProps = FromSchema<typeof props>;

/** The `passwordSettings` widget (its component: PasswordSettingsCard.tsx, loaded by src/app/widget-registry.ts). */
export const passwordSettingsWidget = defineWidget({
  name: 'passwordSettings',
  props,
  example: {},
});
