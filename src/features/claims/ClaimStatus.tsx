import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { wordsText } from '../../engine/i18n/words';
import { Icon } from '../../ui/icons';
import type { Claim } from './api-types';
import { claimStatusDisplay } from './rules';

const Status = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  font-weight: 600;
`;

/** Spec §4 claim status in the page's language: 'Paid on {paidDate}', else the status; 'In Process' with a sync icon. */
export function ClaimStatus({ claim }: { claim: Pick<Claim, 'claimStatusDescription' | 'claimStatusCode' | 'paidDate'> }) {
  const { t } = useTranslation();
  const display = claimStatusDisplay({ claimStatus: claim.claimStatusDescription, claimStatusCode: claim.claimStatusCode, paidDate: claim.paidDate });
  const status = wordsText(display.status, t);
  if (display.kind === 'paid') return <Status>{`${status} ${t('claims.recentClaims.paidOn', { paidDate: display.paidDate })}`}</Status>;
  return (
    <Status>
      {display.syncIcon ? <Icon name="sync" size={18} aria-hidden="true" /> : null}
      {status}
    </Status>
  );
}
