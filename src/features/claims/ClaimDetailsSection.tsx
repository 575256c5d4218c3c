import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { wordsText } from '../../engine/i18n/words';
import { Facts } from '../../ui/Facts';
import { formatUsd, formatUsDate } from '../../ui/format';
import { TextLink } from '../../ui/Link';
import { PrintRow } from '../../ui/PrintButton';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { SkeletonLines } from '../../ui/Skeleton';
import { Tile } from '../../ui/Tile';
import { TileError } from '../../ui/TileError';
import type { Claim } from './api-types';
import { ClaimStatus } from './ClaimStatus';
import { isNotFound, useRouteClaim } from './page-api';
import { checkPayeeAmount, lineAmountFields, lineProcedure, lineTotals, linesInOrder, type LineProcedure } from './page-rules';
import { claimStatusWords, claimTypeKey } from './rules';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  min-width: 0;
  p { margin: 0; }
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
  td.amount, th.amount { text-align: right; white-space: nowrap; }
  tfoot th, tfoot td { font-weight: 700; }
  /* On paper the thirteen columns fit the width of a portrait letter or A4 page (7.5in within its margins). */
  @media print {
    font-size: 7pt;
    th, td { padding: 2px 3px; }
    th.amount { white-space: normal; }
  }
`;

/** The lines' tile: on paper its table takes the page's whole width (no side padding, no frame). */
const LinesTile = styled(Tile)`
  @media print { padding-inline: 0; border: 0; }
`;

function ProcedureText({ procedure }: { procedure: LineProcedure }) {
  const { t } = useTranslation();
  switch (procedure.kind) {
    case 'procedure':
      return <>{`${procedure.code} ${procedure.description}`}</>;
    case 'alternate':
      return <>{t('claims.details.alternate', { code: procedure.code, description: procedure.description })}</>;
    case 'category':
      return <>{t('claims.details.category', { category: procedure.category })}</>;
    default:
      return <>{procedure.code}</>;
  }
}

function LinesTable({ claim }: { claim: Claim }) {
  const { t } = useTranslation();
  const lines = linesInOrder(claim);
  const totals = lineTotals(lines);
  return (
    <ScrollRegion label={t('claims.details.servicesCaption', { id: claim.id })}>
      <Table>
        <caption>{t('claims.details.servicesCaption', { id: claim.id })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('claims.details.columns.service')}</th>
            <th scope="col">{t('claims.details.columns.serviceDate')}</th>
            <th scope="col">{t('claims.details.columns.procedure')}</th>
            <th scope="col">{t('claims.details.columns.status')}</th>
            {lineAmountFields.map((field) => (
              <th scope="col" className="amount" key={field}>
                {t(`claims.details.columns.${field}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.claimDetailPK.sequenceNumber}>
              <th scope="row">{line.serviceDescription}</th>
              <td>{formatUsDate(line.serviceDateFrom)}</td>
              <td>
                <ProcedureText procedure={lineProcedure(claim.claimType, line)} />
              </td>
              <td>{wordsText(claimStatusWords(line.statusCode ?? '', line.status), t)}</td>
              {lineAmountFields.map((field) => (
                <td className="amount" key={field}>
                  {formatUsd(line[field])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              {t('claims.details.total')}
            </th>
            {lineAmountFields.map((field) => (
              <td className="amount" key={field}>
                {formatUsd(totals[field])}
              </td>
            ))}
          </tr>
        </tfoot>
      </Table>
    </ScrollRegion>
  );
}

/**
 * /claims/{claimtype}/{claimId}/{memberSuffix} (spec §2, §3): the claim's header (status, dates, provider, payee,
 * amounts, the check amount with its 0.00 default) and every service line with totals. A claim that is not the
 * member's, or an unknown id, says it was not found (the gateway answers 404 for both); any other failure offers
 * 'Try again' in place.
 */
export default function ClaimDetailsSection() {
  const { t } = useTranslation();
  const { route, query } = useRouteClaim();
  const title = t('claims.details.summary');
  const back = <TextLink to="/claims">{t('claims.details.backToClaims')}</TextLink>;

  if (route === null || (query.isError && isNotFound(query.error))) {
    return (
      <Tile title={title}>
        <p role="alert">{t('claims.details.notFound')}</p>
        <p>{back}</p>
      </Tile>
    );
  }
  if (query.isError) {
    return (
      <Tile title={title}>
        <TileError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </Tile>
    );
  }
  if (!query.data) {
    return (
      <Stack>
        <Tile title={title} busy minHeight="24rem">
          <SkeletonLines lines={10} lineHeight="1.5rem" />
        </Tile>
        <Tile title={t('claims.details.services')} busy minHeight="12rem">
          <SkeletonLines lines={3} lineHeight="2rem" />
        </Tile>
      </Stack>
    );
  }

  const claim = query.data;
  const totals = claim.claimDetailTotals;
  return (
    <Stack>
      <PrintRow label={t('claims.details.print')} />
      <Tile title={title}>
        <Facts>
          <dt>{t('claims.details.status')}</dt>
          <dd>
            <ClaimStatus claim={claim} />
          </dd>
          <dt>{t('claims.details.claimNumber')}</dt>
          <dd>{claim.id}</dd>
          <dt>{t('claims.details.claimType')}</dt>
          <dd>{t(claimTypeKey(claim.claimType))}</dd>
          <dt>{t('claims.details.patient')}</dt>
          <dd>{`${claim.patient.firstName} ${claim.patient.lastName}`}</dd>
          <dt>{t('claims.details.provider')}</dt>
          <dd>{claim.provider.providerName}</dd>
          <dt>{t('claims.details.payee')}</dt>
          <dd>{claim.payeeProvider.name}</dd>
          <dt>{t('claims.details.serviceDate')}</dt>
          <dd>{formatUsDate(claim.serviceDateFrom)}</dd>
          <dt>{t('claims.details.paidDate')}</dt>
          <dd>{claim.paidDate ? formatUsDate(claim.paidDate) : t('claims.details.notPaid')}</dd>
          <dt>{t('claims.details.billed')}</dt>
          <dd>{formatUsd(totals.chargeAmountTotal)}</dd>
          <dt>{t('claims.details.planPaid')}</dt>
          <dd>{formatUsd(totals.paidAmountTotal)}</dd>
          <dt>{t('claims.details.youOwe')}</dt>
          <dd>{formatUsd(totals.combinedMemberResponsibilityAmount)}</dd>
          <dt>{t('claims.details.checkAmount')}</dt>
          <dd>{formatUsd(checkPayeeAmount(claim))}</dd>
        </Facts>
        <p>{back}</p>
      </Tile>
      <LinesTile title={t('claims.details.services')}>
        <LinesTable claim={claim} />
      </LinesTile>
    </Stack>
  );
}
