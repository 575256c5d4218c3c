import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { wordsText } from '../../engine/i18n/words';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { formatUsDate } from '../../ui/format';
import { SelectField } from '../../ui/SelectField';
import { Pager } from '../../ui/Pager';
import { Tile } from '../../ui/Tile';
import { TileError } from '../../ui/TileError';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import { useReferrals, useReferralsMetadata } from './api';
import { Entry, EntryHeading, EntryList, Muted } from './layout';
import {
  filtersWithin,
  hasReferralFilters,
  noReferralFilters,
  pageSummary,
  referralFilterOptions,
  referralStatusWords,
  type Referral,
  type ReferralFilters,
  type ReferralStatusCode,
} from './rules';

const Filters = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  legend { font-weight: 600; padding-inline: ${({ theme }) => theme.spacing.xs}; }
  @media ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    & > :last-child { grid-column: 1 / -1; }
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0; }
`;

function ReferralEntry({ referral }: { referral: Referral }) {
  const { t } = useTranslation();
  return (
    <Entry>
      <EntryHeading>{referral.referredTo.providerName}</EntryHeading>
      <Muted>{referral.referredTo.specialty}</Muted>
      <Facts>
        <dt>{t('coverage.referrals.member')}</dt>
        <dd>{`${referral.memberFirstName} ${referral.memberLastName}`}</dd>
        <dt>{t('coverage.referrals.referredBy')}</dt>
        <dd>{referral.referredBy.providerName}</dd>
        <dt>{t('coverage.referrals.status')}</dt>
        <dd>{wordsText(referralStatusWords(referral.statusCode, referral.statusDescription), t)}</dd>
        <dt>{t('coverage.referrals.dates')}</dt>
        <dd>{t('coverage.referrals.dateRange', { start: formatUsDate(referral.startDate), end: formatUsDate(referral.endDate) })}</dd>
        <dt>{t('coverage.referrals.visits')}</dt>
        <dd>{t('coverage.referrals.visitsUsed', { used: referral.visitsUsed, authorized: referral.visitsAuthorized })}</dd>
      </Facts>
    </Entry>
  );
}

/**
 * /benefits/referrals (spec §3, §7): the member's referrals a page at a time, filtered by member, status and
 * referred-to provider (options from GET referrals/metadata) and 'exclude expired'. The filters live in component
 * state, never in the address: a member key is personal.
 */
export default function ReferralsSection() {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<ReferralFilters>(noReferralFilters);
  const [page, setPage] = useState(0);
  const metadata = useReferralsMetadata(chosen.memberKey);
  // A choice the chosen member's referrals no longer offer is dropped once their options are in.
  const filters = metadata.data && !metadata.isPlaceholderData ? filtersWithin(chosen, metadata.data) : chosen;
  const referrals = useReferrals(filters, page);
  const title = t('coverage.referrals.title');

  if (metadata.isError || referrals.isError) {
    const retry = () => {
      if (metadata.isError) void metadata.refetch();
      if (referrals.isError) void referrals.refetch();
    };
    return (
      <Tile title={title}>
        <TileError onRetry={retry} retrying={metadata.isFetching || referrals.isFetching} />
      </Tile>
    );
  }
  if (!metadata.isSuccess) return tileWhileNotLoaded(metadata, title, { minHeight: '30rem', lines: 6, lineHeight: '3rem' });
  if (!referrals.isSuccess) return tileWhileNotLoaded(referrals, title, { minHeight: '30rem', lines: 6, lineHeight: '3rem' });

  const choose = (next: Partial<ReferralFilters>) => {
    setChosen({ ...filters, ...next });
    setPage(0);
  };
  const options = referralFilterOptions(metadata.data, (status) => wordsText(status, t));
  const { data, page: info } = referrals.data;
  const summary = pageSummary(info);
  const filtered = hasReferralFilters(filters);

  if (!filtered && info.totalElements === 0) {
    return (
      <Tile title={title}>
        <p>{t('coverage.referrals.none')}</p>
      </Tile>
    );
  }

  return (
    <Tile title={title} busy={referrals.isFetching}>
      <Filters>
        <legend>{t('coverage.referrals.filters')}</legend>
        <SelectField
          id={`${id}-member`}
          label={t('coverage.referrals.member')}
          placeholder={t('coverage.referrals.allMembers')}
          value={filters.memberKey}
          options={options.members}
          onChange={(memberKey) => choose({ memberKey })}
        />
        <SelectField
          id={`${id}-status`}
          label={t('coverage.referrals.status')}
          placeholder={t('coverage.referrals.allStatuses')}
          value={filters.statusCode}
          options={options.statuses}
          onChange={(statusCode) => choose({ statusCode: statusCode as '' | ReferralStatusCode })}
        />
        <SelectField
          id={`${id}-provider`}
          label={t('coverage.referrals.provider')}
          placeholder={t('coverage.referrals.allProviders')}
          value={filters.providerId}
          options={options.providers}
          onChange={(providerId) => choose({ providerId })}
        />
        <Checkbox
          id={`${id}-expired`}
          label={t('coverage.referrals.excludeExpired')}
          checked={filters.excludeExpired}
          onChange={(excludeExpired) => choose({ excludeExpired })}
        />
      </Filters>

      <p role="status">
        {info.empty
          ? t('coverage.referrals.noMatch')
          : t('coverage.referrals.showing', { from: summary.from, to: summary.to, total: summary.total })}
      </p>
      {info.empty ? (
        <p>
          <Button $variant="secondary" onClick={() => choose(noReferralFilters)}>
            {t('coverage.referrals.clearFilters')}
          </Button>
        </p>
      ) : (
        <EntryList>
          {data.map((referral) => (
            <ReferralEntry key={referral.referralId} referral={referral} />
          ))}
        </EntryList>
      )}

      {summary.pageCount > 1 ? (
        <Pager copy="coverage.referrals" summary={summary} onPrevious={() => setPage(info.number - 1)} onNext={() => setPage(info.number + 1)} />
      ) : null}
    </Tile>
  );
}
