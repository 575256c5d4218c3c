/* Pure spec rules of primary care selection (spec §2 "Primary care tile", §3 PCP history). */

export const PRIMARY_CARE_PATH = '/find-care/primary-care';

/** Where a member's primary care is shown (spec §2: /find-care/primary-care/{suffix}). */
export const memberPrimaryCarePath = (suffix: number) => `${PRIMARY_CARE_PATH}/${suffix}`;

/** Where a member searches for primary care (spec §2: /find-care/primary-care/{suffix}/search). */
export const primaryCareSearchPath = (suffix: number) => `${memberPrimaryCarePath(suffix)}/search`;

/** What the tile needs of a GET pcp/members entry. */
export interface PcpMemberFields {
  memberKey: string;
  memberSuffix: number;
  firstName: string;
  lastName: string;
  eligible: boolean;
  currentPcp: { providerName: string; providerTitle: string } | null;
}

export type PrimaryCareRow =
  | { kind: 'selected'; memberKey: string; suffix: number; name: string; providerName: string; providerTitle: string; path: string }
  | { kind: 'needsSelection'; memberKey: string; suffix: number; name: string; path: string };

const fullName = (m: PcpMemberFields) => [m.firstName.trim(), m.lastName.trim()].filter(Boolean).join(' ');

/**
 * Spec §2: eligible members without a selection are listed to select primary care; members with a selection show
 * their provider. A member with neither (not eligible, nothing selected) has nothing to show. Suffix order.
 */
export function primaryCareRows(members: readonly PcpMemberFields[]): PrimaryCareRow[] {
  return [...members]
    .sort((a, b) => a.memberSuffix - b.memberSuffix)
    .flatMap((m): PrimaryCareRow[] => {
      const base = { memberKey: m.memberKey, suffix: m.memberSuffix, name: fullName(m) };
      if (m.currentPcp) {
        const { providerName, providerTitle } = m.currentPcp;
        return [{ kind: 'selected', ...base, providerName, providerTitle, path: memberPrimaryCarePath(m.memberSuffix) }];
      }
      return m.eligible ? [{ kind: 'needsSelection', ...base, path: primaryCareSearchPath(m.memberSuffix) }] : [];
    });
}
