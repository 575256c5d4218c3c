import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_REPORT_INTERVAL_MS,
  countdownText,
  idlePhase,
  idlePolicyOf,
  isActivity,
  nextCheckAt,
  sameStep,
  shouldReportActivity,
  timeLeftStep,
} from './idle-rules';
import { noticeOfSignOut, signedOutNoticeOf } from './signed-out-notice';

const MINUTE = 60_000;
const policy = idlePolicyOf({ idleMinutes: 15, warningMinutes: 2 });
/** A fake clock: ms since the member API last noted activity. */
const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
const at = (ms: number) => T0 + ms;

describe('idlePhase', () => {
  it('is active until the warning, warns for its last minutes, and is over on the limit', () => {
    expect(idlePolicyOf({ idleMinutes: 30, warningMinutes: 5 })).toEqual({ idleMs: 30 * MINUTE, warningMs: 5 * MINUTE });
    expect(idlePhase(T0, policy, at(0))).toEqual({ phase: 'active', warnAt: at(13 * MINUTE) });
    expect(idlePhase(T0, policy, at(13 * MINUTE - 1))).toEqual({ phase: 'active', warnAt: at(13 * MINUTE) });
    expect(idlePhase(T0, policy, at(13 * MINUTE))).toEqual({ phase: 'warning', msLeft: 2 * MINUTE, endsAt: at(15 * MINUTE) });
    expect(idlePhase(T0, policy, at(15 * MINUTE - 1))).toEqual({ phase: 'warning', msLeft: 1, endsAt: at(15 * MINUTE) });
    expect(idlePhase(T0, policy, at(15 * MINUTE))).toEqual({ phase: 'ended' });
    expect(idlePhase(T0, policy, at(3 * 60 * MINUTE))).toEqual({ phase: 'ended' });
  });
});

describe('nextCheckAt', () => {
  it('looks again at the warning, then at each whole second of the countdown and at the end; never once over', () => {
    expect(nextCheckAt(idlePhase(T0, policy, at(MINUTE)), at(MINUTE))).toBe(at(13 * MINUTE));
    expect(nextCheckAt(idlePhase(T0, policy, at(13 * MINUTE)), at(13 * MINUTE))).toBe(at(13 * MINUTE + 1000));
    // A timer that fired late: the countdown's next whole second, not a second after it fired.
    expect(nextCheckAt(idlePhase(T0, policy, at(13 * MINUTE + 1250)), at(13 * MINUTE + 1250))).toBe(at(13 * MINUTE + 2000));
    expect(nextCheckAt(idlePhase(T0, policy, at(15 * MINUTE - 400)), at(15 * MINUTE - 400))).toBe(at(15 * MINUTE));
    expect(nextCheckAt({ phase: 'ended' }, at(16 * MINUTE))).toBeNull();
  });
});

describe('shouldReportActivity', () => {
  it('reports at most once an interval, and only while the session is active', () => {
    const active = idlePhase(T0, policy, at(MINUTE));
    expect(shouldReportActivity(active, at(MINUTE - ACTIVITY_REPORT_INTERVAL_MS), at(MINUTE))).toBe(true);
    expect(shouldReportActivity(active, at(MINUTE - ACTIVITY_REPORT_INTERVAL_MS + 1), at(MINUTE))).toBe(false);
    // In the warning only 'Stay signed in' keeps the session; an ended one stays ended.
    expect(shouldReportActivity(idlePhase(T0, policy, at(14 * MINUTE)), T0, at(14 * MINUTE))).toBe(false);
    expect(shouldReportActivity({ phase: 'ended' }, T0, at(20 * MINUTE))).toBe(false);
    expect(ACTIVITY_REPORT_INTERVAL_MS).toBeLessThan(MINUTE);
  });
});

describe('isActivity', () => {
  it("counts a press, a key, a touch, a wheel, a scroll and coming back to the tab; not a pointer moving, nor a tab left", () => {
    for (const type of ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll', 'focus']) expect(isActivity(type, 'visible'), type).toBe(true);
    expect(isActivity('visibilitychange', 'visible')).toBe(true);
    expect(isActivity('visibilitychange', 'hidden')).toBe(false);
    for (const type of ['pointermove', 'mousemove', 'mouseover', 'blur', 'message', 'storage']) expect(isActivity(type, 'visible'), type).toBe(false);
  });
});

describe('the time left', () => {
  it('shows minutes and seconds, rounded up', () => {
    expect(countdownText(2 * MINUTE)).toBe('2:00');
    expect(countdownText(2 * MINUTE - 1)).toBe('2:00');
    expect(countdownText(65_000)).toBe('1:05');
    expect(countdownText(9_001)).toBe('0:10');
    expect(countdownText(0)).toBe('0:00');
    expect(countdownText(-5)).toBe('0:00');
  });

  it('is told in whole minutes, then once the last 30 seconds: the step changes only on those marks', () => {
    expect(timeLeftStep(2 * MINUTE)).toEqual({ minutes: 2 });
    expect(timeLeftStep(MINUTE + 1)).toEqual({ minutes: 2 });
    expect(timeLeftStep(MINUTE)).toEqual({ minutes: 1 });
    expect(timeLeftStep(30_001)).toEqual({ minutes: 1 });
    expect(timeLeftStep(30_000)).toEqual({ seconds: 30 });
    expect(timeLeftStep(1)).toEqual({ seconds: 30 });
    expect(timeLeftStep(5 * MINUTE)).toEqual({ minutes: 5 });

    const changes = new Set<string>();
    let last = timeLeftStep(2 * MINUTE);
    for (let left = 2 * MINUTE; left > 0; left -= 1000) {
      const step = timeLeftStep(left);
      if (!sameStep(step, last)) changes.add(`${left}:${JSON.stringify(step)}`);
      last = step;
    }
    expect([...changes]).toEqual(['60000:{"minutes":1}', '30000:{"seconds":30}']);
  });
});

describe('the notice on the login page', () => {
  it('names inactivity or another tab, from the reason or the history state; nothing else', () => {
    expect(noticeOfSignOut('idle')).toBe('idle');
    expect(noticeOfSignOut('member')).toBe('elsewhere');
    expect(noticeOfSignOut('refused')).toBeNull();
    expect(signedOutNoticeOf({ signedOut: 'idle' })).toBe('idle');
    expect(signedOutNoticeOf({ signedOut: 'elsewhere', other: 1 })).toBe('elsewhere');
    for (const state of [null, undefined, 'idle', { signedOut: 'IDLE' }, { signedOut: ['idle'] }, { loggedOut: true }]) {
      expect(signedOutNoticeOf(state), JSON.stringify(state)).toBeNull();
    }
  });
});
