import type { Preferences, RelevantPreferences } from './preferences';

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

/** For tests: every section of the preferences relevant, and none. */
export const allSections: RelevantPreferences = { marketingEmail: true, electronicEob: true, medicareMaterials: true, ebill: true };
export const noSections: RelevantPreferences = { marketingEmail: false, electronicEob: false, medicareMaterials: false, ebill: false };
