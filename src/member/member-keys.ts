/** Query keys of the member calls: one per call and its arguments (these calls take none). */
export const memberKeys = {
  account: ['account'] as const,
  groups: ['groups'] as const,
  programs: ['programs'] as const,
  hasEbill: ['ebill', 'hasEbill'] as const,
  ebillRegistered: ['ebill', 'ebillRegistered'] as const,
  showEbillAlert: ['ebill', 'showEbillAlert'] as const,
  pcpEligibility: ['pcp', 'eligibility'] as const,
  hasReferrals: ['referrals', 'hasReferrals'] as const,
  medicareMaterials: ['medicare-materials', 'eligibility'] as const,
  idCardEligible: ['idCard', 'eligible'] as const,
  planManagement: ['plan-management', 'details'] as const,
};
