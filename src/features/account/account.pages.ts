import { definePages } from '../../manifest/declarations';

/** The account pages (spec §2 Account). */
export const accountPages = definePages([
  { path: 'account', page: 'account' },
  { path: 'account/summary', page: 'account-summary' },
  { path: 'account/member-information', page: 'member-information', calls: ['getMailingAddress', 'getAddressOptions'], actions: ['putMailingAddress'] },
]);
