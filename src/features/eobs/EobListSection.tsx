import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toIsoDate, useClock } from '../../engine/clock';
import { Button } from '../../ui/Button';
import { DateField } from '../../ui/DateField';
import { formatUsDate } from '../../ui/format';
import { TextLink } from '../../ui/Link';
import { SelectField } from '../../ui/SelectField';
import { Pager } from '../../ui/Pager';
import { Tile } from '../../ui/Tile';
import { TileError } from '../../ui/TileError';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import { useForm } from '../../ui/validation/use-form';
import { useEobPdfDownload, useEobs, useEobsMetadata, type EobPdfDownload } from './api';
import { EobPdfButton } from './EobPdfButton';
import { Actions, DateRangeForm, Entry, EntryHeading, EntryList, Facts, Filters, Problem } from './layout';
import {
  defaultEobDateRange,
  eobDateRangeRules,
  eobFilterOptions,
  eobMemberNames,
  eobPageSummary,
  eobPath,
  filtersWithin,
  hasEobChoices,
  initialEobFilters,
  withDateRange,
  type Eob,
  type EobClaimType,
  type EobFilters,
} from './rules';

const SKELETON = { minHeight: '36rem', lines: 7, lineHeight: '3rem' } as const;

function EobEntry({ eob, pdf }: { eob: Eob; pdf: EobPdfDownload }) {
  const { t } = useTranslation();
  const name = t('eobs.list.eobName', { type: eob.typeOfClaims, date: formatUsDate(eob.date) });
  return (
    <Entry>
      <EntryHeading>
        <TextLink to={eobPath(eob.documentId)}>{name}</TextLink>
      </EntryHeading>
      <Facts>
        <dt>{t('eobs.list.date')}</dt>
        <dd>{formatUsDate(eob.date)}</dd>
        <dt>{t('eobs.list.typeOfClaims')}</dt>
        <dd>{eob.typeOfClaims}</dd>
        <dt>{t('eobs.list.members')}</dt>
        <dd>{eobMemberNames(eob)}</dd>
      </Facts>
      <Actions>
        <EobPdfButton eob={eob} pdf={pdf} whichEob={name} />
      </Actions>
    </Entry>
  );
}

/**
 * /eobs (spec §2, §3, §7): the subscriber's EOBs a page at a time, by date range (mm/dd/yyyy, end after start;
 * applied with 'Show EOBs'), claim type, member and provider (choices from GET eobs/metadata, applied at once).
 * Filters and the page live in component state, never in the address (a member key is personal).
 */
export default function EobListSection() {
  const { t } = useTranslation();
  const id = useId();
  const today = toIsoDate(useClock()());
  const [chosen, setChosen] = useState<EobFilters>(() => initialEobFilters(today));
  const [page, setPage] = useState(0);
  const metadata = useEobsMetadata(chosen);
  // A claim type or provider the new choices no longer offer is dropped once their options are in.
  const filters = metadata.data && !metadata.isPlaceholderData ? filtersWithin(chosen, metadata.data) : chosen;
  const eobs = useEobs(filters, page);
  const pdf = useEobPdfDownload(t('eobs.pdf.preparing'));
  const form = useForm({ initial: defaultEobDateRange(today), rules: eobDateRangeRules });
  const title = t('eobs.list.title');

  if (metadata.isError || eobs.isError) {
    const retry = () => {
      if (metadata.isError) void metadata.refetch();
      if (eobs.isError) void eobs.refetch();
    };
    return (
      <Tile title={title}>
        <TileError onRetry={retry} retrying={metadata.isFetching || eobs.isFetching} />
      </Tile>
    );
  }
  if (!metadata.isSuccess) return tileWhileNotLoaded(metadata, title, SKELETON);
  if (!eobs.isSuccess) return tileWhileNotLoaded(eobs, title, SKELETON);

  const choose = (next: Partial<EobFilters>) => {
    setChosen({ ...filters, ...next });
    setPage(0);
  };
  const options = eobFilterOptions(metadata.data);
  const { data, page: info } = eobs.data;
  const summary = eobPageSummary(info);
  const startLabel = t('eobs.list.startDate');
  const endLabel = t('eobs.list.endDate');

  return (
    <Tile title={title} busy={eobs.isFetching || metadata.isFetching}>
      <DateRangeForm
        noValidate
        aria-label={t('eobs.list.dates')}
        onSubmit={form.handleSubmit((range) => choose(withDateRange(filters, range)))}
      >
        <DateField {...form.bind('startDate', startLabel)} hint={t('forms.dateHint')} />
        <DateField {...form.bind('endDate', endLabel)} hint={t('forms.dateHint')} />
        <Button type="submit" disabled={form.isSubmitDisabled}>
          {t('eobs.list.apply')}
        </Button>
      </DateRangeForm>

      <Filters>
        <legend>{t('eobs.list.filters')}</legend>
        <SelectField
          id={`${id}-type`}
          label={t('eobs.list.claimType')}
          placeholder={t('eobs.list.allClaimTypes')}
          value={filters.claimType}
          options={options.claimTypes}
          onChange={(claimType) => choose({ claimType: claimType as '' | EobClaimType })}
        />
        <SelectField
          id={`${id}-member`}
          label={t('eobs.list.member')}
          placeholder={t('eobs.list.allMembers')}
          value={filters.memberKey}
          options={options.members}
          onChange={(memberKey) => choose({ memberKey })}
        />
        <SelectField
          id={`${id}-provider`}
          label={t('eobs.list.provider')}
          placeholder={t('eobs.list.allProviders')}
          value={filters.providerId}
          options={options.providers}
          onChange={(providerId) => choose({ providerId })}
        />
      </Filters>

      {pdf.failed ? <Problem role="alert">{t('eobs.pdf.failed')}</Problem> : null}

      <p role="status">
        {info.empty
          ? t(hasEobChoices(filters) ? 'eobs.list.noMatch' : 'eobs.list.none')
          : t('eobs.list.showing', { from: summary.from, to: summary.to, total: summary.total })}
      </p>
      {info.empty ? (
        hasEobChoices(filters) ? (
          <p>
            <Button $variant="secondary" onClick={() => choose({ claimType: '', memberKey: '', providerId: '' })}>
              {t('eobs.list.clearFilters')}
            </Button>
          </p>
        ) : null
      ) : (
        <EntryList>
          {data.map((eob) => (
            <EobEntry key={eob.documentId} eob={eob} pdf={pdf} />
          ))}
        </EntryList>
      )}

      {summary.pageCount > 1 ? (
        <Pager copy="eobs.list" summary={summary} onPrevious={() => setPage(info.number - 1)} onNext={() => setPage(info.number + 1)} />
      ) : null}
    </Tile>
  );
}
