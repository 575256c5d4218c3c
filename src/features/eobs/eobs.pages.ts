import { definePages } from '../../manifest/declarations';

/** Explanations of benefits (spec §3, §7): each section shows its own failure, but an EOB's page without its EOB is the error page. */
export const eobsPages = definePages([
  { path: 'eobs', page: 'eobs', calls: ['getEobsMetadata', 'getEobs'], actions: ['getEobPdf'] },
  { path: 'eobs/:documentId', page: 'eob-details', calls: ['getEobDetail'], pageData: ['getEobDetail'], actions: ['getEobPdf'] },
]);
