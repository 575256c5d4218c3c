import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../ui/Link';
import { SkeletonLines } from '../../ui/Skeleton';
import { Tile } from '../../ui/Tile';
import { TileError } from '../../ui/TileError';
import { eobsOfClaimQuery } from './api';
import { useRouteClaim } from './page-api';
import { eobDestination } from './rules';

/**
 * The claim's EOB (spec §2, §6: the subscriber's; the manifest places this section under `member.isSubscriber`):
 * a link to /eobs/{documentId} when GET v2/eobs?claimId finds one, else a note. Shown once the claim itself is
 * in (a claim that is not the member's shows no EOB section); the call is the home's EOB button's, cached per claim.
 */
export default function ClaimEobSection() {
  const { t } = useTranslation();
  const { route, query: claim } = useRouteClaim();
  const eobs = useQuery({ ...eobsOfClaimQuery(route?.id ?? ''), enabled: claim.isSuccess });
  const title = t('claims.details.eobTitle');
  if (!claim.isSuccess) return null;
  if (eobs.isError) {
    return (
      <Tile title={title}>
        <TileError onRetry={() => void eobs.refetch()} retrying={eobs.isFetching} />
      </Tile>
    );
  }
  if (!eobs.data) {
    return (
      <Tile title={title} busy minHeight="6rem">
        <SkeletonLines lines={1} lineHeight="1.5rem" />
      </Tile>
    );
  }
  const destination = eobDestination(eobs.data);
  return (
    <Tile title={title}>
      {destination.kind === 'eob' ? <p><TextLink to={destination.path}>{t('claims.details.viewEob')}</TextLink></p> : <p>{t('claims.details.noEob')}</p>}
    </Tile>
  );
}
