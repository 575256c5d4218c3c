import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_FAILURE_STATUS } from '../api/api-error';
import { idlePolicyOf } from './idle-rules';
import { startIdleSession, type IdleSessionDeps, type IdleView } from './idle-session';
import type { SessionChannel, SessionMessage } from './session-channel';

const MINUTE = 60_000;
const START = new Date('2026-01-05T09:00:00Z');

const failure = (status: number) => new ApiError({ status, url: '/api/session/activity', method: 'POST', message: 'x', failure: 'screen', screenStatuses: [] });

/** A channel to the other tabs: what this tab posts, and a way for a test to deliver another tab's message. */
function fakeChannel() {
  const listeners = new Set<(message: SessionMessage) => void>();
  const posted: SessionMessage[] = [];
  const channel: SessionChannel = {
    post: (message) => posted.push(message),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { channel, posted, deliver: (message: SessionMessage) => listeners.forEach((listener) => listener(message)), listening: () => listeners.size };
}

let visibility: DocumentVisibilityState = 'visible';

function start(overrides: Partial<IdleSessionDeps> = {}) {
  const channel = fakeChannel();
  const views: IdleView[] = [];
  const deps = {
    policy: idlePolicyOf({ idleMinutes: 15, warningMinutes: 2 }),
    now: () => Date.now(),
    channel: channel.channel,
    reportActivity: vi.fn(async (): Promise<unknown> => undefined),
    onChange: (view: IdleView) => views.push(view),
    onIdle: vi.fn(),
    onSignedOutElsewhere: vi.fn(),
    onRefused: vi.fn(),
    window: {
      addEventListener: window.addEventListener.bind(window),
      removeEventListener: window.removeEventListener.bind(window),
      setTimeout: ((handler: () => void, ms: number) => setTimeout(handler, ms)) as unknown as Window['setTimeout'],
      clearTimeout: ((id: number) => clearTimeout(id)) as Window['clearTimeout'],
    },
    document: {
      addEventListener: document.addEventListener.bind(document),
      removeEventListener: document.removeEventListener.bind(document),
      get visibilityState() {
        return visibility;
      },
    },
    ...overrides,
  } satisfies IdleSessionDeps;
  const session = startIdleSession(deps);
  return { session, deps, views, ...channel, last: () => views.at(-1) ?? { phase: 'active' } };
}

const after = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const press = () => window.dispatchEvent(new Event('pointerdown'));

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  visibility = 'visible';
});
afterEach(() => vi.useRealTimers());

