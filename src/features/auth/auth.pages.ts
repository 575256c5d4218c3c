import { definePages } from '../../manifest/declarations';

/** Signing in and out (spec §4). */
export const authPages = definePages([
  {
    path: 'login',
    component: './LoginPage',
    access: 'public',
    heading: 'auth.login.title',
    firstPage: true,
    serverRendered: true,
    // The sign-in, then the routing that follows it (continue-routing.ts).
    actions: ['postToken', 'getAccount', 'getGroups', 'getRelevantPreferences', 'getPreferences', 'getSsoTransfer'],
  },
  { path: 'logout', component: './LogoutPage', access: 'public', heading: 'auth.logout.title', actions: ['deleteToken'] },
]);
