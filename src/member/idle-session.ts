import { isApiError, UNAUTHORIZED, type ApiError } from '../api/api-error';
import {
  ACTIVITY_EVENTS,
  idlePhase,
  isActivity,
  nextCheckAt,
  shouldReportActivity,
  type IdlePhase,
  type IdlePolicy,
} from './idle-rules';
import type { SessionChannel, SignOutReason } from './session-channel';

/*
 * The idle clock of a signed-in tab (issue 30), over the rules of idle-rules.ts: it listens for the member's
 * activity, reports it to the member API (at most every 30 seconds), shares it with the other tabs, and says when
 * the warning starts, how long is left, and when the session is over. No React: the shell's SessionTimeout renders
 * what it says (src/app/shell/SessionTimeout.tsx).
 */

export type IdleView =
  | { phase: 'active' }
  | { phase: 'warning'; msLeft: number; /** 'Stay signed in' could not reach the member API. */ stayFailed: boolean }
  | { phase: 'ended' };

export interface IdleSessionDeps {
  policy: IdlePolicy;
  now: () => number;
  channel: SessionChannel;
  /** Tells the member API the member is active (POST session/activity); rejects with its ApiError. */
  reportActivity: () => Promise<unknown>;
  /** The view changed (the warning came or went, a second passed in it). */
  onChange: (view: IdleView) => void;
  /** No answer in time: this tab ends the session (on the gateway too) and tells the others. */
  onIdle: () => void;
  /** Another tab signed out: this one forgets the session. */
  onSignedOutElsewhere: (reason: SignOutReason) => void;
  /** The member API refused the session outside the warning (revoked elsewhere): spec §8's 401 handling. */
  onRefused: (error: ApiError) => void;
  /** Where activity is listened for: the tab's window and document. */
  window: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

export interface IdleSession {
  view(): IdleView;
  /** 'Stay signed in': reported at once, whatever the interval. */
  staySignedIn(): Promise<void>;
  stop(): void;
}

export function startIdleSession(deps: IdleSessionDeps): IdleSession {
  const { policy, now, channel } = deps;
  const startedAt = now();
  let lastActiveAt = startedAt;
  let lastReportAt = startedAt;
  let stayFailed = false;
  let stopped = false;
  let timer: ReturnType<Window['setTimeout']> | undefined;
  let shown: IdleView = { phase: 'active' };

  const phase = (): IdlePhase => idlePhase(lastActiveAt, policy, now());

  const viewOf = (current: IdlePhase): IdleView =>
    current.phase === 'warning' ? { phase: 'warning', msLeft: current.msLeft, stayFailed } : { phase: current.phase };

  const sameView = (a: IdleView, b: IdleView) =>
    a.phase === b.phase && (a.phase !== 'warning' || (b.phase === 'warning' && a.msLeft === b.msLeft && a.stayFailed === b.stayFailed));

  function stop() {
    stopped = true;
    if (timer !== undefined) deps.window.clearTimeout(timer);
    for (const type of ACTIVITY_EVENTS) {
      if (type === 'visibilitychange') deps.document.removeEventListener(type, onEvent, listenerOptions);
      else deps.window.removeEventListener(type, onEvent, listenerOptions);
    }
    unsubscribe();
  }

  /** Looks at the clock: shows what changed, ends the session when it is over, sets the next look. */
  function check() {
    if (stopped) return;
    if (timer !== undefined) deps.window.clearTimeout(timer);
    const current = phase();
    if (current.phase !== 'warning') stayFailed = false;
    const view = viewOf(current);
    if (!sameView(view, shown)) {
      shown = view;
      deps.onChange(view);
    }
    if (current.phase === 'ended') {
      stop();
      deps.onIdle();
      return;
    }
    const at = nextCheckAt(current, now());
    if (at !== null) timer = deps.window.setTimeout(check, Math.max(0, at - now()));
  }

  /** The member API noted activity at `at`: the idle clock restarts there, in this tab and the others. */
  function noted(at: number, tell: boolean) {
    lastActiveAt = Math.max(lastActiveAt, at);
    lastReportAt = Math.max(lastReportAt, at);
    if (tell) channel.post({ kind: 'active', at });
    check();
  }

  /** Reports activity; the idle clock moves to the moment it was sent once the member API has answered. */
  async function report(): Promise<'noted' | 'failed'> {
    const sentAt = now();
    lastReportAt = sentAt;
    try {
      await deps.reportActivity();
    } catch (error) {
      if (stopped) return 'failed';
      if (isApiError(error) && error.status === UNAUTHORIZED) {
        // Refused during the warning: the member API ended it for inactivity first (its clock a moment ahead).
        if (phase().phase === 'warning') {
          stop();
          deps.onIdle();
        } else {
          stop();
          deps.onRefused(error);
        }
      }
      return 'failed';
    }
    if (!stopped) noted(sentAt, true);
    return 'noted';
  }

  function onEvent(event: Event) {
    if (stopped || !isActivity(event.type, deps.document.visibilityState)) return;
    const current = phase();
    // Back to a tab whose timers the browser held: an ended session is ended first.
    if (current.phase === 'ended') return check();
    if (shouldReportActivity(current, lastReportAt, now())) void report();
  }

  const listenerOptions = { capture: true, passive: true } as const;
  for (const type of ACTIVITY_EVENTS) {
    if (type === 'visibilitychange') deps.document.addEventListener(type, onEvent, listenerOptions);
    else deps.window.addEventListener(type, onEvent, listenerOptions);
  }

  const unsubscribe = channel.subscribe((message) => {
    if (stopped) return;
    if (message.kind === 'active') {
      // Another tab's clock, never ahead of this one's: a message cannot keep a session alive past now.
      noted(Math.min(message.at, now()), false);
    } else {
      stop();
      deps.onSignedOutElsewhere(message.reason);
    }
  });

  // Started with the session (a sign-in) or the page (its calls): the member API's clock restarted about now.
  check();

  return {
    view: () => shown,
    async staySignedIn() {
      if (stopped) return;
      const outcome = await report();
      if (outcome === 'failed' && !stopped) {
        stayFailed = true;
        check();
      }
    },
    stop,
  };
}
