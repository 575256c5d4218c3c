import { isAppPath } from '../../engine/addresses/addresses';
import { decideRule } from '../../engine/rules/evaluate';
import { departmentsByIds, type Department } from '../../manifest/contact';
import type { Contact, MenuItem } from '../../manifest/manifest-types';
import type { Facts, NamedRules } from '../../manifest/rule-types';

/* The care options pages' rules (spec §2 "Find care submenu", "Passport Dental page"): pure, React-free. */

/** Spec §3: Passport Dental's program id; its page reads the program's details (programs/sitecore). */
export const PASSPORT_DENTAL_PROGRAM_ID = 27;

/** A card of /find-care: one item of the Find care submenu. */
export interface CareOption {
  id: string;
  /** Copy key of the title (the menu item's label). */
  label: string;
  /** The description's copy key: one per item id. */
  description: string;
  to: string;
}

export interface CareOptions {
  options: CareOption[];
  /** Some item turns on a fact whose call failed: the page says it could not load them all, with 'Try again'. */
  incomplete: boolean;
}

/**
 * The care options of /find-care: the items of the manifest's Find care submenu that show for this member (spec §2:
 * Find care resources, Primary care when eligible for PCP selection; on the partner plan only the dentist finder),
 * in the menu's order, so a content editor changes the submenu and the page in one place. Only items that lead to a
 * page of this app become cards; an item whose rule is undecided (its call failed) is left out and reported.
 */
export function careOptions(items: readonly MenuItem[], facts: Facts, namedRules: NamedRules, undecided?: ReadonlySet<string>): CareOptions {
  const linked = items.filter((item): item is MenuItem & { to: string } => item.to !== undefined && isAppPath(item.to));
  const decisions = linked.map((item) => ({ item, decision: decideRule(item.rule, facts, namedRules, undecided) }));
  return {
    options: decisions
      .filter(({ decision }) => decision === 'show')
      .map(({ item }) => ({ id: item.id, label: item.label, description: `careOptions.landing.descriptions.${item.id}`, to: item.to })),
    incomplete: decisions.some(({ decision }) => decision === 'undecided'),
  };
}

/** The brand's phone lines among `ids` (contact department ids), in the order of `ids`; ids the brand lacks are skipped. */
export const phoneLines = (contact: Contact, ids: readonly string[]): Department[] => departmentsByIds(contact, ids);

/**
 * Spec §2 "Passport Dental page": what a receipt must show, in the spec's order (dentist name and address with
 * country, member name and date of birth, description of services, tooth numbers and surfaces, individual charge and
 * currency). Each is a copy key under careOptions.passport.receipt.
 */
export const RECEIPT_ITEMS = ['dentist', 'member', 'services', 'teeth', 'charges'] as const;
export const receiptItemKeys = (): string[] => RECEIPT_ITEMS.map((item) => `careOptions.passport.receipt.${item}`);
