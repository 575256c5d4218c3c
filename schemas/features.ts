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
  /** Spec §2: the reduced benefit categories (Benefits summary with asOfDate, Programs, Referrals, handbooks). */
  'reducedCategories',
  /** Spec §2: Settings for dependents aged 18 or older (not on the partner plan, where only the subscriber has it). */
  'adultDependentSettings',
] as const;

export type FeatureSwitch = (typeof featureSwitchNames)[number];

/** The rule facts of the switches: `feature.<name>`. */
export const featureFacts = featureSwitchNames.map((name) => `feature.${name}` as const) as readonly `feature.${FeatureSwitch}`[];
