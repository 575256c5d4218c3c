import { definePages } from '../../manifest/declarations';

/** Claims (spec §3, §7): each section shows its own failure, but a claim's page without its claim is the error page. */
export const claimsPages = definePages([
  { path: 'claims', page: 'claims', calls: ['getClaimsMetadata', 'getClaims'] },
  { path: 'claims/:claimtype/:claimId/:memberSuffix', page: 'claim-details', guard: 'claimType', calls: ['getClaim', 'getEobs'], pageData: ['getClaim'], actions: ['getEobPdf'] },
]);
