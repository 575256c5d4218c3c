import { definePages } from '../../manifest/declarations';

/** Care options: where to find care, resources, the dentist finder, Passport Dental (spec §2). */
export const careOptionsPages = definePages([
  { path: 'find-care', page: 'find-care' },
  { path: 'find-care/resources', page: 'find-care-resources' },
  { path: 'find-care/find-a-dentist', page: 'find-a-dentist' },
  { path: 'passport-dental', page: 'passport-dental', calls: ['getProgramContent'] },
]);
