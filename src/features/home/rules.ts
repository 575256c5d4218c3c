/* Pure spec rules of the home dashboard (spec §2 "Home dashboard", §3 home data, §9 timings). */

/** Spec §2: the copy confirmation of the welcome banner shows for 5000 ms. */
export const SUBSCRIBER_ID_COPIED_MS = 5000;

/** Which ID the welcome banner shows; each kind has its own label and copy confirmation. */
export type WelcomeIdKind = 'subscriber' | 'employee';

export interface WelcomeIdentity {
  kind: WelcomeIdKind;
  id: string;
}

/** The home data of spec §3 (GET account/getEmployeeId). */
export interface EmployeeIdData {
  employeeId: string | null;
  local598: boolean;
}

/**
 * Spec §2: the welcome banner shows the subscriber ID, except for local 598, where the employee ID is used.
 * Without the home data (still loading, or failed) or without an employee ID on file, the subscriber ID stands.
 */
export function welcomeIdentity(subscriberId: string, employee: EmployeeIdData | undefined): WelcomeIdentity {
  const employeeId = employee?.employeeId?.trim();
  if (employee?.local598 && employeeId) return { kind: 'employee', id: employeeId };
  return { kind: 'subscriber', id: subscriberId };
}

/** A tel: address for a phone number (one rule for every phone link: src/ui/format.ts). */
export { telHref } from '../../ui/format';

export const PRIMARY_CARE_UPDATE_LINK = '/find-care/primary-care';
