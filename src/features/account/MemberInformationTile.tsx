import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAccount } from '../../member/queries';
import { useIdCardDownload } from '../../member/use-id-card-download';
import { useMemberFacts } from '../../member/use-member-facts';
import { Button } from '../../ui/Button';
import { TextLink } from '../../ui/Link';
import { Tile } from '../../ui/Tile';
import { FactRows, type FactRow } from './FactRows';
import { memberInformation } from './rules';
import { tileWhileNotLoaded } from '../../ui/TileStates';

/** The loaded tile's height with the ID card actions, kept while it loads so nothing below moves. */
const MIN_HEIGHT = '18rem';

const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
`;

/** Member information tile (spec §2): who the member is on the plan, and the ID card when they may have one. */
export default function MemberInformationTile() {
  const { t } = useTranslation();
  const account = useAccount();
  const title = t('account.memberInformation.title');

  if (!account.isSuccess) return tileWhileNotLoaded(account, title, { minHeight: MIN_HEIGHT, lines: 6, lineHeight: '1.25rem' });

  const info = memberInformation(account.data.family, account.data.member);
  const rows: FactRow[] = [
    [t('account.memberInformation.fullName'), info.fullName],
    [t('account.memberInformation.subscriberId'), info.subscriberId],
    [t('account.memberInformation.groupNumber'), info.groupNumber],
    [t('account.memberInformation.groupName'), info.groupName],
    [t('account.memberInformation.insuranceType'), info.insuranceType],
    [t('account.memberInformation.networks'), info.networkNames.length > 0 ? info.networkNames.join(', ') : null],
  ];

  return (
    <Tile title={title}>
      <Details>
        <FactRows rows={rows} />
      </Details>
      <IdCardActions />
    </Tile>
  );
}

/** Spec §2: the download button and the link, only for a member who may have an ID card (spec §6: not termed). */
function IdCardActions() {
  const { t } = useTranslation();
  const member = useMemberFacts();
  const idCard = useIdCardDownload();
  const eligible = member.status === 'ready' && member.facts['idCard.eligible'] === true && member.facts['member.isTermed'] !== true;
  if (!eligible) return null;
  return (
    <Actions>
      <Button onClick={idCard.download} disabled={idCard.busy} aria-busy={idCard.busy || undefined}>
        {idCard.label}
      </Button>
      <TextLink to="/id-card">{t('account.memberInformation.idCardLink')}</TextLink>
    </Actions>
  );
}
