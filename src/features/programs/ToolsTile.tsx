import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../engine/manifest/manifest-types';
import { Tile } from '../../ui/Tile';

/** SCAFFOLD: the owner of this widget replaces it. */
export default function ToolsTile(_props: WidgetProps<'tools'>) {
  const { t } = useTranslation();
  return <Tile title={t('programs.tools.title')}>{null}</Tile>;
}
