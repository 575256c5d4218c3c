import { useTranslation } from 'react-i18next';
import { telHref } from '../../ui/format';
import { ExternalLink } from '../../ui/Link';
import { Tile } from '../../ui/Tile';
import type { CivilRightsComplaintProps } from './civil-rights-complaint.widget';
import { ContactBlock, Prose } from './layout';

/** Filing a civil rights complaint with HHS's Office for Civil Rights (ACA section 1557): online, by mail or by phone. */
export default function CivilRightsComplaintSection({ portal, complaintForms, phone, tdd }: CivilRightsComplaintProps) {
  const { t } = useTranslation();
  return (
    <Tile title={t('legal.complaint.title')}>
      <Prose>
        <p>{t('legal.complaint.intro')}</p>
        <ContactBlock>
          <p>
            {t('legal.complaint.online')}: <ExternalLink href={portal}>{t('legal.complaint.portal')}</ExternalLink>
          </p>
          <p>
            {t('legal.contact.mail')}: {t('legal.complaint.mailingAddress')}
          </p>
          <p>
            {t('legal.contact.phone')}: <a href={telHref(phone)}>{phone}</a>
          </p>
          <p>
            {t('legal.complaint.tdd')}: <a href={telHref(tdd)}>{tdd}</a>
          </p>
        </ContactBlock>
        <p>
          <ExternalLink href={complaintForms}>{t('legal.complaint.forms')}</ExternalLink>
        </p>
      </Prose>
    </Tile>
  );
}
