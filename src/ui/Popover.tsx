import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from './IconButton';

/** Spec §2 popover defaults: placement auto, trigger click, delay 0. */
export const POPOVER_DEFAULTS = { placement: 'auto', trigger: 'click', delay: 0 } as const;

export type PopoverPlacement = 'auto' | 'top' | 'bottom';

/** Auto placement: below the trigger unless there is less room below than the panel needs and more above. */
export function autoPlacement(spaceAbove: number, spaceBelow: number, panelHeight: number): 'top' | 'bottom' {
  return spaceBelow < panelHeight && spaceAbove > spaceBelow ? 'top' : 'bottom';
}

const Wrapper = styled.span`
  position: relative;
  display: inline-block;
`;

const Panel = styled.div<{ $side: 'top' | 'bottom' }>`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  ${({ $side, theme }) => ($side === 'top' ? `bottom: calc(100% + ${theme.spacing.xs});` : `top: calc(100% + ${theme.spacing.xs});`)}
  left: 0;
  width: max-content;
  max-width: min(20rem, 80vw);
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.small};
  box-shadow: 0 2px 8px color-mix(in srgb, ${({ theme }) => theme.colors.text} 20%, transparent);
  text-align: left;
  font-weight: 400;
`;

export interface PopoverProps {
  /** The trigger button's accessible name ('About Deductible'). */
  label: string;
  /** What the trigger shows (an icon); the label names it. */
  trigger: ReactNode;
  content: ReactNode;
  placement?: PopoverPlacement;
}

/**
 * A panel a button opens and closes on click (spec §2: trigger click, placement auto, delay 0). The button says
 * whether it is open (aria-expanded) and which panel it controls; Escape closes it and gives focus back to the
 * button; a click outside closes it. The panel is a labelled group in the reading order right after the button.
 */
export function Popover({ label, trigger, content, placement = POPOVER_DEFAULTS.placement }: PopoverProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [side, setSide] = useState<'top' | 'bottom'>(placement === 'top' ? 'top' : 'bottom');
  const wrapper = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (!open || placement !== 'auto' || !button.current || !panel.current) return;
    const rect = button.current.getBoundingClientRect();
    setSide(autoPlacement(rect.top, window.innerHeight - rect.bottom, panel.current.offsetHeight));
  }, [open, placement]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <Wrapper
      ref={wrapper}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <IconButton ref={button} aria-label={label} aria-expanded={open} aria-controls={id} onClick={() => setOpen((was) => !was)}>
        {trigger}
      </IconButton>
      <Panel ref={panel} id={id} role="group" aria-label={label} hidden={!open} $side={side}>
        {content}
      </Panel>
    </Wrapper>
  );
}
