import { definePages } from '../../../manifest/declarations';

/** Groups: choosing one after sign-in, switching, and staff signing in as a member (spec §4). */
export const groupsPages = definePages([
  { path: 'login-as', component: './LoginAsPage', access: 'staff', actions: ['postLoginAs'] },
  {
    path: 'group-selection',
    component: './GroupSelectionPage',
    access: 'temporaryToken',
    heading: 'groups.groupSelection.title',
    calls: ['getGroups'],
    actions: ['postGroupSelection'],
  },
  { path: 'select-group', page: 'select-group', calls: ['getIndividualGroups', 'getGroupDetail'], actions: ['postGroupSelection'] },
]);
