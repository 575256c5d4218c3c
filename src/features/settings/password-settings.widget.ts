import { defineWidget } from '../../manifest/declarations';

/** The `passwordSettings` widget. */
export const passwordSettingsWidget = defineWidget({
  name: 'passwordSettings',
  description:
    "The settings page's password card: a link to the change password page (/account/settings/change-password).",
  component: './PasswordSettingsCard',
});
