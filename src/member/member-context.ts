import type { FeatureSwitch } from '../manifest/manifest-types';
import type { AccountResponse, Group, Program, TokenClaims } from '../api/response-types';

/** Everything the facts are computed from: gateway answers, the token, the brand and the clock. No I/O here. */
export interface MemberContext {
  today: string;
  brand: { id: string; domainId: number; features: Record<FeatureSwitch, boolean> };
  claims: TokenClaims | null;
  account: AccountResponse | null;
  groups: readonly Group[];
  programs: readonly Program[];
  ebill: { has: boolean; registered: boolean; showAlert: boolean };
  pcpEligible: boolean;
  idCardEligible: boolean;
  /** Plan management details say eligible and active (spec §2: the plan management banner). */
  planManagementEligibleAndActive: boolean;
  hasReferrals: boolean;
  medicareMaterialsAvailable: boolean;
}

/** The member calls' answers by call name (src/member/queries.ts); a call not made, or failed, is absent. */
export interface MemberAnswers {
  account: AccountResponse;
  groups?: readonly Group[];
  programs?: { programs: readonly Program[] };
  hasEbill?: boolean;
  ebillRegistered?: boolean;
  showEbillAlert?: boolean;
  pcpEligibility?: { eligible: boolean };
  hasReferrals?: boolean;
  medicareMaterials?: boolean;
  idCardEligible?: boolean;
  planManagement?: { eligibleAndActive: boolean };
}

/**
 * The member context of the calls' answers: the one place an answer becomes a context value (the member's facts in
 * the browser, use-member-facts.ts; and the studio's preview of a persona on the gateway). Pure.
 */
export function memberContextOf(input: {
  today: string;
  brand: MemberContext['brand'];
  claims: TokenClaims | null;
  answers: MemberAnswers;
}): MemberContext {
  const { answers } = input;
  return {
    today: input.today,
    brand: input.brand,
    claims: input.claims,
    account: answers.account,
    groups: answers.groups ?? [],
    programs: answers.programs?.programs ?? [],
    ebill: { has: answers.hasEbill === true, registered: answers.ebillRegistered === true, showAlert: answers.showEbillAlert === true },
    pcpEligible: answers.pcpEligibility?.eligible === true,
    idCardEligible: answers.idCardEligible === true,
    planManagementEligibleAndActive: answers.planManagement?.eligibleAndActive === true,
    hasReferrals: answers.hasReferrals === true,
    medicareMaterialsAvailable: answers.medicareMaterials === true,
  };
}
