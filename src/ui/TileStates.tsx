import type { ComponentType, ReactElement, ReactNode } from 'react';
import { SkeletonLines } from './Skeleton';
import { Tile } from './Tile';
import { TileError } from './TileError';

/** What a tile needs to know of its call (a react-query result fits). */
export interface TileQuery {
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The skeleton that stands in for a tile's content: its final height, so nothing below it moves. */
export interface TileSkeleton {
  minHeight: string;
  lines: number;
  lineHeight?: string;
}

type Frame = ComponentType<{ title: string; busy?: boolean; minHeight?: string; children: ReactNode }>;

/**
 * A data tile before its data is in: the skeleton while the call runs, else its failure with 'Try again'. Call it
 * when the query is not a success (`if (!query.isSuccess) return tileWhileNotLoaded(...)`), so TypeScript knows the
 * data below. `frame` is the tile's surface (a Tile unless the tile is a banner).
 */
export function tileWhileNotLoaded(query: TileQuery, title: string, skeleton: TileSkeleton, frame: Frame = Tile): ReactElement {
  const Surface = frame;
  if (query.isPending) {
    return (
      <Surface title={title} busy minHeight={skeleton.minHeight}>
        <SkeletonLines lines={skeleton.lines} {...(skeleton.lineHeight ? { lineHeight: skeleton.lineHeight } : {})} />
      </Surface>
    );
  }
  return (
    <Surface title={title}>
      <TileError onRetry={() => void query.refetch()} retrying={query.isFetching} />
    </Surface>
  );
}
