/** The paths of the member calls every signed-in page makes first (src/member/queries.ts: the member facts). */
export const memberCallPaths = {
  account: 'account',
  groups: 'groups',
  programs: 'programs',
  hasEbill: 'ebill/hasEbill',
  ebillRegistered: 'ebill/ebillRegistered',
  showEbillAlert: 'ebill/showEbillAlert',
  pcpEligibility: 'pcp/eligibility',
  hasReferrals: 'referrals/hasReferrals',
  idCardEligible: 'idCard/eligible',
  planManagement: 'plan-management/details',
  medicareMaterials: 'medicare-materials/eligibility',
} as const;
