import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Facts } from '../../ui/Facts';
import { formatUsd, formatUsDate } from '../../ui/format';
import { TextLink } from '../../ui/Link';
import { SkeletonLines } from '../../ui/Skeleton';
import { Tile } from '../../ui/Tile';
import { TileError } from '../../ui/TileError';
import { eobsOfClaimQuery } from './api';
import { useRouteClaim } from './page-api';
import { eobSummaryOf } from './page-rules';
import { eobDestination } from './rules';

/**
 * The claim's EOB (spec §2, §6: the subscriber's; the manifest places this section under `member.isSubscriber`):
 * when GET v2/eobs?claimId finds one, its date and the claim's charge and responsibility as the EOB states them (what
 * the claim prints with) and a link to /eobs/{documentId}; else a note. Shown once the claim itself is in (a claim
 * that is not the member's shows no EOB section); the call is the home's EOB button's, cached per claim.
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
  const summary = eobSummaryOf(eobs.data, route?.id ?? '');
  return (
    <Tile title={title}>
      {summary ? (
        <Facts>
          <dt>{t('claims.details.eobDate')}</dt>
          <dd>{formatUsDate(summary.date)}</dd>
          {summary.charge !== null ? (
            <>
              <dt>{t('claims.details.eobCharge')}</dt>
              <dd>{formatUsd(summary.charge)}</dd>
            </>
          ) : null}
          {summary.patientResponsibility !== null ? (
            <>
              <dt>{t('claims.details.eobResponsibility')}</dt>
              <dd>{formatUsd(summary.patientResponsibility)}</dd>
            </>
          ) : null}
        </Facts>
      ) : null}
      {destination.kind === 'eob' ? <p><TextLink to={destination.path}>{t('claims.details.viewEob')}</TextLink></p> : <p>{t('claims.details.noEob')}</p>}
    </Tile>
  );
}
