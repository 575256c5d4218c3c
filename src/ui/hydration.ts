import { useSyncExternalStore } from 'react';

/*
 * A page the gateway rendered on the server (its first frame) shows before its script runs, then React hydrates it.
 * Until then nothing a member does reaches React: a form must not submit natively (its fields would land in the
 * URL), and text typed into a field would be lost (React keeps its state, and the first re-render writes it back), so
 * fields are read-only and submit buttons disabled until `useHydrated()`.
 */

const noSubscription = () => () => undefined;

/** False while React hydrates a server-rendered frame (and on the server); true in every render after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
