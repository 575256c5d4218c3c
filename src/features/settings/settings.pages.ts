import { definePages } from '../../manifest/declarations';

/** The member's settings (spec §2, §5). */
export const settingsPages = definePages([
  {
    path: 'account/settings',
    page: 'settings',
    calls: ['getSecurityQuestions', 'getChosenSecurityQuestions', 'getPreferences', 'getRelevantPreferences', 'getPolicyDetails'],
    actions: ['putSecurityAnswers', 'putPreferences'],
  },
]);
