import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../engine/manifest/manifest-types';
import { Tile } from '../../ui/Tile';

/** SCAFFOLD: the owner of this widget replaces it. */
export default function PlanManagementBanner(_props: WidgetProps<'planManagementBanner'>) {
  const { t } = useTranslation();
  return <Tile title={t('account.planManagement.title')}>{null}</Tile>;
}
