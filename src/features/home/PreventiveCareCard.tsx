import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PreventiveCareCardProps } from './preventive-care-card.widget';
import { linkStyles } from '../../ui/Link';
import { Tile } from '../../ui/Tile';
import { telHref } from './rules';

const Text = styled.p`
  margin: 0;
`;

const Contacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0; }
`;

const ContactLink = styled.a`
  ${linkStyles}
  overflow-wrap: anywhere;
`;

/** Preventative care initiative card of one group (spec §2): the plan year, the city help line and e-mail. */
export default function PreventiveCareCard({ planYear, phone, email }: PreventiveCareCardProps) {
  const { t } = useTranslation();
  return (
    <Tile title={t('home.preventiveCare.title')}>
      <Text>{t('home.preventiveCare.body', { planYear })}</Text>
      <Contacts>
        <dt>{t('home.preventiveCare.phoneLabel')}</dt>
        <dd>
          <ContactLink href={telHref(phone)}>{phone}</ContactLink>
        </dd>
        <dt>{t('home.preventiveCare.emailLabel')}</dt>
        <dd>
          <ContactLink href={`mailto:${email}`}>{email}</ContactLink>
        </dd>
      </Contacts>
    </Tile>
  );
}
