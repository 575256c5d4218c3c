import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Card, CardTitle } from './Card';

/** A height for every viewport, or one per viewport class (spec §4/§9: phone, tablet from 768px, desktop from 1280px). */
export type TileHeight = string | { phone: string; tablet: string; desktop: string };

const Section = styled(Card).attrs({ as: 'section' })<{ $minHeight: TileHeight | undefined }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  ${({ $minHeight, theme }) =>
    typeof $minHeight === 'object'
      ? css`
          min-height: ${$minHeight.phone};
          @media ${theme.media.tabletUp} { min-height: ${$minHeight.tablet}; }
          @media ${theme.media.desktopUp} { min-height: ${$minHeight.desktop}; }
        `
      : css`min-height: ${$minHeight ?? 'auto'};`}
  & > h2 { margin: 0; }
`;

export interface TileProps {
  /** The tile's heading (an h2); it also names the tile's region. */
  title: string;
  children: ReactNode;
  /** Reserve the tile's final height while it loads, so nothing below it moves (no layout shift). */
  minHeight?: TileHeight;
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
