import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { claimTypes } from '@schemas/api/claims';
import { toIsoDate, useClock } from '../../engine/clock';
import { wordsText } from '../../engine/i18n/words';
import { Button } from '../../ui/Button';
import { DateField } from '../../ui/DateField';
import { controlBox, FieldLabel, FieldWrapper } from '../../ui/field-parts';
import { formatUsd, formatUsDate } from '../../ui/format';
import { TextLink } from '../../ui/Link';
import { SelectField } from '../../ui/SelectField';
import { SkeletonLines } from '../../ui/Skeleton';
import { Pager } from '../../ui/Pager';
import { ReservedTile, type ViewportHeights } from '../../ui/ReservedTile';
import { Tile } from '../../ui/Tile';
import { TileError } from '../../ui/TileError';
import { useForm } from '../../ui/validation/use-form';
import { mmDdYyyyToIso } from '../../ui/validation/validators';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import type { Claim, ClaimType } from './api-types';
import { ClaimsCsvDownload } from './ClaimsCsvDownload';
import { ClaimStatus } from './ClaimStatus';
import { useClaimsMetadata, useClaimsPage } from './page-api';
import {
  CLAIMS_PAGE_SIZES,
  claimsDateRules,
  claimsFiltersFromSearch,
  claimsSearch,
  defaultClaimsFilters,
  earliestClaimsStart,
  hasClaimsFilters,
  isoToMmDdYyyy,
  pageSummary,
  type ClaimsFilters,
  type ClaimsMetadata,
  type DateRangeField,
} from './page-rules';
import { claimDetailPath, claimStatusWords } from './rules';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  min-width: 0;
`;

const TypeList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.targetSize};
    padding-inline: ${({ theme }) => theme.spacing.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
  }
  a[aria-current='page'] { font-weight: 700; border-width: 2px; border-color: currentColor; }
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  @media ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  p { margin: 0; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.md}`};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Totals = styled.div`
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h3 { margin: 0 0 ${({ theme }) => theme.spacing.xs}; font-size: ${({ theme }) => theme.fontSizes.body}; }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  overflow-wrap: anywhere;
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.body}; }
  a { display: inline-flex; align-items: center; min-height: ${({ theme }) => theme.targetSize}; }
`;

const EntryHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const SizeSelect = styled.select<{ $invalid: boolean }>`
  ${controlBox}
  width: auto;
`;

const Owed = styled.p`
  margin: 0;
  font-weight: 600;
`;

/** Tiles while loading: their usual height, so nothing below moves. */
const FILTERS_MIN_HEIGHT: ViewportHeights = { phone: '37.75rem', tablet: '22.75rem', desktop: '17.25rem' };
const LIST_MIN_HEIGHT = '40rem';

type FilterField = 'suffix' | 'providerId' | 'status' | DateRangeField;

