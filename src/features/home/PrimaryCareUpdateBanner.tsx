import { useTranslation } from 'react-i18next';
import { BannerTile } from '../../ui/BannerTile';
import { TextLink } from '../../ui/Link';
import { PRIMARY_CARE_UPDATE_LINK } from './rules';

/**
 * The 'Primary care administrative update' info banner (spec §2). The manifest's rule shows it to primary-care
 * eligible members until 31 March 2025 (spec §9).
 */
export default function PrimaryCareUpdateBanner() {
  const { t } = useTranslation();
  return (
    <BannerTile title={t('home.primaryCareUpdate.title')}>
      <p>{t('home.primaryCareUpdate.body')}</p>
      <p>
        <TextLink to={PRIMARY_CARE_UPDATE_LINK}>{t('home.primaryCareUpdate.link')}</TextLink>
      </p>
    </BannerTile>
  );
}
