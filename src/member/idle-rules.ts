import type { SessionPolicy } from '../manifest/manifest-types';

/*
 * Signing out an inactive member (issue 30, WCAG 2.2.1), as pure rules over times in ms: when the warning comes,
 * when the session is over, what counts as the member's activity and how often it is reported. The idle clock
 * starts at the last activity the member API has noted: the browser reports activity (POST session/activity) and
 * moves its own clock only to the moment it sent a report the server answered, so the browser warns and ends the
 * session no later than the server would refuse it. src/member/idle-session.ts runs these rules.
 */

const MINUTE = 60_000;
const SECOND = 1000;

/** The manifest's `session`, in ms. */
export interface IdlePolicy {
  idleMs: number;
  warningMs: number;
}

export const idlePolicyOf = (session: SessionPolicy): IdlePolicy => ({
  idleMs: session.idleMinutes * MINUTE,
  warningMs: session.warningMinutes * MINUTE,
});

/**
 * The member's activity is reported at most this often (a click, a key, a scroll are many events a second); less
 * than the shortest warning (a minute), so a member at work never sees it.
 */
export const ACTIVITY_REPORT_INTERVAL_MS = 30 * SECOND;

export type IdlePhase =
  | { phase: 'active'; warnAt: number }
  | { phase: 'warning'; msLeft: number; endsAt: number }
  | { phase: 'ended' };

/** Where the session stands at `now`, the member API having last noted its activity at `lastActiveAt`. */
export function idlePhase(lastActiveAt: number, policy: IdlePolicy, now: number): IdlePhase {
  const endsAt = lastActiveAt + policy.idleMs;
  if (now >= endsAt) return { phase: 'ended' };
  const warnAt = endsAt - policy.warningMs;
  if (now >= warnAt) return { phase: 'warning', msLeft: endsAt - now, endsAt };
  return { phase: 'active', warnAt };
}

/** When to look again: at the warning; during it at the countdown's next whole second (or the end). */
export function nextCheckAt(phase: IdlePhase, now: number): number | null {
  if (phase.phase === 'ended') return null;
  if (phase.phase === 'active') return phase.warnAt;
  const toNextSecond = phase.msLeft % SECOND || SECOND;
  return Math.min(now + toNextSecond, phase.endsAt);
}

/**
 * Whether the member's activity is reported now: only while the session is active (in the warning only 'Stay
 * signed in' keeps it, and an ended one stays ended) and no report was sent in the last interval.
 */
export function shouldReportActivity(phase: IdlePhase, lastReportAt: number, now: number): boolean {
  return phase.phase === 'active' && now - lastReportAt >= ACTIVITY_REPORT_INTERVAL_MS;
}

/**
 * The events that are the member's doing: a press, a key, a touch, a wheel or a scroll, and coming back to the tab.
 * Not a pointer merely moving (a mouse nudged on a shared desk is nobody's activity), nor anything the app does
 * itself (its calls, its timers): those are no events at all.
 */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll', 'focus', 'visibilitychange'] as const;

export function isActivity(type: string, visibility: DocumentVisibilityState): boolean {
  if (!(ACTIVITY_EVENTS as readonly string[]).includes(type)) return false;
  return type !== 'visibilitychange' || visibility === 'visible';
}

/** The countdown as the dialog shows it: minutes and seconds left, rounded up ("1:05"). */
export function countdownText(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / SECOND));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** What a screen reader is told of the time left: whole minutes, then once, the last 30 seconds. */
export type TimeLeftStep = { minutes: number } | { seconds: 30 };

export const LAST_STEP_MS = 30 * SECOND;

/**
 * The announcement step `msLeft` falls in: "2 minutes" from 2:00 down to 1:01, "1 minute" from 1:00 to 0:31, then
 * "30 seconds". A live region speaks only when the step changes (the dialog's description says the time at its
 * start), never each second.
 */
export function timeLeftStep(msLeft: number): TimeLeftStep {
  if (msLeft <= LAST_STEP_MS) return { seconds: 30 };
  return { minutes: Math.ceil(msLeft / MINUTE) };
}

export const sameStep = (a: TimeLeftStep, b: TimeLeftStep): boolean =>
  'seconds' in a ? 'seconds' in b : 'minutes' in b && a.minutes === b.minutes;

