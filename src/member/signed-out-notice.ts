import type { SignOutReason } from './session-channel';

/**
 * What the login page tells a member whose tab was signed out without their asking there: the session ended for
 * inactivity, or they signed out in another tab. Carried in the router's history state, never the URL. A module of
 * its own, so the login page's chunk carries nothing else of the idle clock (idle-rules.ts).
 */
export const signedOutNotices = ['idle', 'elsewhere'] as const;
export type SignedOutNotice = (typeof signedOutNotices)[number];

/** The notice of a sign-out another tab told of: none for a token the member API refused (spec §8's 401 has its own). */
export function noticeOfSignOut(reason: SignOutReason): SignedOutNotice | null {
  if (reason === 'idle') return 'idle';
  return reason === 'member' ? 'elsewhere' : null;
}

/** The notice in a history entry's state (`{ signedOut: 'idle' }`), if it holds one. Pure. */
export function signedOutNoticeOf(state: unknown): SignedOutNotice | null {
  const notice = typeof state === 'object' && state !== null ? (state as { signedOut?: unknown }).signedOut : undefined;
  return signedOutNotices.includes(notice as SignedOutNotice) ? (notice as SignedOutNotice) : null;
}
