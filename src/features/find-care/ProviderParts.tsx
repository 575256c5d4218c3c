import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { Facts } from '../../ui/Facts';
import { formatMiles, telHref } from '../../ui/format';
import { SkeletonLines } from '../../ui/Skeleton';
import { TileError } from '../../ui/TileError';
import { tileWhileNotLoaded, type TileSkeleton } from '../../ui/TileStates';
import type { RouteMember } from './page-api';
import { isSelectable, type Provider } from './page-rules';

/* What the primary care pages show of a provider: facts, locations, the lookup's own error. */

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  min-width: 0;
  p { margin: 0; }
`;

export { Facts };

export const SubHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.body};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Places = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export function Locations({ locations }: { locations: Provider['locations'] }) {
  const { t } = useTranslation();
  return (
    <Places>
      {locations.map((l) => (
        <li key={`${l.addressLine1}-${l.zipCode}`}>
          {`${l.addressLine1}, ${l.city}, ${l.state} ${l.zipCode}`}
          <br />
          {t('findCare.member.phone')}: <a href={telHref(l.phoneNumber)}>{l.phoneNumber}</a>
        </li>
      ))}
    </Places>
  );
}

/** The provider lookup could not be made: a clear line and 'Try again'; what pcp/members told stays shown. */
export function LookupProblem({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return <TileError onRetry={onRetry} retrying={retrying} message={t('findCare.overview.providerFailed')} />;
}

/**
 * What a member compares of a provider (spec §3 Provider): the name (where no heading gives it), title, group, specialty, distance (a search's only),
 * languages, new patients, since when (the member's own provider's only) and locations.
 */
export function ProviderFacts({ provider, since, named = false }: { provider: Provider; since?: string; named?: boolean }) {
  const { t } = useTranslation();
  return (
    <Facts>
      {named ? (
        <>
          <dt>{t('findCare.member.name')}</dt>
          <dd>{provider.name}</dd>
        </>
      ) : null}
      <dt>{t('findCare.member.title')}</dt>
      <dd>{provider.title}</dd>
      <dt>{t('findCare.overview.group')}</dt>
      <dd>{provider.groupName}</dd>
      <dt>{t('findCare.member.specialty')}</dt>
      <dd>{provider.specialty}</dd>
      {provider.distance !== null ? (
        <>
          <dt>{t('findCare.search.distanceLabel')}</dt>
          <dd>{t('findCare.search.distance', { miles: formatMiles(provider.distance) })}</dd>
        </>
      ) : null}
      <dt>{t('findCare.member.languages')}</dt>
      <dd>{provider.languages.join(', ')}</dd>
      <dt>{t('findCare.member.newPatients')}</dt>
      <dd>{isSelectable(provider) ? t('findCare.member.accepting') : t('findCare.member.notAccepting')}</dd>
      {since !== undefined ? (
        <>
          <dt>{t('findCare.member.since')}</dt>
          <dd>{since}</dd>
        </>
      ) : null}
      <dt>{t('findCare.overview.locations')}</dt>
      <dd>
        <Locations locations={provider.locations} />
      </dd>
    </Facts>
  );
}

export const LookupSkeleton = () => <SkeletonLines lines={2} lineHeight="1.25rem" />;

/** The 404 page, for a member the route names who is not the signed-in person's to see (or to select for). */
export const notFound = <Navigate to="/error/404" replace />;

/** A member page before its member is known: the 404 page for a suffix outside the family, else the call's skeleton or error. */
export function whileNoMember(route: Exclude<RouteMember, { state: 'ready' }>, title: string, skeleton: TileSkeleton): ReactElement {
  return route.state === 'notFound' ? notFound : tileWhileNotLoaded(route.query, title, skeleton);
}
