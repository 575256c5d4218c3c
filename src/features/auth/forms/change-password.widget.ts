import { defineWidget } from '../../../manifest/declarations';

/** The `changePassword` widget. */
export const changePasswordWidget = defineWidget({
  name: 'changePassword',
  description:
    'The change password form; required for an INI or FRC account, which cannot leave until it is done (spec §4).',
  component: './ChangePasswordSection',
});
