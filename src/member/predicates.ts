import type { Predicates } from '../engine/rules/rule-types';

/** Named predicates a manifest can use with `{ "use": name }`: spec rules that read better as one name. */
export const predicates: Predicates = {
  /** Spec §6: Settings visible to the subscriber or a dependent aged 18 or older. */
  settingsAllowed: (f) => f['member.isSubscriber'] || f['member.isAdult'],
  /** Spec §2: eBill hidden when the member has no eBill or is termed, and never offered on the partner plan. */
  ebillMenuAllowed: (f) => f['feature.eBillOffered'] && f['ebill.has'] && !f['member.isTermed'],
  /** Spec §2: the menu label is 'Claims' only for non-subscribers. */
  claimsLabelForNonSubscriber: (f) => !f['member.isSubscriber'],
};
