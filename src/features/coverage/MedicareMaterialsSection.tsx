import { useTranslation } from 'react-i18next';
import { Tile } from '../../ui/Tile';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import { useMedicareMaterials } from './api';
import { DocumentEntries } from './DocumentEntries';
import { medicareMaterialsList } from './rules';

/**
 * The Medicare materials (spec §7 GET medicare-materials). A 403 is an empty list (spec §6); other failures are
 * the error page with their status (reported by the call, api.ts), which replaces the page.
 */
export default function MedicareMaterialsSection() {
  const { t } = useTranslation();
  const materials = useMedicareMaterials();
  const title = t('coverage.medicare.title');
  if (!materials.isSuccess) return tileWhileNotLoaded(materials, title, { minHeight: '12rem', lines: 3, lineHeight: '2rem' });
  const listed = medicareMaterialsList(materials.data);
  return (
    <Tile title={title}>
      {listed.length === 0 ? (
        <p>{t('coverage.medicare.empty')}</p>
      ) : (
        <>
          <p>{t('coverage.medicare.intro')}</p>
          <DocumentEntries documents={listed} />
        </>
      )}
    </Tile>
  );
}
