import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { WidgetProps } from '../../engine/manifest/manifest-types';
import { useAccount } from '../../member/queries';
import { CopyButton } from '../../ui/CopyButton';
import { useSnackbar } from '../../ui/snackbar/snackbar-context';
import { SUBSCRIBER_ID_COPIED_MS, welcomeIdentity } from './rules';

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

/** Welcome banner: the member's subscriber ID with a copy control (spec §2). */
export default function WelcomeBanner({ copyControl = true }: WidgetProps<'welcomeBanner'>) {
  const { t } = useTranslation();
  const { notify } = useSnackbar();
  const account = useAccount();
  if (!account.data) return null;
  const { subscriberId } = welcomeIdentity(account.data);

  return (
    <Banner aria-label={t('home.welcome.region')}>
      <Label>{t('home.welcome.subscriberId')}</Label>
      <span>{subscriberId}</span>
      {copyControl && (
        <CopyButton
          value={subscriberId}
          description={t('home.welcome.subscriberIdDescription')}
          onCopied={() =>
            notify({ status: 'success', message: t('home.welcome.copied'), dismissAfter: SUBSCRIBER_ID_COPIED_MS })
          }
        />
      )}
    </Banner>
  );
}
