import { definePages } from '../../../manifest/declarations';

/** Onboarding, with the temporary token of a first sign-in or of single sign-on (spec §4). */
export const onboardingPages = definePages([
  {
    path: 'update-preferences',
    component: './UpdatePreferencesPage',
    access: 'temporaryToken',
    heading: 'onboarding.preferences.title',
    calls: ['getRelevantPreferences', 'getPreferences', 'getPolicyDetails'],
    actions: ['putPreferences'],
  },
  {
    path: 'registration-policies',
    component: './RegistrationPoliciesPage',
    access: 'temporaryToken',
    heading: 'onboarding.policies.title',
    calls: ['getAccount', 'getRegistrationPolicies'],
    actions: ['putRegistrationPolicies'],
  },
  { path: 'sso-landing', component: './SsoLandingPage', access: 'temporaryToken', heading: 'onboarding.ssoLanding.title', calls: ['getSsoTransfer'] },
]);
