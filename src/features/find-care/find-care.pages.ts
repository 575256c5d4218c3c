import { definePages } from '../../manifest/declarations';

/** Primary care: the members' providers, one member's, and the search to select one (spec §2). */
export const findCarePages = definePages([
  { path: 'find-care/primary-care', page: 'primary-care', calls: ['getPcpMembers', 'getCityOfPortlandDueDate', 'getProvider'], pageData: ['getPcpMembers'] },
  { path: 'find-care/primary-care/:suffix', page: 'primary-care-member', calls: ['getPcpMembers', 'getProvider'], pageData: ['getPcpMembers'] },
  {
    path: 'find-care/primary-care/:suffix/search',
    page: 'primary-care-search',
    calls: ['getPcpMembers', 'postProviderSearch'],
    pageData: ['getPcpMembers'],
    actions: ['postPcpSelection'],
  },
]);
