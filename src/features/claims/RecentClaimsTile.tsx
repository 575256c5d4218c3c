import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { toIsoDate, useClock } from '../../engine/clock';
import { useAccount } from '../../member/queries';
import { TextLink } from '../../ui/Link';
import { SkeletonLines } from '../../ui/Skeleton';
import { Tile } from '../../ui/Tile';
import { TileError } from '../../ui/TileError';
import { prefetchRecentClaims, useRecentClaimsCalls } from './api';
import { RecentClaimItem } from './RecentClaimItem';
import { RECENT_CLAIMS, recentClaimSummaries, showsEobButton } from './rules';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/**
 * The tile with three claims (the usual case), so nothing below moves when they arrive: per claim about 13rem
 * (status line, three facts, a 44px actions row, gaps and padding), plus heading, 'View all' link and padding.
 */
const LOADING_MIN_HEIGHT = '44rem';
const SKELETON_LINES_PER_CLAIM = 5;

/** /home starts the card's calls while the member's facts load. */
export const prefetch = prefetchRecentClaims;

/** Recent claims card (spec §2, §9): up to 3 claims of the last 2 years, medical first; hidden when there are none. */
export default function RecentClaimsTile() {
  const { t } = useTranslation();
  const today = toIsoDate(useClock()());
  const account = useAccount();
  const calls = useRecentClaimsCalls(today);
  const title = t('claims.recentClaims.title');

  if (calls.isError || account.isError) {
    const retry = () => {
      calls.retry();
      if (account.isError) void account.refetch();
    };
    return (
      <Tile title={title}>
        <TileError onRetry={retry} retrying={calls.isRetrying || account.isFetching} />
      </Tile>
    );
  }
  if (calls.isPending || !account.data) {
    return (
      <Tile title={title} busy minHeight={LOADING_MIN_HEIGHT}>
        <SkeletonLines lines={RECENT_CLAIMS.max * SKELETON_LINES_PER_CLAIM} lineHeight="1.5rem" />
      </Tile>
    );
  }

  const claims = recentClaimSummaries(calls.medical ?? [], calls.dental ?? []);
  if (claims.length === 0) return null;
  const signedInSuffix = account.data.member.memberSuffix;
  return (
    <Tile title={title}>
      <List>
        {claims.map((claim) => (
          <RecentClaimItem key={claim.id} claim={claim} showEob={showsEobButton(signedInSuffix, claim)} />
        ))}
      </List>
      <TextLink to="/claims">{t('claims.recentClaims.viewAll')}</TextLink>
    </Tile>
  );
}
