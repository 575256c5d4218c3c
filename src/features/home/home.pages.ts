import { definePages } from '../../manifest/declarations';

/** /home: the welcome heading over the tiles of `pages.home.sections` (spec §2). */
export const homePages = definePages([
  {
    path: 'home',
    page: 'home',
    component: './HomePage',
    heading: 'home.title',
    calls: ['getEmployeeId', 'getPcpMembers', 'getClaims', 'getOutlineOfCoverage'],
    actions: ['getIdCardPdf', 'getUserKey', 'putEbillRegistration'],
  },
]);
