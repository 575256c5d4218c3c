import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { toIsoDate, useClock } from '../../engine/clock';
import { useAccount } from '../../member/queries';
import { formatUsd, formatUsDate } from '../../ui/format';
import { TextLink } from '../../ui/Link';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { SkeletonLines } from '../../ui/Skeleton';
import { ReservedTile, type ViewportHeights } from '../../ui/ReservedTile';
import { Tile } from '../../ui/Tile';
import { TileError } from '../../ui/TileError';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { CostChart } from './CostChart';
import { costListFilters, costRanges, costSeries, costTotals, sharedRange, type CostRow } from './cost-summary';
import { useClaimCosts } from './page-api';
import { claimsSearch } from './page-rules';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: start;
  @media ${({ theme }) => theme.media.desktopUp} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption { text-align: left; font-weight: 600; padding-bottom: ${({ theme }) => theme.spacing.xs}; }
  th, td {
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  .amount { text-align: right; white-space: nowrap; }
  tfoot th, tfoot td { font-weight: 700; }
  a { display: inline-flex; align-items: center; min-height: 24px; }
  @media ${({ theme }) => theme.media.phoneOnly} {
    font-size: ${({ theme }) => theme.fontSizes.small};
    th, td { padding-inline: ${({ theme }) => theme.spacing.xs}; }
  }
`;

/**
 * The tile's height with three claim types, so the list below stays put: chart above table on a phone and a tablet,
 * side by side on a desktop (measured at 412, 800 and 1280 px).
 */
const LOADING_MIN_HEIGHT: ViewportHeights = { phone: '52.75rem', tablet: '46.75rem', desktop: '31.875rem' };

function CostTable({ rows, caption, today }: { rows: readonly CostRow[]; caption: string; today: string }) {
  const { t } = useTranslation();
  const shared = sharedRange(rows) !== null;
  const totals = costTotals(rows);
  return (
    <ScrollRegion label={caption}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('claims.costs.claimType')}</th>
            {costSeries.map((series) => (
              <th scope="col" className="amount" key={series}>
                {t(`claims.list.${series}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const type = t(`claims.claimType.${row.type}`);
            return (
              <tr key={row.type}>
                <th scope="row">
                  <TextLink to={{ pathname: '/claims', search: claimsSearch(costListFilters(row, today), today) }}>
                    {shared ? type : t('claims.costs.typeWithRange', { type, from: formatUsDate(row.from), to: formatUsDate(row.to) })}{' '}
                    <VisuallyHidden>{t('claims.costs.showClaims')}</VisuallyHidden>
                  </TextLink>
                </th>
                {costSeries.map((series) => (
                  <td className="amount" key={series}>
                    {formatUsd(row.figures[series])}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
        {rows.length > 1 ? (
          <tfoot>
            <tr>
              <th scope="row">{t('claims.costs.total')}</th>
              {costSeries.map((series) => (
                <td className="amount" key={series}>
                  {formatUsd(totals[series])}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </Table>
    </ScrollRegion>
  );
}

/**
 * /claims (issue 30): this plan year's billed, plan paid and you owe per claim type the member is covered for today,
 * over the claims of everyone they may see, as a chart and as a table with the same figures (the one assistive
 * technology reads). Each type's row links to the list showing its claims, whose totals are the row's.
 */
export default function ClaimCostsSection() {
  const { t } = useTranslation();
  const today = toIsoDate(useClock()());
  const account = useAccount();
  const ranges = account.data ? costRanges(account.data.member.eligibility, today) : [];
  const costs = useClaimCosts(ranges);
  const title = t('claims.costs.title');

  if (account.isError || costs.isError) {
    const retry = () => {
      if (account.isError) void account.refetch();
      costs.retry();
    };
    return (
      <Tile title={title}>
        <TileError onRetry={retry} retrying={account.isFetching || costs.isFetching} />
      </Tile>
    );
  }
  if (!account.data) {
    return (
      <ReservedTile title={title} busy $heights={LOADING_MIN_HEIGHT}>
        <SkeletonLines lines={8} lineHeight="1.75rem" />
      </ReservedTile>
    );
  }
  if (ranges.length === 0) {
    return (
      <Tile title={title}>
        <Note>{t('claims.costs.none')}</Note>
      </Tile>
    );
  }
  // The dates are the member's plan years (their account): they show while the figures load.
  const range = sharedRange(ranges);
  const dates = range ? { from: formatUsDate(range.from), to: formatUsDate(range.to) } : null;
  const note = <Note>{dates ? t('claims.costs.range', dates) : t('claims.costs.ranges')}</Note>;
  if (!costs.rows) {
    return (
      <ReservedTile title={title} busy $heights={LOADING_MIN_HEIGHT}>
        {note}
        <SkeletonLines lines={7} lineHeight="1.75rem" />
      </ReservedTile>
    );
  }
  return (
    <Tile title={title} busy={costs.isFetching || undefined}>
      {note}
      <Layout>
        <CostChart rows={costs.rows} />
        <CostTable rows={costs.rows} today={today} caption={dates ? t('claims.costs.caption', dates) : t('claims.costs.captionByType')} />
      </Layout>
    </Tile>
  );
}
