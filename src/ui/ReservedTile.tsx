import styled from 'styled-components';
import { Tile } from './Tile';

/** A height per viewport class (spec §4/§9: a phone, a tablet from 768px, a desktop from 1280px). */
export interface ViewportHeights {
  phone: string;
  tablet: string;
  desktop: string;
}

/**
 * A tile that keeps its final height while it loads, where that height depends on the viewport (its parts stack on a
 * phone): nothing below it moves. Apart from Tile, so the home tiles carry none of it.
 */
export const ReservedTile = styled(Tile)<{ $heights: ViewportHeights }>`
  && {
    min-height: ${({ $heights }) => $heights.phone};
    @media ${({ theme }) => theme.media.tabletUp} { min-height: ${({ $heights }) => $heights.tablet}; }
    @media ${({ theme }) => theme.media.desktopUp} { min-height: ${({ $heights }) => $heights.desktop}; }
  }
`;
