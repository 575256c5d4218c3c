import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DISMISS_AFTER_MS,
  dismissDelay,
  initialSnackbarState,
  snackbarReducer,
  type Notification,
  type SnackbarAction,
  type SnackbarState,
} from './snackbar-queue';

const run = (actions: SnackbarAction[], from: SnackbarState = initialSnackbarState) => actions.reduce(snackbarReducer, from);
const notify = (message: string, status: Notification['status'] = 'success'): SnackbarAction => ({
  type: 'notify',
  notification: { status, message },
});

describe('snackbarReducer', () => {
  it('shows the first notification at once', () => {
    const state = run([notify('Saved')]);
    expect(state.current).toMatchObject({ id: 1, message: 'Saved', status: 'success' });
    expect(state.phase).toBe('showing');
    expect(state.waiting).toEqual([]);
  });

  it('queues later notifications and shows one at a time', () => {
    const state = run([notify('one'), notify('two'), notify('three')]);
    expect(state.current?.message).toBe('one');
    expect(state.waiting.map((s) => s.message)).toEqual(['two', 'three']);
  });

  it('moves to leaving on dismiss and keeps the snackbar until its exit ends', () => {
    const state = run([notify('one'), notify('two'), { type: 'dismiss', id: 1 }]);
    expect(state.phase).toBe('leaving');
    expect(state.current?.message).toBe('one');
  });

  it('shows the next one after the exit', () => {
    const state = run([notify('one'), notify('two'), { type: 'dismiss', id: 1 }, { type: 'exited', id: 1 }]);
    expect(state.current?.message).toBe('two');
    expect(state.phase).toBe('showing');
    expect(state.waiting).toEqual([]);
  });

  it('empties when the last one exits', () => {
    const state = run([notify('one'), { type: 'dismiss', id: 1 }, { type: 'exited', id: 1 }]);
    expect(state.current).toBeNull();
  });

  it('ignores a dismiss or exit for a snackbar that is not current (a late timer)', () => {
    const shown = run([notify('one'), notify('two')]);
    expect(snackbarReducer(shown, { type: 'dismiss', id: 2 })).toBe(shown);
    expect(snackbarReducer(shown, { type: 'exited', id: 1 })).toBe(shown);
  });

  it('ignores a second dismiss while leaving (click during the animation)', () => {
    const leaving = run([notify('one'), { type: 'dismiss', id: 1 }]);
    expect(snackbarReducer(leaving, { type: 'dismiss', id: 1 })).toBe(leaving);
  });

  it('ignores an exit that arrives twice (animation end and fallback)', () => {
    const next = run([notify('one'), notify('two'), { type: 'dismiss', id: 1 }, { type: 'exited', id: 1 }]);
    expect(snackbarReducer(next, { type: 'exited', id: 1 })).toBe(next);
  });

  it('gives each notification its own id', () => {
    const state = run([notify('a'), notify('b'), notify('c')]);
    expect([state.current?.id, ...state.waiting.map((s) => s.id)]).toEqual([1, 2, 3]);
  });
});

describe('dismissDelay', () => {
  it('defaults to 5000 ms', () => {
    expect(DEFAULT_DISMISS_AFTER_MS).toBe(5000);
    expect(dismissDelay({ status: 'alert', message: 'x' })).toBe(5000);
  });

  it('uses dismissAfter when valid', () => {
    expect(dismissDelay({ status: 'success', message: 'x', dismissAfter: 3000 })).toBe(3000);
    expect(dismissDelay({ status: 'success', message: 'x', dismissAfter: -1 })).toBe(5000);
    expect(dismissDelay({ status: 'success', message: 'x', dismissAfter: Number.NaN })).toBe(5000);
  });
});
