/**
 * A brand's feature switches (`features` in the manifest): what differs between brands in how the product behaves,
 * named, so code and rules read a switch and never a brand's id. Each is also a boolean fact `feature.<name>`.
 */
export const featureSwitchNames = [
  'createAccountLink',
  'forgotLinks',
  'eBillOffered',
  'programs',
  'handbooks',
  'logoutPage',
  'unauthorizedRedirectsToLogin',
  'dentistFinderOnly',
  /** Spec §4: a staff (log-in-as) sign-in goes to /login-as before anything else (partner and regional plans). */
  'staffSignInGoesToLoginAs',
  /**
   * Spec §4 "Partner plan flow": sign-in asks only for the communication policy (/registration-policies while it is
   * unsigned, then /home) instead of the regular flow (group selection, preferences, sales-force transfer).
   */
  'policiesOnlySignInFlow',
  /**
   * Spec §5 preference defaults "with extended policy" (our choice: the regional Medicare plan's): unanswered
   * electronic EOB and paperless-bill preferences default to paper and no emails.
   */
  'extendedCommunicationPolicy',
  /** Spec §2: the reduced benefit categories (Benefits summary with asOfDate, Programs, Referrals, handbooks). */
  'reducedCategories',
  /** Spec §2: Settings for dependents aged 18 or older (not on the partner plan, where only the subscriber has it). */
  'adultDependentSettings',
] as const;

export type FeatureSwitch = (typeof featureSwitchNames)[number];

/** The rule facts of the switches: `feature.<name>`. */
export const featureFacts = featureSwitchNames.map((name) => `feature.${name}` as const) as readonly `feature.${FeatureSwitch}`[];
