import { definePages } from '../../manifest/declarations';

/** /home: the welcome heading over the tiles of `pages.home.sections` (spec §2). */
export const homePages = definePages([
  {
    path: 'home',
    page: 'home',
    component: './HomePage',
    heading: 'home.title',
    firstPage: true,
    // The tiles' calls of every brand's home (the hospital's featured limit too).
    calls: ['getEmployeeId', 'getPcpMembers', 'getClaims', 'getOutlineOfCoverage', 'getLimits'],
    actions: ['getIdCardPdf', 'getUserKey', 'putEbillRegistration'],
  },
]);
