import type { QueryClient } from '@tanstack/react-query';

/**
 * What /home gives each tile module's `prefetch` (src/engine/slots/registry.ts WidgetModule): enough to start the
 * tile's calls while the member's facts load, so the home load's waterfall stays two deep.
 */
export interface TilePrefetchContext {
  queryClient: QueryClient;
  /** yyyy-mm-dd from the injected clock. */
  today: string;
  /** The signed-in member's suffix, once the account is known (routing leaves it in the cache). */
  memberSuffix: number | null;
}
