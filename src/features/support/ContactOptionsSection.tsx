import { useTranslation } from 'react-i18next';
import { generalDepartment } from '../../manifest/contact';
import { telHref } from '../../ui/format';
import { useBrand } from '../../manifest/brand-context';
import { TextLink } from '../../ui/Link';
import { Tile } from '../../ui/Tile';

/** The help center's contact options: the brand's main line and every department on /support/customer-service. */
export default function ContactOptionsSection() {
  const { t } = useTranslation();
  const { contact } = useBrand();
  const main = generalDepartment(contact);
  return (
    <Tile title={t('support.contactOptions.title')}>
      <p>{t('support.contactOptions.intro')}</p>
      {main ? (
        <p>
          {t('support.contactOptions.call', { department: t(main.label) })}: <a href={telHref(main.phone)}>{main.phone}</a>
          {' '}({t(main.hours)})
        </p>
      ) : null}
      <p>
        <TextLink to="/support/customer-service">{t('support.contactOptions.customerService')}</TextLink>
      </p>
    </Tile>
  );
}
