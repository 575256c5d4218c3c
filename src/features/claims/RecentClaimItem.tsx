import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { wordsText } from '../../engine/i18n/words';
import { formatUsd } from '../../ui/format';
import { Icon } from '../../ui/icons';
import { TextLink } from '../../ui/Link';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { EobButton } from './EobButton';
import { claimDetailPath, claimStatusDisplay, claimTypeKey, type ClaimSummary } from './rules';
import { formatUsDate } from '../../ui/format';

export const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding-block: ${({ theme }) => theme.spacing.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child { border-top: 0; padding-top: 0; }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Status = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  font-weight: 600;
`;

const Owed = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.large};
  font-weight: 600;
  span { font-size: ${({ theme }) => theme.fontSizes.small}; font-weight: 400; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.md}`};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  a { display: inline-flex; align-items: center; min-height: ${({ theme }) => theme.targetSize}; }
`;

function ClaimStatus({ claim }: { claim: ClaimSummary }) {
  const { t } = useTranslation();
  const display = claimStatusDisplay(claim);
  const status = wordsText(display.status, t);
  if (display.kind === 'paid') {
    return <Status>{`${status} ${t('claims.recentClaims.paidOn', { paidDate: display.paidDate })}`}</Status>;
  }
  return (
    <Status>
      {display.syncIcon ? <Icon name="sync" size={18} /> : null}
      {status}
    </Status>
  );
}

/** One claim of the recent claims card (spec §2). */
export function RecentClaimItem({ claim, showEob }: { claim: ClaimSummary; showEob: boolean }) {
  const { t } = useTranslation();
  const serviceDate = formatUsDate(claim.serviceDate);
  const whichClaim = t('claims.recentClaims.whichClaim', { provider: claim.providerName, serviceDate });
  return (
    <Item>
      <Heading>
        <ClaimStatus claim={claim} />
        <Owed>
          <span>{t('claims.recentClaims.youOwe')}</span> {formatUsd(claim.totalMemberResponsibility)}
        </Owed>
      </Heading>
      <Facts>
        <dt>{t('claims.recentClaims.claimType')}</dt>
        <dd>{t(claimTypeKey(claim.claimType))}</dd>
        <dt>{t('claims.recentClaims.provider')}</dt>
        <dd>{claim.providerName}</dd>
        <dt>{t('claims.recentClaims.serviceDate')}</dt>
        <dd>{serviceDate}</dd>
      </Facts>
      <Actions>
        <TextLink to={claimDetailPath(claim)}>
          {t('claims.recentClaims.claimDetails')} <VisuallyHidden>{whichClaim}</VisuallyHidden>
        </TextLink>
        {showEob ? <EobButton claimId={claim.id} whichClaim={whichClaim} /> : null}
      </Actions>
    </Item>
  );
}
