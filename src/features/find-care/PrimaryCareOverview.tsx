import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toIsoDate, useClock } from '../../engine/clock';
import { AlertBanner } from '../../ui/AlertBanner';
import { Entry, EntryHeading, EntryList } from '../../ui/EntryList';
import { formatUsDate } from '../../ui/format';
import { TextLink } from '../../ui/Link';
import { Tile } from '../../ui/Tile';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { dueDateQuery, pcpMembersQuery, useCurrentProvider } from './page-api';
import { canSelectFor, dueDateOf, fullName, historyNewestFirst, overviewMembers, type PcpHistoryEntry, type PcpMember } from './page-rules';
import { Facts, Locations, LookupProblem, LookupSkeleton, Stack, SubHeading } from './ProviderParts';
import { memberPrimaryCarePath, primaryCareSearchPath } from './rules';

/** The group of the member's provider: from GET pcp/provider (a 404 has none: spec §8's name-only provider). */
function ProviderGroup({ member }: { member: PcpMember }) {
  const { t } = useTranslation();
  const lookup = useCurrentProvider(member);
  if (lookup.isPending) return <LookupSkeleton />;
  if (lookup.isError) return <LookupProblem onRetry={() => void lookup.refetch()} retrying={lookup.isFetching} />;
  if (lookup.data?.kind !== 'full') return null;
  return (
    <Facts>
      <dt>{t('findCare.overview.group')}</dt>
      <dd>{lookup.data.provider.groupName}</dd>
    </Facts>
  );
}

function CurrentPcp({ member, today }: { member: PcpMember; today: string }) {
  const { t } = useTranslation();
  const name = fullName(member);
  const pcp = member.currentPcp;
  if (!pcp) {
    return (
      <AlertBanner
        type="warning"
        title={t('findCare.primaryCare.selectWarning')}
        links={canSelectFor(member, today) ? [{ label: t('findCare.primaryCare.selectPrimaryCare'), to: primaryCareSearchPath(member.memberSuffix) }] : []}
      >
        <VisuallyHidden>{t('findCare.primaryCare.selectFor', { name })}</VisuallyHidden>
      </AlertBanner>
    );
  }
  return (
    <Stack>
      <SubHeading>{t('findCare.overview.current')}</SubHeading>
      <p>
        <strong>{pcp.providerName}</strong>
        {pcp.providerTitle ? `, ${pcp.providerTitle}` : ''}
      </p>
      <p>{t('findCare.overview.since', { date: formatUsDate(pcp.beginDate) })}</p>
      <ProviderGroup member={member} />
      <Locations locations={pcp.locations} />
      <p>
        <TextLink to={memberPrimaryCarePath(member.memberSuffix)}>
          {t('findCare.overview.details')} <VisuallyHidden>{t('findCare.overview.detailsFor', { name })}</VisuallyHidden>
        </TextLink>
      </p>
    </Stack>
  );
}

function HistoryEntry({ entry }: { entry: PcpHistoryEntry }) {
  const { t } = useTranslation();
  const from = formatUsDate(entry.beginDate);
  return (
    <Entry>
      <EntryHeading as="h4">{entry.providerName}</EntryHeading>
      <Facts>
        {entry.providerTitle ? (
          <>
            <dt>{t('findCare.member.title')}</dt>
            <dd>{entry.providerTitle}</dd>
          </>
        ) : null}
        <dt>{t('findCare.overview.dates')}</dt>
        <dd>{entry.endDate ? t('findCare.overview.period', { from, to: formatUsDate(entry.endDate) }) : t('findCare.overview.periodOpen', { from })}</dd>
        <dt>{t('findCare.overview.how')}</dt>
        <dd>{entry.pcpSelected ? t('findCare.overview.chosen') : t('findCare.overview.assigned')}</dd>
        {entry.pcpTerminationReason ? (
          <>
            <dt>{t('findCare.overview.reason')}</dt>
            <dd>{entry.pcpTerminationReason}</dd>
          </>
        ) : null}
      </Facts>
    </Entry>
  );
}

function MemberTile({ member, today }: { member: PcpMember; today: string }) {
  const { t } = useTranslation();
  const history = historyNewestFirst(member.history);
  return (
    <Tile title={fullName(member)}>
      <CurrentPcp member={member} today={today} />
      <SubHeading>{t('findCare.overview.history')}</SubHeading>
      {history.length > 0 ? (
        <EntryList aria-label={t('findCare.overview.historyOf', { name: fullName(member) })}>
          {history.map((entry) => (
            <HistoryEntry key={`${entry.providerId}-${entry.beginDate}`} entry={entry} />
          ))}
        </EntryList>
      ) : (
        <p>{t('findCare.overview.historyEmpty')}</p>
      )}
    </Tile>
  );
}

/** The family's due date (GET pcp/city-of-portland): a banner when there is one; its own error with 'Try again'. */
function DueDate() {
  const { t } = useTranslation();
  const due = useQuery(dueDateQuery);
  if (due.isPending) return null;
  if (due.isError) return tileWhileNotLoaded(due, t('findCare.overview.dueDateTitle'), { minHeight: '6rem', lines: 1 });
  const date = dueDateOf(due.data);
  if (date === null) return null;
  return (
    <AlertBanner type="info" title={t('findCare.overview.dueDate', { date })}>
      <p>{t('findCare.overview.dueDateBody')}</p>
    </AlertBanner>
  );
}

/**
 * /find-care/primary-care (spec §2, §3): each PCP-eligible member the signed-in person may see, with their current
 * provider or the prompt to select one, and their history newest first; the family's due date when there is one.
 */
export default function PrimaryCareOverview() {
  const { t } = useTranslation();
  const today = toIsoDate(useClock()());
  const members = useQuery(pcpMembersQuery);
  const title = t('findCare.primaryCare.members');
  if (!members.isSuccess) return tileWhileNotLoaded(members, title, { minHeight: '24rem', lines: 6, lineHeight: '2rem' });
  const shown = overviewMembers(members.data);
  return (
    <Stack>
      <DueDate />
      {shown.length > 0 ? (
        shown.map((member) => <MemberTile key={member.memberKey} member={member} today={today} />)
      ) : (
        <Tile title={title}>
          <p>{t('findCare.overview.noneEligible')}</p>
        </Tile>
      )}
    </Stack>
  );
}
