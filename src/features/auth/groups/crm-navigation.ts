/** Session storage: after a log-in-as, whether the staff member asked not to be sent on to the CRM (spec §2, §4). */
export const NO_CRM_NAVIGATION_KEY = 'md.noCrmNavigation';

export function setNoCrmNavigation(prevent: boolean): void {
  sessionStorage.setItem(NO_CRM_NAVIGATION_KEY, String(prevent));
}
