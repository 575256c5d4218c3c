import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../engine/manifest/manifest-types';
import { Tile } from '../../ui/Tile';

/** SCAFFOLD: the owner of this widget replaces it. */
export default function EbillAlertBanner(_props: WidgetProps<'ebillAlertBanner'>) {
  const { t } = useTranslation();
  return <Tile title={t('account.ebillAlert.title')}>{null}</Tile>;
}
