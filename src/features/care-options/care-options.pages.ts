import { definePages } from '../../manifest/declarations';

/** Care options: where to find care, resources, the dentist finder, Passport Dental (spec §2). */
export const careOptionsPages = definePages([
  { path: 'find-care', page: 'find-care' },
  // Their program tiles read the member's programs (GET programs, a member-facts call), failing in place.
  { path: 'find-care/resources', page: 'find-care-resources', calls: ['getPrograms'] },
  { path: 'find-care/find-a-dentist', page: 'find-a-dentist', calls: ['getPrograms'] },
  { path: 'passport-dental', page: 'passport-dental', calls: ['getProgramContent'] },
]);
