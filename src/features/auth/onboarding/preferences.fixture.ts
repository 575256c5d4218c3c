import type { Preferences } from './onboarding-types';

/** For tests: a member who has set no preference at all (every flag null, no email). */
export const unsetPreferences: Preferences = {
  emailAddress: null,
  electronicEob: null,
  emailBreakingNews: null,
  electronicMedicareMailing: null,
  emailPaymentReminder: null,
  emailAutopayWithdrawalReminder: null,
  discontinuePaperStatements: null,
  emailWhenBillReady: null,
  emailEwpNotification: null,
  showEwpLandingPage: null,
};
