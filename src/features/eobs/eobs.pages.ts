import { definePages } from '../../manifest/declarations';

/** Explanations of benefits (spec §3, §7): exempt calls, each section shows its own failure. */
export const eobsPages = definePages([
  { path: 'eobs', page: 'eobs', calls: ['getEobsMetadata', 'getEobs'], actions: ['getEobPdf'] },
  { path: 'eobs/:documentId', page: 'eob-details', calls: ['getEobDetail'], actions: ['getEobPdf'] },
]);
