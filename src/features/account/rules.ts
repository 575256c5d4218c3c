import type { AccountResponse } from '../../api/response-types';

/* Pure spec rules of the account widgets on the home page (spec §2, §3). */

type Family = AccountResponse['family'];
type Member = AccountResponse['member'];

export interface MemberInformation {
  fullName: string;
  subscriberId: string;
  groupNumber: string;
  /** Present only when the group has a name (spec §2 "group name if present"). */
  groupName: string | null;
  insuranceType: string | null;
  networkNames: string[];
}

/** Spec §2 "Member information tile": the lines it shows, without the ones the member has no value for. */
export function memberInformation(family: Family, member: Member): MemberInformation {
  const present = (value: string | null) => value?.trim() || null;
  return {
    fullName: [member.firstName, member.lastName].map((part) => part.trim()).filter(Boolean).join(' '),
    subscriberId: family.subscriberId,
    groupNumber: family.groupId,
    groupName: present(family.groupName),
    insuranceType: present(member.insuranceType),
    networkNames: member.networkNames.map((name) => name.trim()).filter(Boolean),
  };
}
