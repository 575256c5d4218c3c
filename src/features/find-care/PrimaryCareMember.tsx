import { useTranslation } from 'react-i18next';
import { formatUsDate } from '../../ui/format';
import { TextLink } from '../../ui/Link';
import { Tile } from '../../ui/Tile';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { useCurrentProvider, useRouteMember } from './page-api';
import { canSelectFor, fullName, type PcpMember } from './page-rules';
import { Facts, LookupProblem, LookupSkeleton, Muted, ProviderFacts, Stack, whileNoMember } from './ProviderParts';
import { PRIMARY_CARE_PATH, primaryCareSearchPath } from './rules';

function ProviderInFull({ member }: { member: PcpMember }) {
  const { t } = useTranslation();
  const lookup = useCurrentProvider(member);
  const pcp = member.currentPcp;
  if (!pcp) return <p>{t('findCare.member.none', { name: fullName(member) })}</p>;
  if (lookup.isPending) return <LookupSkeleton />;
  if (lookup.isError) return <LookupProblem onRetry={() => void lookup.refetch()} retrying={lookup.isFetching} />;
  const view = lookup.data;
  const since = formatUsDate(pcp.beginDate);
  if (view?.kind !== 'full') {
    // Spec §8: the directory has no such provider; the name pcp/members gave is what we know.
    return (
      <Stack>
        <Facts>
          <dt>{t('findCare.member.name')}</dt>
          <dd>{view?.name ?? pcp.providerName}</dd>
          {view?.title ? (
            <>
              <dt>{t('findCare.member.title')}</dt>
              <dd>{view.title}</dd>
            </>
          ) : null}
          <dt>{t('findCare.member.since')}</dt>
          <dd>{since}</dd>
        </Facts>
        <Muted>{t('findCare.member.nameOnly')}</Muted>
      </Stack>
    );
  }
  return <ProviderFacts provider={view.provider} since={since} named />;
}

/**
 * /find-care/primary-care/{suffix} (spec §2, §8): the member's current provider in full (GET pcp/provider; a 404
 * falls back to the name pcp/members gave), 'Change primary care'. A suffix the signed-in person may not see: 404.
 */
export default function PrimaryCareMember() {
  const { t } = useTranslation();
  const route = useRouteMember();
  if (route.state !== 'ready') return whileNoMember(route, t('pages.primaryCareMember'), { minHeight: '20rem', lines: 6, lineHeight: '1.5rem' });
  const { member, today } = route;
  const name = fullName(member);
  const selectable = canSelectFor(member, today);
  return (
    <Tile title={t('findCare.member.heading', { name })}>
      <ProviderInFull member={member} />
      {selectable ? (
        <p>
          <TextLink to={primaryCareSearchPath(member.memberSuffix)}>
            {member.currentPcp ? t('findCare.member.change') : t('findCare.primaryCare.selectPrimaryCare')}{' '}
            <VisuallyHidden>{t('findCare.member.changeFor', { name })}</VisuallyHidden>
          </TextLink>
        </p>
      ) : (
        <p>{t('findCare.member.notSelectable', { name })}</p>
      )}
      <p>
        <TextLink to={PRIMARY_CARE_PATH}>{t('findCare.member.back')}</TextLink>
      </p>
    </Tile>
  );
}
