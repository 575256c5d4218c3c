import { useTranslation } from 'react-i18next';
import { TextLink } from '../../ui/Link';
import { Tile } from '../../ui/Tile';

/** Where the member's Medicare materials are, for a page whose menu does not offer them (the reduced Benefits menu, spec §2). */
export default function MedicareMaterialsLinkSection() {
  const { t } = useTranslation();
  return (
    <Tile title={t('coverage.medicareLink.title')}>
      <p>{t('coverage.medicare.intro')}</p>
      <p>
        <TextLink to="/benefits/medicare-materials">{t('coverage.medicareLink.link')}</TextLink>
      </p>
    </Tile>
  );
}
