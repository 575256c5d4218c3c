/**
 * The snackbar queue of spec §4, as a pure state machine: one snackbar at a time; it leaves on click or after
 * `dismissAfter`; the next one shows once the leaving animation ends (or a 1 s fallback fires).
 * Timers and animation events live in SnackbarProvider; this module only decides what happens next.
 */

export type SnackbarStatus = 'error' | 'success' | 'alert';

export interface Notification {
  status: SnackbarStatus;
  message: string;
  /** Milliseconds before it dismisses itself (default 5000). */
  dismissAfter?: number;
}

export interface Snackbar extends Notification {
  id: number;
}

export const DEFAULT_DISMISS_AFTER_MS = 5000;
export const EXIT_FALLBACK_MS = 1000;

export interface SnackbarState {
  /** The snackbar on screen, if any. */
  current: Snackbar | null;
  /** 'showing' until dismissed, then 'leaving' until its exit ends. */
  phase: 'showing' | 'leaving';
  waiting: Snackbar[];
  nextId: number;
}

export type SnackbarAction =
  | { type: 'notify'; notification: Notification }
  | { type: 'dismiss'; id: number }
  | { type: 'exited'; id: number };

export const initialSnackbarState: SnackbarState = { current: null, phase: 'showing', waiting: [], nextId: 1 };

export function snackbarReducer(state: SnackbarState, action: SnackbarAction): SnackbarState {
  switch (action.type) {
    case 'notify': {
      const snackbar: Snackbar = { ...action.notification, id: state.nextId };
      if (state.current === null) return { current: snackbar, phase: 'showing', waiting: state.waiting, nextId: state.nextId + 1 };
      return { ...state, waiting: [...state.waiting, snackbar], nextId: state.nextId + 1 };
    }
    case 'dismiss':
      if (state.current?.id !== action.id || state.phase !== 'showing') return state;
      return { ...state, phase: 'leaving' };
    case 'exited': {
      if (state.current?.id !== action.id || state.phase !== 'leaving') return state;
      const [next = null, ...rest] = state.waiting;
      return { ...state, current: next, phase: 'showing', waiting: rest };
    }
  }
}

/** How long the current snackbar stays (its own `dismissAfter`, else 5000 ms; negative or invalid → default). */
export function dismissDelay(snackbar: Notification): number {
  const value = snackbar.dismissAfter;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : DEFAULT_DISMISS_AFTER_MS;
}
