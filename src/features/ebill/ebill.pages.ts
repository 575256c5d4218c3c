import { definePages } from '../../manifest/declarations';

/** eBill (spec §2, §4): registration on a first visit, the pay hand-off, paperless choices. */
export const ebillPages = definePages([
  {
    path: 'account/ebill',
    page: 'ebill',
    calls: ['getPreferences', 'getRelevantPreferences', 'getPolicyDetails'],
    actions: ['putEbillRegistration', 'getUserKey', 'putPreferences'],
  },
]);
