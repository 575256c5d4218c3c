import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Which item of a menu is open (at most one). The state belongs to `resetKey` (viewport class and location):
 * when the key changes, everything reads as closed again, so menus collapse and reset on navigation and when
 * the viewport crosses a breakpoint, without an effect.
 */
export function useMenuState(resetKey: string) {
  const [state, setState] = useState<{ key: string; open: string | null }>({ key: resetKey, open: null });
  const open = state.key === resetKey ? state.open : null;
  const toggle = useCallback(
    (id: string) => setState((s) => ({ key: resetKey, open: (s.key === resetKey ? s.open : null) === id ? null : id })),
    [resetKey],
  );
  const close = useCallback(() => setState({ key: resetKey, open: null }), [resetKey]);
  return { open, toggle, close };
}

/** Calls `onDismiss` when the pointer goes down or focus moves outside `ref` while `active`. */
export function useDismissOutside(ref: RefObject<HTMLElement | null>, active: boolean, onDismiss: () => void): void {
  useEffect(() => {
    if (!active) return undefined;
    const handler = (event: Event) => {
      const target = event.target as Node | null;
      if (target && ref.current && !ref.current.contains(target)) onDismiss();
    };
    document.addEventListener('pointerdown', handler);
    document.addEventListener('focusin', handler);
    return () => {
      document.removeEventListener('pointerdown', handler);
      document.removeEventListener('focusin', handler);
    };
  }, [ref, active, onDismiss]);
}
