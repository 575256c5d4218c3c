import { definePages } from '../../../manifest/declarations';

/** The account forms: recovering a username or password, registration (spec §5), and changing the password. */
export const formsPages = definePages([
  { path: 'recovery/username', component: './RecoverUsernamePage', access: 'public', heading: 'pages.recoveryUsername', actions: ['postForgotUsername'] },
  {
    path: 'recovery/password',
    component: './RecoverPasswordPage',
    access: 'public',
    heading: 'pages.recoveryPassword',
    actions: ['postForgotPassword', 'postPasswordReset'],
  },
  {
    path: 'registration',
    component: './RegistrationPage',
    access: 'public',
    heading: 'pages.registration',
    calls: ['getSecurityQuestions'],
    actions: ['postUserDetails', 'postUsername', 'postRegistration'],
  },
  { path: 'account/settings/change-password', page: 'change-password', actions: ['putPassword'] },
]);