const memberName = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`;

/** The filters form: its values start from the address; applying them writes the address (Back and links keep them). */
function FiltersForm({ filters, metadata, today, onApply }: { filters: ClaimsFilters; metadata: ClaimsMetadata; today: string; onApply: (next: ClaimsFilters) => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const rules = useMemo(() => {
    const dates = claimsDateRules(today);
    return (values: Record<FilterField, string>) => ({ suffix: [], providerId: [], status: [], ...dates(values) });
  }, [today]);
  const initial = useMemo(
    () => ({
      suffix: filters.suffix,
      providerId: filters.providerId,
      status: filters.status,
      startDate: isoToMmDdYyyy(filters.startDate),
      endDate: isoToMmDdYyyy(filters.endDate),
    }),
    [filters],
  );
  const form = useForm<FilterField>({ initial, rules });
  const hint = t('claims.list.dateHint', { earliest: formatUsDate(earliestClaimsStart(today)) });
  const submit = form.handleSubmit((values) =>
    onApply({
      ...filters,
      suffix: values.suffix,
      providerId: values.providerId,
      status: values.status,
      startDate: mmDdYyyyToIso(values.startDate) ?? filters.startDate,
      endDate: mmDdYyyyToIso(values.endDate) ?? filters.endDate,
      page: 0,
    }),
  );
  const select = (field: 'suffix' | 'providerId' | 'status', label: string, placeholder: string, offered: { value: string; label: string }[]) => {
    // A choice from the address that these claims no longer offer stays visible (by its id) rather than looking unset.
    const value = form.values[field];
    const options = value && !offered.some((o) => o.value === value) ? [...offered, { value, label: value }] : offered;
    return (
      <SelectField
        id={`${ids}-${field}`}
        label={label}
        placeholder={placeholder}
        value={value}
        options={options}
        onChange={(next) => form.set(field, next)}
      />
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('claims.list.filters')}>
      <Fields>
        {metadata.members.length > 1
          ? select('suffix', t('claims.list.member'), t('claims.list.allMembers'),
              metadata.members.map((m) => ({ value: String(m.memberSuffix), label: memberName(m) })))
          : null}
        {select('providerId', t('claims.list.provider'), t('claims.list.allProviders'),
          metadata.providers.map((p) => ({ value: p.providerId, label: p.providerName })))}
        {select('status', t('claims.list.status'), t('claims.list.allStatuses'),
          metadata.statuses.map((s) => ({ value: s.claimStatusCode, label: wordsText(claimStatusWords(s.claimStatusCode, s.claimStatusDescription), t) })))}
        <DateField {...form.bind('startDate', t('claims.list.startDate'))} hint={hint} />
        <DateField {...form.bind('endDate', t('claims.list.endDate'))} />
      </Fields>
      <Actions style={{ marginTop: '1rem' }}>
        <Button type="submit" disabled={form.isSubmitDisabled}>
          {t('claims.list.apply')}
        </Button>
        <Button $variant="secondary" onClick={() => onApply(defaultClaimsFilters(today, filters.type))}>
          {t('claims.list.clear')}
        </Button>
      </Actions>
    </form>
  );
}

function ClaimEntry({ claim }: { claim: Claim }) {
  const { t } = useTranslation();
  const serviceDate = formatUsDate(claim.serviceDateFrom);
  const patient = memberName(claim.patient);
  const totals = claim.claimDetailTotals;
  return (
    <Entry>
      <EntryHeading>
        <h3>{claim.provider.providerName}</h3>
        <ClaimStatus claim={claim} />
      </EntryHeading>
      <Facts>
        <dt>{t('claims.list.patient')}</dt>
        <dd>{patient}</dd>
        <dt>{t('claims.list.serviceDate')}</dt>
        <dd>{serviceDate}</dd>
        <dt>{t('claims.list.billed')}</dt>
        <dd>{formatUsd(totals.chargeAmountTotal)}</dd>
        <dt>{t('claims.list.planPaid')}</dt>
        <dd>{formatUsd(totals.paidAmountTotal)}</dd>
        <dt>{t('claims.list.claimNumber')}</dt>
        <dd>{claim.id}</dd>
      </Facts>
      <Owed>{`${t('claims.list.youOwe')} ${formatUsd(totals.combinedMemberResponsibilityAmount)}`}</Owed>
      <div>
        <TextLink to={claimDetailPath(claim)}>
          {t('claims.list.claimDetails')}{' '}
          <VisuallyHidden>{t('claims.list.whichClaim', { patient, provider: claim.provider.providerName, serviceDate })}</VisuallyHidden>
        </TextLink>
      </div>
    </Entry>
  );
}

/**
 * /claims (spec §2, §3, §5, §7): the family's claims of one type, newest first, filtered by member, provider,
 * status and a date range of the last two years, a page at a time, with the totals of everything that matches.
 * Every filter, the type and the page live in the address's query string (suffix and ids only, no personal data),
 * so Back, reload and a shared link show the same claims. Each call shows its own error with 'Try again'.
 */
export default function ClaimsListSection() {
  const { t } = useTranslation();
  // useLocation/useNavigate rather than useSearchParams: the router's search-params helpers would join the vendor chunk /login loads.
  const location = useLocation();
  const navigate = useNavigate();
  const today = toIsoDate(useClock()());
  const ids = useId();
  const filters = claimsFiltersFromSearch(location.search, today);
  const metadata = useClaimsMetadata(filters);
  const claims = useClaimsPage(filters);

  const go = (next: ClaimsFilters) => void navigate({ pathname: location.pathname, search: claimsSearch(next, today) });
  const typeName = (type: ClaimType) => t(`claims.claimType.${type}`);
  const title = t('claims.list.title', { type: typeName(filters.type) });

  const filtersTile: ReactNode = (() => {
    const name = t('claims.list.filters');
    if (metadata.isError) {
      return (
        <Tile title={name}>
          <TileError onRetry={() => void metadata.refetch()} retrying={metadata.isFetching} />
        </Tile>
      );
    }
    if (!metadata.data) {
      return (
        <ReservedTile title={name} busy $heights={FILTERS_MIN_HEIGHT}>
          <SkeletonLines lines={3} lineHeight="2.75rem" />
        </ReservedTile>
      );
    }
    return (
      <Tile title={name} busy={metadata.isFetching || undefined}>
        <FiltersForm key={location.search} filters={filters} metadata={metadata.data} today={today} onApply={go} />
      </Tile>
    );
  })();

  const listBody: ReactNode = (() => {
    if (claims.isError) return <TileError onRetry={() => void claims.refetch()} retrying={claims.isFetching} />;
    if (!claims.data) return <SkeletonLines lines={12} lineHeight="2.5rem" />;
    const { data, page, totals } = claims.data;
    const summary = pageSummary(page);
    if (page.totalElements === 0 && !hasClaimsFilters(filters, today)) {
      return <p>{t('claims.list.none', { type: t(`claims.claimTypeInSentence.${filters.type}`) })}</p>;
    }
    return (
      <>
        <Summary>
          <p role="status">
            {page.totalElements === 0 ? t('claims.list.noMatch') : t('claims.list.showing', { from: summary.from, to: summary.to, total: summary.total })}
          </p>
          {page.totalElements > 0 ? <ClaimsCsvDownload filters={filters} today={today} /> : null}
          <div>
            <FieldWrapper>
              <FieldLabel htmlFor={`${ids}-size`}>{t('claims.list.pageSize')}</FieldLabel>
              <SizeSelect
                id={`${ids}-size`}
                value={String(filters.size)}
                $invalid={false}
                onChange={(event) => go({ ...filters, size: Number(event.target.value), page: 0 })}
              >
                {CLAIMS_PAGE_SIZES.map((size) => (
                  <option key={size} value={String(size)}>
                    {size}
                  </option>
                ))}
              </SizeSelect>
            </FieldWrapper>
          </div>
        </Summary>
        {page.totalElements === 0 ? (
          <p>
            <Button $variant="secondary" onClick={() => go(defaultClaimsFilters(today, filters.type))}>
              {t('claims.list.clear')}
            </Button>
          </p>
        ) : (
          <>
            <Totals>
              <h3>{t('claims.list.totals', { total: summary.total })}</h3>
              <Facts>
                <dt>{t('claims.list.billed')}</dt>
                <dd>{formatUsd(totals.chargeAmountTotal)}</dd>
                <dt>{t('claims.list.planPaid')}</dt>
                <dd>{formatUsd(totals.paidAmountTotal)}</dd>
                <dt>{t('claims.list.youOwe')}</dt>
                <dd>{formatUsd(totals.combinedMemberResponsibilityAmount)}</dd>
              </Facts>
            </Totals>
            <List>
              {data.map((claim) => (
                <ClaimEntry key={claim.id} claim={claim} />
              ))}
            </List>
          </>
        )}
        {summary.pageCount > 1 || page.number > 0 ? (
          <Pager
            copy="claims.list"
            summary={summary}
            onPrevious={() => go({ ...filters, page: Math.min(page.number, summary.pageCount) - 1 })}
            onNext={() => go({ ...filters, page: page.number + 1 })}
          />
        ) : null}
      </>
    );
  })();

  return (
    <Stack>
      <nav aria-label={t('claims.list.types')}>
        <TypeList>
          {claimTypes.map((type) => (
            <li key={type}>
              <TextLink
                to={{ pathname: location.pathname, search: claimsSearch({ ...filters, type, providerId: '', status: '', page: 0 }, today) }}
                aria-current={type === filters.type ? 'page' : undefined}
              >
                {typeName(type)}
              </TextLink>
            </li>
          ))}
        </TypeList>
      </nav>
      {filtersTile}
      <Tile title={title} busy={claims.isFetching || undefined} {...(claims.data ? {} : { minHeight: LIST_MIN_HEIGHT })}>
        {listBody}
      </Tile>
    </Stack>
  );
}
