import { createContext, useContext } from 'react';
import type { Notification } from './snackbar-queue';

export interface SnackbarApi {
  /** Queues a notification; it shows when the ones before it have gone. */
  notify(notification: Notification): void;
}

export const SnackbarContext = createContext<SnackbarApi | null>(null);

/** `notify({ status, message, dismissAfter? })` for the app's snackbar queue. */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar() needs a <SnackbarProvider> above it.');
  return api;
}
