import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { pageSummary } from '../../member/page-summary';
import { useAccount } from '../../member/queries';
import { Button } from '../../ui/Button';
import { Entry, EntryHeading, EntryList } from '../../ui/EntryList';
import { TextLink } from '../../ui/Link';
import { Pager } from '../../ui/Pager';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { Tile } from '../../ui/Tile';
import { TileError } from '../../ui/TileError';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { useForm } from '../../ui/validation/use-form';
import { useProviderSearch, useRouteMember } from './page-api';
import {
  canSelectFor,
  DEFAULT_RADIUS,
  fullName,
  isSelectable,
  searchAddress,
  searchFormRules,
  searchFromAddress,
  searchRadii,
  widerRadius,
  type PcpMember,
  type Provider,
  type SearchCriteria,
  type SearchRadius,
} from './page-rules';
import { Muted, notFound, ProviderFacts, Stack, whileNoMember } from './ProviderParts';
import { SelectProvider } from './SelectProvider';
import { PRIMARY_CARE_PATH } from './rules';

const SearchForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: end;
`;

/** The name or specialty rides in the history entry's state, never in the address. */
interface SearchState {
  searchString?: string;
}

function ProviderCard({ provider, onSelect }: { provider: Provider; onSelect(): void }) {
  const { t } = useTranslation();
  const selectable = isSelectable(provider);
  return (
    <Entry>
      <EntryHeading>{provider.name}</EntryHeading>
      <ProviderFacts provider={provider} />
      {selectable ? (
        <p>
          <Button onClick={onSelect}>
            {t('findCare.search.select')} <VisuallyHidden>{t('findCare.search.selectProvider', { name: provider.name })}</VisuallyHidden>
          </Button>
        </p>
      ) : (
        <Muted>{t('findCare.search.notAcceptingWhy')}</Muted>
      )}
    </Entry>
  );
}

function Results({ member, criteria, onPage, onWiden, onSelect }: {
  member: PcpMember;
  criteria: SearchCriteria;
  onPage(page: number): void;
  onWiden(radius: SearchRadius): void;
  onSelect(provider: Provider): void;
}) {
  const { t } = useTranslation();
  const search = useProviderSearch(criteria, member.memberKey);
  const title = t('findCare.search.resultsTitle');
  if (search.isError) {
    return (
      <Tile title={title}>
        <TileError onRetry={() => void search.refetch()} retrying={search.isFetching} />
      </Tile>
    );
  }
  if (!search.isSuccess) return tileWhileNotLoaded(search, title, { minHeight: '24rem', lines: 5, lineHeight: '3rem' });
  const { data, page } = search.data;
  const summary = pageSummary(page);
  const wider = widerRadius(criteria.radius);
  return (
    <Tile title={title} busy={search.isFetching}>
      <p role="status">
        {page.totalElements === 0
          ? t('findCare.search.none', { miles: criteria.radius, zip: criteria.zip })
          : t('findCare.search.showing', { from: summary.from, to: summary.to, total: summary.total })}
      </p>
      {page.totalElements === 0 ? (
        <Stack>
          <p>{t('findCare.search.widen')}</p>
          {wider !== null ? (
            <p>
              <Button $variant="secondary" onClick={() => onWiden(wider)}>
                {t('findCare.search.widenTo', { miles: wider })}
              </Button>
            </p>
          ) : null}
        </Stack>
      ) : (
        <EntryList aria-label={title}>
          {data.map((provider) => (
            <ProviderCard key={provider.id} provider={provider} onSelect={() => onSelect(provider)} />
          ))}
        </EntryList>
      )}
      {summary.pageCount > 1 ? (
        <Pager copy="findCare.search" summary={summary} onPrevious={() => onPage(page.number - 1)} onNext={() => onPage(page.number + 1)} />
      ) : null}
    </Tile>
  );
}

function SearchFormTile({ member, criteria, onSearch }: { member: PcpMember; criteria: SearchCriteria | null; onSearch(c: SearchCriteria): void }) {
  const { t } = useTranslation();
  const form = useForm({
    initial: { zip: criteria?.zip ?? '', radius: String(criteria?.radius ?? DEFAULT_RADIUS), searchString: criteria?.searchString ?? '' },
    rules: searchFormRules,
  });
  const radii = searchRadii.map((miles) => ({ value: String(miles), label: t('findCare.search.radiusOption', { miles }) }));
  const submit = form.handleSubmit((values) =>
    onSearch({ zip: values.zip.trim(), radius: Number(values.radius) as SearchRadius, searchString: values.searchString.trim(), page: 0 }),
  );
  const radius = form.bind('radius', t('findCare.search.radius'));
  return (
    <Tile title={t('findCare.search.title', { name: fullName(member) })}>
      <p>{t('findCare.search.intro')}</p>
      <SearchForm noValidate onSubmit={submit} aria-label={t('findCare.search.formLabel')}>
        <TextField {...form.bind('zip', t('findCare.search.zip'))} inputMode="numeric" autoComplete="postal-code" maxLength={5} />
        <SelectField {...radius} placeholder={t('findCare.search.radiusPlaceholder')} options={radii} />
        <TextField {...form.bind('searchString', t('findCare.search.searchString'))} maxLength={60} />
        <div>
          <Button type="submit">{t('findCare.search.submit')}</Button>
        </div>
      </SearchForm>
    </Tile>
  );
}

function SearchFlow({ member, members, today }: { member: PcpMember; members: readonly PcpMember[]; today: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // useLocation/useNavigate rather than useSearchParams: the router's search-params helpers would join the vendor chunk /login loads.
  const location = useLocation();
  const account = useAccount();
  const state = (location.state ?? {}) as SearchState;
  const criteria = searchFromAddress(new URLSearchParams(location.search), state.searchString ?? '');
  const [chosen, setChosen] = useState<Provider | null>(null);

  const go = (next: SearchCriteria) => {
    setChosen(null);
    navigate({ search: searchAddress(next) }, { state: { searchString: next.searchString } satisfies SearchState });
  };
  useEffect(() => {
    if (chosen === null) return;
    window.scrollTo({ top: 0 });
  }, [chosen]);

  return (
    <Stack>
      {chosen ? (
        <SelectProvider
          provider={chosen}
          member={member}
          members={members}
          today={today}
          accountEmail={account.data?.email ?? undefined}
          onCancel={() => setChosen(null)}
        />
      ) : (
        <>
          <SearchFormTile key={criteria ? searchAddress(criteria) + criteria.searchString : 'new'} member={member} criteria={criteria} onSearch={go} />
          {criteria ? (
            <div>
              <Results
                member={member}
                criteria={criteria}
                onPage={(page) => go({ ...criteria, page })}
                onWiden={(radius) => go({ ...criteria, radius, page: 0 })}
                onSelect={setChosen}
              />
            </div>
          ) : null}
        </>
      )}
      <p>
        <TextLink to={PRIMARY_CARE_PATH}>{t('findCare.search.back')}</TextLink>
      </p>
    </Stack>
  );
}

/**
 * /find-care/primary-care/{suffix}/search (spec §2, §5, §7): find providers near a ZIP code (POST pcp/search, paged)
 * and select one for this member and others (POST pcp/select). A suffix the signed-in person may not see, or a member
 * who may not select, is the 404 page.
 */
export default function PrimaryCareSearch() {
  const { t } = useTranslation();
  const route = useRouteMember();
  if (route.state !== 'ready') return whileNoMember(route, t('pages.primaryCareSearch'), { minHeight: '16rem', lines: 4, lineHeight: '2rem' });
  if (!canSelectFor(route.member, route.today)) return notFound;
  return <SearchFlow member={route.member} members={route.members} today={route.today} />;
}
