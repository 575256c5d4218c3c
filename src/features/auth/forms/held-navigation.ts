/**
 * The history state of the change-password page when a member who must change the password (spec §4) tried to
 * go elsewhere in the app: the page says the navigation was held. Pure.
 */
export const heldNavigationState = { passwordChangeHeld: true } as const;

export function isHeldNavigation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'passwordChangeHeld' in state && state.passwordChangeHeld === true;
}
