/* Pure spec rules of the home dashboard (spec §2 "Home dashboard", §9 timings). */

/** Spec §2: the copy confirmation of the welcome banner shows for 5000 ms. */
export const SUBSCRIBER_ID_COPIED_MS = 5000;

export interface WelcomeIdentity {
  firstName: string;
  subscriberId: string;
}

/** The name and ID the welcome banner greets with; first name falls back to nothing rather than "undefined". */
export function welcomeIdentity(account: { member: { firstName: string }; family: { subscriberId: string } }): WelcomeIdentity {
  return { firstName: account.member.firstName.trim(), subscriberId: account.family.subscriberId };
}
