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
