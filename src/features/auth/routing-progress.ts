import { NO_CRM_NAVIGATION_KEY } from './groups/crm-navigation';
import type { RoutingProgress } from './route-after-login';

/*
 * The steps already done on the way in, kept for the tab until routing ends, so each onboarding page's "continue
 * routing" moves on instead of repeating a step. Session storage: logout clears it with the rest. Whether the
 * sales-force transfer is prevented is the flag log-in-as sets (groups/crm-navigation.ts).
 */
const ENTRY = 'md.routing';

function savedGroupChoice(): boolean {
  try {
    return (JSON.parse(sessionStorage.getItem(ENTRY) ?? '{}') as { groupChosen?: unknown }).groupChosen === true;
  } catch {
    return false;
  }
}

export function readRoutingProgress(): RoutingProgress {
  return {
    ...(savedGroupChoice() ? { groupChosen: true } : {}),
    ...(sessionStorage.getItem(NO_CRM_NAVIGATION_KEY) === 'true' ? { salesforcePrevented: true } : {}),
  };
}

export function saveRoutingProgress(progress: RoutingProgress): void {
  sessionStorage.setItem(ENTRY, JSON.stringify({ groupChosen: progress.groupChosen === true }));
}

export function clearRoutingProgress(): void {
  sessionStorage.removeItem(ENTRY);
}
