import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { toIsoDate, useClock } from '../../engine/clock';
import { useBrand } from '../../manifest/brand-context';
import { decideGate } from '../../manifest/gates';
import { TileSlot } from '../../engine/slots/TileSlot';
import { findWidget } from '../../engine/slots/registry';
import { useWidgetRegistry } from '../../engine/slots/registry-context';
import { useMemberFacts } from '../../member/use-member-facts';
import { useAccount } from '../../member/queries';
import type { TilePrefetchContext } from '../../member/tile-prefetch';
import { PageHeading } from '../../ui/PageHeading';
import { SkeletonLines } from '../../ui/Skeleton';
import { TileError } from '../../ui/TileError';

const Tiles = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  /* While the member's calls are under way, hold the space the tiles will take, so the footer does not jump. */
  &[aria-busy='true'] { min-height: 70vh; align-content: start; }
`;

/** /home: the page heading, then the brand's tiles in manifest order, each gated by its rule. */
export default function HomePage() {
  const { t } = useTranslation();
  const manifest = useBrand();
  const member = useMemberFacts();
  const registry = useWidgetRegistry();
  const firstName = member.context?.account?.member.firstName.trim();

  const queryClient = useQueryClient();
  const today = toIsoDate(useClock()());
  const memberSuffix = useAccount().data?.member.memberSuffix ?? null;

  // While the member's facts load, fetch each listed tile's code and start its calls, so the tiles render as soon
  // as the facts are in and the home load stays two calls deep. A tile whose rule then hides it made one call for
  // nothing; that is the price of not waiting.
  useEffect(() => {
    const context: TilePrefetchContext = { queryClient, today, memberSuffix };
    for (const tile of manifest.pages.home.sections) {
      void findWidget(registry, tile.widget)?.()
        .then((module) => module.prefetch?.(context, tile.props))
        .catch(() => undefined);
    }
  }, [manifest, registry, queryClient, today, memberSuffix]);

  return (
    <>
      <PageHeading>{firstName ? t('home.title', { firstName }) : t('home.titleWithoutName')}</PageHeading>
      {member.status === 'ready' && (
        <Tiles aria-label={t('home.tiles')} role="region">
          <TileSlot
            tiles={manifest.pages.home.sections}
            registry={registry}
            facts={member.facts}
            namedRules={manifest.rules}
            undecided={member.undecided}
            decide={(rule) => decideGate('section', rule, member.facts, manifest.rules, member.undecided)}
            renderUndecided={() => <TileError onRetry={member.retry} retrying={member.retrying} />}
          />
        </Tiles>
      )}
      {member.status === 'loading' && (
        <Tiles aria-label={t('home.tiles')} role="region" aria-busy="true">
          <SkeletonLines lines={4} lineHeight="2.5rem" />
        </Tiles>
      )}
    </>
  );
}
