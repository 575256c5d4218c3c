import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useIdCardDownload } from '../../member/use-id-card-download';
import { Button } from '../../ui/Button';
import { TextLink } from '../../ui/Link';
import { Tile } from '../../ui/Tile';

const Body = styled.p`
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
`;

/**
 * ID card card (spec §2 "download, or More ID card options"): the download first, the other options (/id-card)
 * beside it. The manifest shows it only to ID-card-eligible members who are not termed (spec §6); it needs no
 * call before the click.
 */
export default function IdCardTile() {
  const { t } = useTranslation();
  const idCard = useIdCardDownload();
  return (
    <Tile title={t('idCard.tile.title')}>
      <Body>{t('idCard.tile.body')}</Body>
      <Actions>
        <Button onClick={idCard.download} disabled={idCard.busy} aria-busy={idCard.busy || undefined}>
          {idCard.label}
        </Button>
        <TextLink to="/id-card">{t('idCard.tile.moreOptions')}</TextLink>
      </Actions>
    </Tile>
  );
}