describe('the idle clock of a tab', () => {
  it('warns 2 minutes before the end, counts down each second, and ends the session on the limit', async () => {
    const { session, deps, last, views } = start();
    await after(13 * MINUTE - 1);
    expect(last()).toEqual({ phase: 'active' });
    await after(1);
    expect(last()).toEqual({ phase: 'warning', msLeft: 2 * MINUTE, stayFailed: false });
    await after(1000);
    expect(last()).toEqual({ phase: 'warning', msLeft: 2 * MINUTE - 1000, stayFailed: false });
    await after(2 * MINUTE - 1001);
    expect(deps.onIdle).not.toHaveBeenCalled();
    await after(1);
    expect(last()).toEqual({ phase: 'ended' });
    expect(deps.onIdle).toHaveBeenCalledTimes(1);
    // A view a second, no more.
    expect(views.filter((view) => view.phase === 'warning')).toHaveLength(120);
    await after(30 * MINUTE);
    expect(deps.onIdle).toHaveBeenCalledTimes(1);
    expect(session.view()).toEqual({ phase: 'ended' });
    expect(deps.reportActivity).not.toHaveBeenCalled();
  });

  it("reports the member's activity at most every 30 seconds, moving the clock to when the report went, and tells the other tabs", async () => {
    const { deps, last, posted } = start();
    await after(5 * MINUTE);
    press();
    press();
    window.dispatchEvent(new Event('keydown'));
    await after(0);
    expect(deps.reportActivity).toHaveBeenCalledTimes(1);
    expect(posted).toEqual([{ kind: 'active', at: START.getTime() + 5 * MINUTE }]);
    await after(29_999);
    window.dispatchEvent(new Event('scroll'));
    expect(deps.reportActivity).toHaveBeenCalledTimes(1);
    await after(1);
    window.dispatchEvent(new Event('wheel'));
    expect(deps.reportActivity).toHaveBeenCalledTimes(2);
    // Warned 13 minutes after the last report (at 5:30), not after the first sign-in.
    await after(13 * MINUTE - 1);
    expect(last()).toEqual({ phase: 'active' });
    await after(1);
    expect(last().phase).toBe('warning');
  });

  it('counts no pointer moving, nor a tab hidden; a tab shown again counts', async () => {
    const { deps } = start();
    await after(MINUTE);
    window.dispatchEvent(new Event('pointermove'));
    window.dispatchEvent(new Event('mousemove'));
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(deps.reportActivity).not.toHaveBeenCalled();
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(deps.reportActivity).toHaveBeenCalledTimes(1);
  });

  it('takes the answer, not the sending, for the clock: a report the member API has not answered moves nothing', async () => {
    let answer: () => void = () => undefined;
    const { deps, posted, last } = start({ reportActivity: vi.fn(() => new Promise<unknown>((resolve) => (answer = () => resolve(undefined)))) });
    await after(10 * MINUTE);
    press();
    await after(3 * MINUTE);
    expect(posted).toEqual([]);
    expect(last().phase).toBe('warning');
    answer();
    await after(0);
    // Noted as of 10:00, when it went: active until 23:00.
    expect(last()).toEqual({ phase: 'active' });
    expect(posted).toEqual([{ kind: 'active', at: START.getTime() + 10 * MINUTE }]);
    expect(deps.reportActivity).toHaveBeenCalledTimes(1);
  });

  it("in the warning, only 'Stay signed in' keeps the session: it is reported at once and closes the warning", async () => {
    const { session, deps, last, posted } = start();
    await after(14 * MINUTE);
    press();
    window.dispatchEvent(new Event('keydown'));
    expect(deps.reportActivity).not.toHaveBeenCalled();
    await session.staySignedIn();
    expect(deps.reportActivity).toHaveBeenCalledTimes(1);
    expect(last()).toEqual({ phase: 'active' });
    expect(posted).toEqual([{ kind: 'active', at: START.getTime() + 14 * MINUTE }]);
    await after(13 * MINUTE);
    expect(last().phase).toBe('warning');
  });

  it("says when 'Stay signed in' could not reach the member API, and goes on counting down", async () => {
    const reportActivity = vi.fn<() => Promise<unknown>>().mockRejectedValueOnce(failure(NETWORK_FAILURE_STATUS)).mockResolvedValue(undefined);
    const { session, last } = start({ reportActivity });
    await after(14 * MINUTE);
    await session.staySignedIn();
    expect(last()).toEqual({ phase: 'warning', msLeft: MINUTE, stayFailed: true });
    await after(1000);
    expect(last()).toEqual({ phase: 'warning', msLeft: MINUTE - 1000, stayFailed: true });
    await session.staySignedIn();
    expect(last()).toEqual({ phase: 'active' });
  });

  it('a 401 in the warning is the member API ending it for inactivity first; outside it, spec §8 handles it', async () => {
    const idle = start({ reportActivity: vi.fn(async () => Promise.reject(failure(401))) });
    await after(14 * MINUTE);
    await idle.session.staySignedIn();
    expect(idle.deps.onIdle).toHaveBeenCalledTimes(1);
    expect(idle.deps.onRefused).not.toHaveBeenCalled();
    expect(idle.listening()).toBe(0);
    idle.session.stop();

    const refused = start({ reportActivity: vi.fn(async () => Promise.reject(failure(401))) });
    await after(MINUTE);
    press();
    await after(0);
    expect(refused.deps.onRefused).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }));
    expect(refused.deps.onIdle).not.toHaveBeenCalled();
    // Stopped: its warning never comes.
    await after(20 * MINUTE);
    expect(refused.views).toEqual([]);
  });

  it("closes its warning when another tab's member is active, never beyond now, and signs out when another tab does", async () => {
    const { deps, last, deliver, posted } = start();
    await after(14 * MINUTE);
    expect(last().phase).toBe('warning');
    deliver({ kind: 'active', at: Date.now() });
    expect(last()).toEqual({ phase: 'active' });
    // The other tab reported: this one does not report again within the interval.
    press();
    expect(deps.reportActivity).not.toHaveBeenCalled();
    // A message from the future counts as now.
    deliver({ kind: 'active', at: Date.now() + 60 * MINUTE });
    await after(13 * MINUTE);
    expect(last().phase).toBe('warning');
    expect(posted).toEqual([]);

    deliver({ kind: 'signedOut', reason: 'member' });
    expect(deps.onSignedOutElsewhere).toHaveBeenCalledWith('member');
    await after(5 * MINUTE);
    expect(deps.onIdle).not.toHaveBeenCalled();
  });

  it('ends at once, reporting nothing, when it comes back to a tab whose timers the browser held past the end', async () => {
    const { deps } = start();
    vi.setSystemTime(START.getTime() + 16 * MINUTE);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(deps.onIdle).toHaveBeenCalledTimes(1);
    expect(deps.reportActivity).not.toHaveBeenCalled();
  });

  it('stops: no listener, no timer, nothing called', async () => {
    const { session, deps, listening, views } = start();
    session.stop();
    expect(listening()).toBe(0);
    press();
    await after(30 * MINUTE);
    expect(deps.reportActivity).not.toHaveBeenCalled();
    expect(deps.onIdle).not.toHaveBeenCalled();
    expect(views).toEqual([]);
  });
});
