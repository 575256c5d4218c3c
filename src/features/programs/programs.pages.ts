import { definePages } from '../../manifest/declarations';

/** Programs and the pharmacy benefit manager (spec §2, §9): the member's programs are a member fact. */
export const programsPages = definePages([
  { path: 'benefits/programs', page: 'programs' },
  { path: 'benefits/programs/:id', page: 'program-details' },
  { path: 'navitus', page: 'navitus' },
]);
