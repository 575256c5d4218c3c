import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../engine/manifest/manifest-types';
import { Tile } from '../../ui/Tile';

/** SCAFFOLD: the owner of this widget replaces it. */
export default function RecentClaimsTile(_props: WidgetProps<'recentClaims'>) {
  const { t } = useTranslation();
  return <Tile title={t('claims.recentClaims.title')}>{null}</Tile>;
}
