import { useQuery } from '@tanstack/react-query';
import type { TilePrefetchContext } from '../../member/tile-prefetch';
import { programsQuery } from '../../member/queries';
import { outlineOfCoverageQuery } from '../../member/outline-of-coverage';

/* The calls of the tools and programs tiles (spec §7); the eBill tool's steps are src/member/ebill-hand-off.ts. */

/** The member facts' programs query (it handles its own errors too), so the tiles make no second call. */
export function usePrograms() {
  return useQuery(programsQuery);
}

/** GET handbook/ooc, only where the brand lists the outline of coverage tool. */
export function useOutlineOfCoverageUrl(enabled: boolean) {
  return useQuery({ ...outlineOfCoverageQuery, enabled });
}

/** Starts GET handbook/ooc before the tools tile renders (see src/member/tile-prefetch.ts). */
export function prefetchOutlineOfCoverageUrl({ queryClient }: TilePrefetchContext): void {
  void queryClient.prefetchQuery(outlineOfCoverageQuery);
}
