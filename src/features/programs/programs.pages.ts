import { definePages } from '../../manifest/declarations';

/**
 * Programs and the pharmacy benefit manager (spec §2, §9). Their data is the member's programs, a member-facts call
 * (GET programs, `inline`): declared here so the fault matrix fails it on these pages too. It is the whole of a
 * program's page (its `pageData`: the error page); the list and the pharmacy page show its failure in place.
 */
export const programsPages = definePages([
  { path: 'benefits/programs', page: 'programs', calls: ['getPrograms'] },
  { path: 'benefits/programs/:id', page: 'program-details', calls: ['getPrograms'], pageData: ['getPrograms'] },
  { path: 'navitus', page: 'navitus', calls: ['getPrograms'] },
]);
