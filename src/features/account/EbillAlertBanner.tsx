import { useTranslation } from 'react-i18next';
import { TextLink } from '../../ui/Link';
import { BannerTile } from '../../ui/BannerTile';

/** eBill alert banner (spec §2): the bill is ready. The manifest shows it when the eBill alert is on and not termed. */
export default function EbillAlertBanner() {
  const { t } = useTranslation();
  return (
    <BannerTile title={t('account.ebillAlert.title')}>
      <p>{t('account.ebillAlert.body')}</p>
      <p>
        <TextLink to="/account/ebill">{t('account.ebillAlert.link')}</TextLink>
      </p>
    </BannerTile>
  );
}
