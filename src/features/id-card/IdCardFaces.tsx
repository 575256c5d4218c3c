import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Contact } from '../../manifest/manifest-types';
import { formatUsDate } from '../../ui/format';
import { cardPhones, memberIdOf, telHref, type IdCard } from './rules';

/* One ID card as the member would see it printed: front and back, each the shape of a wallet card (CR80,
 * 3.375in × 2.125in), printed at exactly that size (the page's print styles). */

const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  break-inside: avoid;
  & > h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.body}; }
`;

const Faces = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  grid-template-columns: minmax(0, 1fr);
  @media ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: repeat(2, minmax(0, 22rem));
  }
  @media print {
    grid-template-columns: repeat(2, 3.375in);
    gap: 0.25in;
  }
`;

const Face = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 13.5rem;
  max-width: 22rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  overflow: hidden;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.small};
  line-height: 1.35;
  break-inside: avoid;
  @media print {
    width: 3.375in;
    height: 2.125in;
    min-height: 0;
    max-width: none;
    border-radius: 0.125in;
    font-size: 6.5pt;
    line-height: 1.25;
    print-color-adjust: exact;
    -webkit-print-color-adjust: exact;
  }
`;

const Band = styled.div`
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  p { margin: 0; }
  p:first-child { font-weight: 700; }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
  padding: ${({ theme }) => theme.spacing.sm};
  p { margin: 0; }
  @media print { padding: 0.06in 0.1in; gap: 0; }
`;

const Name = styled.p`
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.body};
  @media print { font-size: 8pt; }
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0 ${({ theme }) => theme.spacing.sm};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 600; }
`;

const Phones = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  a { display: inline-block; min-height: 24px; padding-block: 2px; }
  @media print { gap: 0; a { min-height: 0; padding: 0; color: inherit; text-decoration: none; } }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface IdCardFacesProps {
  card: IdCard;
  brandName: string;
  contact: Contact;
}

export function IdCardFaces({ card, brandName, contact }: IdCardFacesProps) {
  const { t } = useTranslation();
  const category = t(`idCard.categories.${card.category}`);
  const name = `${card.firstName} ${card.lastName}`;
  const effective = formatUsDate(card.effectiveDate);
  return (
    <Article aria-label={t('idCard.page.cardLabel', { category, name })} data-id-card-print="">
      <h3>{t('idCard.page.cardTitle', { category })}</h3>
      <Faces>
        <Face role="group" aria-label={t('idCard.page.front')}>
          <Band>
            <p>{brandName}</p>
            <p>{t('idCard.page.cardTitle', { category })}</p>
          </Band>
          <Body>
            <Name>{name}</Name>
            <Fields>
              <dt>{t('idCard.page.memberId')}</dt>
              <dd>{memberIdOf(card)}</dd>
              <dt>{t('idCard.page.group')}</dt>
              <dd>{card.groupName ? `${card.groupNumber} · ${card.groupName}` : card.groupNumber}</dd>
              <dt>{t('idCard.page.plan')}</dt>
              <dd>{card.planName}</dd>
              {card.networkNames.length > 0 ? (
                <>
                  <dt>{t('idCard.page.network')}</dt>
                  <dd>{card.networkNames.join(', ')}</dd>
                </>
              ) : null}
              <dt>{t('idCard.page.effective')}</dt>
              <dd>{card.status === 'future' ? t('idCard.page.future', { date: effective }) : effective}</dd>
            </Fields>
          </Body>
        </Face>
        <Face role="group" aria-label={t('idCard.page.back')}>
          <Body>
            <p>
              <strong>{t('idCard.page.questions')}</strong>
            </p>
            <Phones>
              {cardPhones(contact, card.category).map((department) => (
                <li key={department.id}>
                  {`${t(department.label)}: `}
                  <a href={telHref(department.phone)}>{department.phone}</a>
                </li>
              ))}
              {contact.tty ? <li>{t('idCard.page.tty', { number: contact.tty })}</li> : null}
            </Phones>
            <Muted>{t('idCard.page.backNote')}</Muted>
            <Muted>{brandName}</Muted>
          </Body>
        </Face>
      </Faces>
    </Article>
  );
}
