import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
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

/** Spec §4 claim status: 'Paid on {paidDate}', else the status text; 'In Process' with a sync icon. */
export function ClaimStatus({ claim }: { claim: Pick<Claim, 'claimStatusDescription' | 'paidDate'> }) {
  const { t } = useTranslation();
  const display = claimStatusDisplay({ claimStatus: claim.claimStatusDescription, paidDate: claim.paidDate });
  if (display.kind === 'paid') return <Status>{`${display.status} ${t('claims.recentClaims.paidOn', { paidDate: display.paidDate })}`}</Status>;
  return (
    <Status>
      {display.syncIcon ? <Icon name="sync" size={18} aria-hidden="true" /> : null}
      {display.status}
    </Status>
  );
}
