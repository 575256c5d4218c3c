import { eligibilityCategories } from '../../schemas/api/account';
import { eligibilityStatus, selectEligibility } from '../../src/member/eligibility';
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
