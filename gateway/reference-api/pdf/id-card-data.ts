import { eligibilityCategories } from '../../../schemas/api/account';
import { eligibilityStatus, selectEligibility } from '../../../src/member/eligibility';
import type { MemberView } from '../member-view';
import type { Eligibility } from '../personas/types';
import type { IdCardData } from './id-card';

const categoryNames = { medical: 'Medical', dental: 'Dental', vision: 'Vision', pharmacy: 'Pharmacy' } as const;

/** Why a member gets no card: the plan does not issue them one, or they have no current or upcoming coverage. */
export type IdCardRefusal = 'notEligible' | 'noCoverage';

/** yyyy-mm-dd → mm/dd/yyyy, the format the dashboard shows dates in. */
export function usDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
}

/**
 * The card of the signed-in member (spec §6: termed members are blocked from the ID card). A card lists the plans
 * that are active or start in the future; a member with neither (termed, or never covered) has no card.
 */
export function idCardDataOf(
  view: Pick<MemberView, 'family' | 'member'>,
  today: string,
  issuedAt: Date,
  brandName: string | null,
): IdCardData | IdCardRefusal {
  const { family, member } = view;
  if (!family.idCardEligible) return 'notEligible';

  const current = eligibilityCategories.flatMap((category) => {
    const record = selectEligibility(member.eligibility[category], today);
    const status = record ? eligibilityStatus(record, today) : 'ineligible';
    return record && (status === 'active' || status === 'future') ? [{ category, record }] : [];
  });
  if (current.length === 0) return 'noCoverage';

  const planName = (record: Eligibility) => family.planNames[record.classPlanId] ?? record.classPlanId;
  const effectiveDate = current.map(({ record }) => record.effectiveDate).sort()[0] as string;
  return {
    brandName: brandName ?? family.family.groupName ?? family.family.groupId,
    memberName: `${member.firstName} ${member.lastName}`,
    subscriberId: family.family.subscriberId,
    memberSuffix: String(member.memberSuffix).padStart(2, '0'),
    groupNumber: family.family.groupId,
    groupName: family.family.groupName,
    networkNames: member.networkNames,
    effectiveDate: usDate(effectiveDate),
    plans: current.map(({ category, record }) => ({ category: categoryNames[category], name: planName(record) })),
    issuedAt,
    issuedOn: usDate(today),
  };
}

/** One card of GET idCard/view's JSON answer (schemas/api/id-card.ts). */
export interface IdCardEntry {
  memberKey: string;
  memberSuffix: number;
  firstName: string;
  lastName: string;
  subscriberId: string;
  category: (typeof eligibilityCategories)[number];
  planName: string;
  groupNumber: string;
  groupName: string | null;
  networkNames: string[];
  effectiveDate: string;
  status: 'active' | 'future';
}

/**
 * The cards the signed-in person may see (`visible`: a subscriber the family, a dependent themself), one per member
 * and category with an active or upcoming plan (as on the PDF), by member suffix, then medical, dental, vision,
 * pharmacy. Null when the plan issues no ID cards.
 */
export function idCardEntriesOf(view: Pick<MemberView, 'family' | 'visible'>, today: string): IdCardEntry[] | null {
  const { family } = view;
  if (!family.idCardEligible) return null;
  return [...view.visible]
    .sort((a, b) => a.memberSuffix - b.memberSuffix)
    .flatMap((member) =>
      eligibilityCategories.flatMap((category): IdCardEntry[] => {
        const record = selectEligibility(member.eligibility[category], today);
        const status = record ? eligibilityStatus(record, today) : 'ineligible';
        if (!record || (status !== 'active' && status !== 'future')) return [];
        return [{
          memberKey: member.memberKey,
          memberSuffix: member.memberSuffix,
          firstName: member.firstName,
          lastName: member.lastName,
          subscriberId: family.family.subscriberId,
          category,
          planName: family.planNames[record.classPlanId] ?? record.classPlanId,
          groupNumber: family.family.groupId,
          groupName: family.family.groupName,
          networkNames: member.networkNames,
          effectiveDate: record.effectiveDate,
          status,
        }];
      }),
    );
}

/** The e-mail of the cards: plain text, one block per card. */
export function idCardEmailText(brandName: string, cards: IdCardEntry[]): string {
  const blocks = cards.map((card) =>
    [
      `${categoryNames[card.category]} ID card: ${card.firstName} ${card.lastName}`,
      `Member ID: ${card.subscriberId}-${String(card.memberSuffix).padStart(2, '0')}`,
      `Group: ${card.groupNumber}${card.groupName ? ` (${card.groupName})` : ''}`,
      `Plan: ${card.planName}`,
      `Network: ${card.networkNames.join(', ') || '-'}`,
      `Effective: ${usDate(card.effectiveDate)}`,
    ].join('\n'),
  );
  return [`Your ${brandName} member ID cards`, '', ...blocks.flatMap((block) => [block, ''])].join('\n').trimEnd();
}

export { categoryNames as idCardCategoryNames };
