import { useEffect, useSyncExternalStore } from 'react';

/*
 * A page the gateway rendered on the server (its first frame) shows before its script runs, then React hydrates it.
 * Until then nothing a member does reaches React: a form must not submit natively (its fields would land in the
 * URL), and what was typed must become the form's state once React takes over.
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

/** Once, when the control mounts: text typed into the server-rendered control before hydration becomes the value. */
export function useTypedBeforeHydration(id: string, value: string, onChange: (value: string) => void): void {
  useEffect(() => {
    const control = document.getElementById(id);
    if (control instanceof HTMLInputElement && control.value !== value) onChange(control.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- at mount only: later changes go through onChange
  }, []);
}
