import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { WelcomeBannerProps } from './welcome-banner.widget';
import { useAccount } from '../../member/queries';
import { CopyButton } from '../../ui/CopyButton';
import { SkeletonLines } from '../../ui/Skeleton';
import { useSnackbar } from '../../ui/snackbar/snackbar-context';
import { prefetchEmployeeId, useEmployeeId } from './api';
import { SUBSCRIBER_ID_COPIED_MS, welcomeIdentity, type WelcomeIdKind } from './rules';

const Banner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 4rem;
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  button { color: inherit; }
`;

const Label = styled.span`
  font-weight: 600;
`;

/** Holds the ID line's place (as tall as its copy control) while the home data loads: the banner keeps its size. */
const IdPlaceholder = styled.div`
  flex: 0 1 16rem;
  min-height: ${({ theme }) => theme.targetSize};
  display: flex;
  flex-direction: column;
  justify-content: center;
`;

const copyKeys: Record<WelcomeIdKind, { label: string; description: string; copied: string }> = {
  subscriber: { label: 'home.welcome.subscriberId', description: 'home.welcome.subscriberIdDescription', copied: 'home.welcome.copied' },
  employee: { label: 'home.welcome.employeeId', description: 'home.welcome.employeeIdDescription', copied: 'home.welcome.employeeIdCopied' },
};

/** /home starts the banner's call while the member's facts load. */
export const prefetch = prefetchEmployeeId;

/** Welcome banner: the member's subscriber ID (employee ID for local 598) with a copy control (spec §2). */
export default function WelcomeBanner({ copyControl = true }: WelcomeBannerProps) {
  const { t } = useTranslation();
  const { notify } = useSnackbar();
  const account = useAccount();
  const employee = useEmployeeId();
  if (!account.data) return null;

  if (employee.isPending) {
    return (
      <Banner aria-label={t('home.welcome.region')} aria-busy="true">
        <IdPlaceholder>
          <SkeletonLines lines={1} lineHeight="1.5rem" />
        </IdPlaceholder>
      </Banner>
    );
  }

  // A failed call leaves `data` undefined: the subscriber ID stands in.
  const { kind, id } = welcomeIdentity(account.data.family.subscriberId, employee.data);
  const keys = copyKeys[kind];
  return (
    <Banner aria-label={t('home.welcome.region')}>
      <Label>{t(keys.label)}</Label>
      <span>{id}</span>
      {copyControl && (
        <CopyButton
          value={id}
          description={t(keys.description)}
          onCopied={() => notify({ status: 'success', message: t(keys.copied), dismissAfter: SUBSCRIBER_ID_COPIED_MS })}
        />
      )}
    </Banner>
  );
}
