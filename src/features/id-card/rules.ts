import { eligibilityCategories, type EligibilityCategory } from '@schemas/api/account';
import type { AnswerOfCall } from '../../api/call-types';
import type { RefusalKeys } from '../../api/member-api-words';
import type { getIdCards } from '../../api/generated/endpoints/id-card';
import { generalDepartment, type Department } from '../../manifest/contact';
import type { Contact } from '../../manifest/manifest-types';

/* The ID card page's rules (spec §2, §3, §6, §7): whose cards, in which order, the ids and phone numbers printed on
 * them, and what the page does when a call fails. Pure: the page's components only render what these return. */

export type IdCardView = AnswerOfCall<typeof getIdCards>;
export type IdCard = IdCardView['cards'][number];

/** Spec §9's category order: medical, dental, vision, pharmacy. */
export const idCardCategoryOrder: readonly EligibilityCategory[] = eligibilityCategories;

/** The member id printed on a card: the family's subscriber id and the member's two-digit suffix ('MD1004582-02'). */
export function memberIdOf(card: Pick<IdCard, 'subscriberId' | 'memberSuffix'>): string {
  return `${card.subscriberId}-${String(card.memberSuffix).padStart(2, '0')}`;
}

/** The words for POST idCard/email's refusal of the address (400 INVALID_FIELD: the one field it checks). */
export const idCardEmailRefusals: RefusalKeys = { INVALID_FIELD: 'idCard.email.invalid' };
/** The words for GET idCard/request's refusal of a category the member has no plan in (with `category`). */
export const idCardRequestRefusals: RefusalKeys = { NO_PLAN_IN_CATEGORY: 'idCard.request.noPlan' };

/** One covered member and their cards, in category order. */
export interface MemberCards {
  memberKey: string;
  memberSuffix: number;
  name: string;
  cards: IdCard[];
}

/**
 * The cards by member (spec §6: the subscriber, suffix 0, first, then the family by suffix; a dependent only has
 * their own, the gateway decides who is visible), each member's cards in category order. Members without a
 * current or upcoming plan have no cards, so no entry.
 */
export function cardsByMember(cards: readonly IdCard[]): MemberCards[] {
  const members = new Map<string, MemberCards>();
  for (const card of cards) {
    const entry = members.get(card.memberKey) ?? {
      memberKey: card.memberKey,
      memberSuffix: card.memberSuffix,
      name: `${card.firstName} ${card.lastName}`,
      cards: [],
    };
    entry.cards.push(card);
    members.set(card.memberKey, entry);
  }
  const rank = (category: EligibilityCategory) => idCardCategoryOrder.indexOf(category);
  return [...members.values()]
    .sort((a, b) => a.memberSuffix - b.memberSuffix)
    .map((member) => ({ ...member, cards: [...member.cards].sort((a, b) => rank(a.category) - rank(b.category)) }));
}

/** The categories a physical card may be requested in: those someone on the page has a plan in, in order. */
export function requestableCategories(cards: readonly IdCard[]): EligibilityCategory[] {
  return idCardCategoryOrder.filter((category) => cards.some((card) => card.category === category));
}

export type { Department };

/**
 * The phone numbers on the back of a category's card, from the brand manifest's contact departments: the
 * category's own departments (id `medical`, or `dental-…` for dental), then the general line (`customer-service`, or
 * the brand's first department), each once.
 */
export function cardPhones(contact: Contact, category: EligibilityCategory): Department[] {
  const own = contact.departments.filter((d) => d.id === category || d.id.startsWith(`${category}-`));
  const general = generalDepartment(contact);
  return general && !own.includes(general) ? [...own, general] : own;
}

/** A phone number as a tel: link target (one rule for every phone link: src/ui/format.ts). */
export { telHref } from '../../ui/format';

/**
 * How the page answers a failed card call: a 403 means the plan issues no ID cards (an empty state, not an error);
 * anything else is the section's error with 'Try again'.
 */
export function idCardsFailure(status: number): 'noCards' | 'error' {
  return status === 403 ? 'noCards' : 'error';
}

/** The address the e-mail form starts with: the account's e-mail on file, if known. */
export function initialEmail(accountEmail: string | null | undefined): string {
  return accountEmail?.trim() ?? '';
}
