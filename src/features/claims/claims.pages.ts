import { definePages } from '../../manifest/declarations';

/** Claims (spec §3, §7): exempt calls, each section shows its own failure. */
export const claimsPages = definePages([
  { path: 'claims', page: 'claims', calls: ['getClaimsMetadata', 'getClaims'] },
  { path: 'claims/:claimtype/:claimId/:memberSuffix', page: 'claim-details', guard: 'claimType', calls: ['getClaim', 'getEobs'], actions: ['getEobPdf'] },
]);
