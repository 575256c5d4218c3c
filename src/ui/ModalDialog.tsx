import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { withAlpha } from '../engine/theme/alpha';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => withAlpha(theme.colors.text, 0.6)};
`;

const Panel = styled.div`
  box-sizing: border-box;
  width: 100%;
  max-width: 32rem;
  max-height: 100%;
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};

  &:focus { outline: none; }
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalDialogProps {
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  /** The ids of what describes it, read when it opens. */
  describedBy?: string;
  /** `alertdialog` for a dialog that interrupts to warn (a screen reader announces it at once). */
  role?: 'dialog' | 'alertdialog';
  /** Where focus goes when it opens (else the dialog itself). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Escape: the dialog's safe answer. */
  onEscape: () => void;
  children: ReactNode;
}

/**
 * A modal dialog over the page: named and described, focus moved into it when it opens and kept there (Tab and
 * Shift+Tab go round its controls; the page beneath is inert), Escape answers it, and focus goes back where it was
 * when it closes. Rendered at the end of the body, so making the rest of the body inert leaves it alone.
 */
export function ModalDialog({ labelledBy, describedBy, role = 'dialog', initialFocus, onEscape, children }: ModalDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  }, [onEscape]);

  useLayoutEffect(() => {
    const dialog = panel.current;
    if (!dialog) return undefined;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const host = dialog.closest('[data-modal-host]') ?? dialog;
    const inerted = [...document.body.children].filter((child) => child !== host && !child.hasAttribute('inert'));
    inerted.forEach((child) => child.setAttribute('inert', ''));
    (initialFocus?.current ?? dialog).focus();

    const focusables = () => [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        escape.current();
      } else if (event.key === 'Tab') {
        const all = focusables();
        if (all.length === 0) return event.preventDefault();
        const first = all[0]!;
        const last = all[all.length - 1]!;
        const active = document.activeElement;
        if (event.shiftKey && (active === first || active === dialog)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && active === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    // Focus that leaves anyway (a browser without `inert`, a script) comes back.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) (focusables()[0] ?? dialog).focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      inerted.forEach((child) => child.removeAttribute('inert'));
      if (before?.isConnected) before.focus();
    };
  }, [initialFocus]);

  return createPortal(
    <Backdrop data-modal-host="">
      <Panel ref={panel} role={role} aria-modal="true" aria-labelledby={labelledBy} aria-describedby={describedBy} tabIndex={-1}>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
