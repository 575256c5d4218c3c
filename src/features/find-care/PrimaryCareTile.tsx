import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../ui/icons';
import { TextLink } from '../../ui/Link';
import { Tile } from '../../ui/Tile';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { prefetchPcpMembers, usePcpMembers } from './api';
import { PRIMARY_CARE_PATH, primaryCareRows, type PrimaryCareRow } from './rules';
import { tileWhileNotLoaded } from '../../ui/TileStates';

/** The loaded tile of the family of four is about this tall: loading reserves it so nothing below moves. */
const MIN_HEIGHT = '16rem';

const Members = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  padding-bottom: ${({ theme }) => theme.spacing.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Name = styled.span`
  font-weight: 600;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Warning = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  justify-self: start;
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.warning};
  color: ${({ theme }) => theme.colors.onWarning};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Text = styled.p`
  margin: 0;
`;

function MemberRow({ row }: { row: PrimaryCareRow }) {
  const { t } = useTranslation();
  if (row.kind === 'selected') {
    return (
      <Row>
        <Name>{row.name}</Name>
        <span>
          <TextLink to={row.path}>
            {row.providerName}{' '}
            <VisuallyHidden>{t('findCare.primaryCare.providerFor', { name: row.name })}</VisuallyHidden>
          </TextLink>
        </span>
        {row.providerTitle ? <Muted>{row.providerTitle}</Muted> : null}
      </Row>
    );
  }
  return (
    <Row>
      <Name>{row.name}</Name>
      <Warning>
        <Icon name="warning" size={16} />
        {t('findCare.primaryCare.selectWarning')}
      </Warning>
      <span>
        <TextLink to={row.path}>
          {t('findCare.primaryCare.selectPrimaryCare')}{' '}
          <VisuallyHidden>{t('findCare.primaryCare.selectFor', { name: row.name })}</VisuallyHidden>
        </TextLink>
      </span>
    </Row>
  );
}

/** /home starts the tile's call while the member's facts load. */
export const prefetch = prefetchPcpMembers;

/** Primary care tile (spec §2): each member's primary care provider, or a prompt to select one. */
export default function PrimaryCareTile() {
  const { t } = useTranslation();
  const members = usePcpMembers();
  const title = t('findCare.primaryCare.title');

  if (!members.isSuccess) return tileWhileNotLoaded(members, title, { minHeight: MIN_HEIGHT, lines: 6, lineHeight: '1.25rem' });

  const rows = primaryCareRows(members.data);
  return (
    <Tile title={title}>
      {rows.length > 0 ? (
        <Members aria-label={t('findCare.primaryCare.members')}>
          {rows.map((row) => (
            <MemberRow key={row.memberKey} row={row} />
          ))}
        </Members>
      ) : (
        <Text>{t('findCare.primaryCare.empty')}</Text>
      )}
      <Text>
        <TextLink to={PRIMARY_CARE_PATH}>{t('findCare.primaryCare.manage')}</TextLink>
      </Text>
    </Tile>
  );
}
