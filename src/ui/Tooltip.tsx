import { cloneElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.span`
  position: relative;
  display: inline-block;
`;

const Bubble = styled.span`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  top: calc(100% + ${({ theme }) => theme.spacing.xs});
  left: 0;
  width: max-content;
  max-width: min(20rem, 80vw);
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/** Spec §9: the delay is the absolute value of a numeric delay in ms. */
export function tooltipDelay(delay: number | undefined): number {
  return Number.isFinite(delay) ? Math.abs(delay as number) : 0;
}

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button); it gets aria-describedby. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  delay?: number;
}

/**
 * Shows `content` while the trigger is hovered or focused (spec: trigger hover and focus). It stays while the
 * pointer is over the bubble and Escape hides it (WCAG 1.4.13).
 */
export function Tooltip({ content, children, delay }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wait = tooltipDelay(delay);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    if (wait === 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), wait);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  return (
    <Wrapper
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      <Bubble id={id} role="tooltip" hidden={!open}>
        {content}
      </Bubble>
    </Wrapper>
  );
}
