import type { ReactNode } from 'react';
import styled from 'styled-components';

const Region = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

/**
 * A wide block (a data table) that scrolls sideways inside its own region on a narrow screen instead of widening the
 * page (WCAG 1.4.10 Reflow): a named region, focusable so a keyboard can scroll it (axe scrollable-region-focusable).
 */
export function ScrollRegion({ label, children, className }: { label: string; children?: ReactNode; className?: string }) {
  return (
    <Region role="region" aria-label={label} tabIndex={0} className={className}>
      {children}
    </Region>
  );
}
