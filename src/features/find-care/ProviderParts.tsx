import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { SkeletonLines } from '../../ui/Skeleton';
import { tileWhileNotLoaded, type TileSkeleton } from '../../ui/TileStates';
import type { RouteMember } from './page-api';
import type { Provider } from './page-rules';

/* What the primary care pages show of a provider: facts, locations, the lookup's own error. */

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  min-width: 0;
  p { margin: 0; }
`;

export { Facts } from '../../ui/Facts';

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
          {t('findCare.member.phone')}: <a href={`tel:${l.phoneNumber.replace(/\D/g, '')}`}>{l.phoneNumber}</a>
        </li>
      ))}
    </Places>
  );
}

/** The provider lookup could not be made: a clear line and 'Try again'; what pcp/members told stays shown. */
export function LookupProblem({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <p>{t('findCare.overview.providerFailed')}</p>
      <Button $variant="secondary" onClick={onRetry} disabled={retrying}>
        {t('findCare.overview.tryAgain')}
      </Button>
    </div>
  );
}

export const LookupSkeleton = () => <SkeletonLines lines={2} lineHeight="1.25rem" />;

/** The 404 page, for a member the route names who is not the signed-in person's to see (or to select for). */
export const notFound = <Navigate to="/error/404" replace />;

/** A member page before its member is known: the 404 page for a suffix outside the family, else the call's skeleton or error. */
export function whileNoMember(route: Exclude<RouteMember, { state: 'ready' }>, title: string, skeleton: TileSkeleton): ReactElement {
  return route.state === 'notFound' ? notFound : tileWhileNotLoaded(route.query, title, skeleton);
}
