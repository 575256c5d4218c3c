import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ApiError } from '../../api/api-error';
import { useBrand } from '../../manifest/brand-context';

/*
 * Spec §8 global handling of failed requests that no screen handles itself:
 * 401 → the login page (unless the brand's features.unauthorizedRedirectsToLogin is false: then the 401 page);
 * any other status → the error page for that status IN PLACE of the page content, the URL unchanged,
 * until the next navigation.
 *
 * The provider sits above the router (the query client reports from outside React), so the two things that need
 * the router — going to /login and clearing on navigation — happen in <GlobalErrorRouting> inside it.
 */

type Listener = (status: number) => void;
const listeners = new Set<Listener>();
let pendingStatus: number | null = null;

/** For the query client: a failed request no screen handles. Safe to call before the provider mounts. */
export function reportUnhandledApiError(error: Pick<ApiError, 'status'>): void {
  if (listeners.size === 0) {
    pendingStatus = error.status;
    return;
  }
  listeners.forEach((listener) => listener(error.status));
}

export interface GlobalError {
  /** Shows the error page for `status` in place of the page (401 follows the redirect rule above). */
  showError(status: number): void;
  clear(): void;
  /** The status whose error page is showing, or null. */
  status: number | null;
}

interface GlobalErrorInternals extends GlobalError {
  /** Where the router should go (the 401 redirect), once. */
  redirectTo: string | null;
  redirected(): void;
}

const GlobalErrorContext = createContext<GlobalErrorInternals | null>(null);

export const LOGIN_PATH = '/login';

/** What a failed status does: go to the login page, or show an error page. Pure. */
export function globalErrorOutcome(status: number, unauthorizedRedirectsToLogin: boolean): 'redirectToLogin' | 'showPage' {
  return status === 401 && unauthorizedRedirectsToLogin ? 'redirectToLogin' : 'showPage';
}

export function GlobalErrorProvider({ children }: { children: ReactNode }) {
  const redirects = useBrand().features.unauthorizedRedirectsToLogin;
  const [state, setState] = useState<{ status: number | null; redirectTo: string | null }>({ status: null, redirectTo: null });

  const showError = useCallback(
    (status: number) =>
      setState(
        globalErrorOutcome(status, redirects) === 'redirectToLogin'
          ? { status: null, redirectTo: LOGIN_PATH }
          : { status, redirectTo: null },
      ),
    [redirects],
  );
  const clear = useCallback(() => setState((s) => (s.status === null ? s : { ...s, status: null })), []);
  const redirected = useCallback(() => setState((s) => (s.redirectTo === null ? s : { ...s, redirectTo: null })), []);

  useEffect(() => {
    listeners.add(showError);
    if (pendingStatus !== null) {
      const status = pendingStatus;
      pendingStatus = null;
      showError(status);
    }
    return () => {
      listeners.delete(showError);
    };
  }, [showError]);

  const value = useMemo(
    () => ({ status: state.status, redirectTo: state.redirectTo, showError, clear, redirected }),
    [state, showError, clear, redirected],
  );
  return <GlobalErrorContext.Provider value={value}>{children}</GlobalErrorContext.Provider>;
}

function useInternals(): GlobalErrorInternals {
  const value = useContext(GlobalErrorContext);
  if (!value) throw new Error('useGlobalError() needs a <GlobalErrorProvider> above it.');
  return value;
}

/** `{ showError(status), clear(), status }` of the app's global error. */
export function useGlobalError(): GlobalError {
  const { showError, clear, status } = useInternals();
  return { showError, clear, status };
}

/** For <GlobalErrorRouting> only. */
export function useGlobalErrorRedirect(): { redirectTo: string | null; redirected(): void; clear(): void } {
  const { redirectTo, redirected, clear } = useInternals();
  return { redirectTo, redirected, clear };
}
