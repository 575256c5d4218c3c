import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Tile } from '../../ui/Tile';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import { contactEmailQuery } from './page-api';

// A long address breaks anywhere rather than widen a phone's page (WCAG 1.4.10 Reflow).
const Address = styled.a`
  overflow-wrap: anywhere;
`;

/** Spec §7's configured "contact email": the address customer service reads, as a mailto link; nothing where none. */
export default function ContactEmailSection() {
  const { t } = useTranslation();
  const contact = useQuery(contactEmailQuery);
  const title = t('contact.page.writeUs');
  if (!contact.isSuccess) return tileWhileNotLoaded(contact, title, { minHeight: '6rem', lines: 1 });
  if (contact.data === null) return null;
  const { email } = contact.data;
  return (
    <Tile title={title}>
      <p>
        {t('contact.page.writeUsIntro')} <Address href={`mailto:${email}`}>{email}</Address>
      </p>
    </Tile>
  );
}
