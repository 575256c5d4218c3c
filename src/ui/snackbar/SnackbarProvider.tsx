import { useCallback, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { SnackbarContext, type SnackbarApi } from './snackbar-context';
import { DEFAULT_DISMISS_AFTER_MS, EXIT_FALLBACK_MS, dismissDelay, initialSnackbarState, snackbarReducer } from './snackbar-queue';
import { SnackbarView } from './SnackbarView';

export { DEFAULT_DISMISS_AFTER_MS, EXIT_FALLBACK_MS };

/**
 * Owns the snackbar queue and its timers, and renders the current snackbar in a polite live region.
 * A snackbar leaves on click or after its `dismissAfter`; the next shows after the exit animation ends,
 * or after 1 s if no animation end arrives (reduced motion, background tab).
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(snackbarReducer, initialSnackbarState);
  const { current, phase } = state;

  useEffect(() => {
    if (!current) return undefined;
    const id = current.id;
    const timer =
      phase === 'showing'
        ? setTimeout(() => dispatch({ type: 'dismiss', id }), dismissDelay(current))
        : setTimeout(() => dispatch({ type: 'exited', id }), EXIT_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [current, phase]);

  const notify = useCallback<SnackbarApi['notify']>((notification) => dispatch({ type: 'notify', notification }), []);
  const api = useMemo(() => ({ notify }), [notify]);

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <SnackbarView
        snackbar={current}
        leaving={phase === 'leaving'}
        onDismiss={(id) => dispatch({ type: 'dismiss', id })}
        onExited={(id) => dispatch({ type: 'exited', id })}
      />
    </SnackbarContext.Provider>
  );
}
