import { useTranslation } from 'react-i18next';
import { TextLink } from '../../ui/Link';
import { Tile } from '../../ui/Tile';
import { Text } from './layout';

/** The settings page's password card: the change password page is its own route (spec §2). */
export default function PasswordSettingsCard() {
  const { t } = useTranslation();
  return (
    <Tile title={t('settings.password.title')}>
      <Text>{t('settings.password.intro')}</Text>
      <Text>
        <TextLink to="/account/settings/change-password">{t('settings.password.change')}</TextLink>
      </Text>
    </Tile>
  );
}
