import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardTitle } from './Card';

const Section = styled(Card).attrs({ as: 'section' })<{ $minHeight: string | undefined }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  min-height: ${({ $minHeight }) => $minHeight ?? 'auto'};
  & > h2 { margin: 0; }
`;

export interface TileProps {
  /** The tile's heading (an h2); it also names the tile's region. */
  title: string;
  children: ReactNode;
  /** Reserve the tile's final height while it loads, so nothing below it moves (no layout shift). */
  minHeight?: string;
  /** True while the tile's data loads (aria-busy). */
  busy?: boolean;
  className?: string;
}

/** A home tile: a region named by its h2 heading, on a card surface. */
export function Tile({ title, children, minHeight, busy, className }: TileProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} aria-busy={busy || undefined} $minHeight={minHeight} className={className}>
      <CardTitle id={headingId}>{title}</CardTitle>
      {children}
    </Section>
  );
}
