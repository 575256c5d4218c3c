import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../engine/manifest/manifest-types';
import { Tile } from '../../ui/Tile';

/** SCAFFOLD: the owner of this widget replaces it. */
export default function MemberInformationTile(_props: WidgetProps<'memberInformation'>) {
  const { t } = useTranslation();
  return <Tile title={t('account.memberInformation.title')}>{null}</Tile>;
}
