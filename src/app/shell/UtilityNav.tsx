import { useTranslation } from 'react-i18next';
import { InlineList } from '../../ui/InlineList';
import { MenuItemControl } from './MenuItemControl';
import type { MenuEntry } from './menu-model';

/** The utility menu (contact, log out; or log in and contact when signed out). Renders nothing when empty. */
export function UtilityNav({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <nav aria-label={t('shell.nav.utility')}>
      <InlineList $gap="xs">
        {entries.map((entry) => (
          <li key={entry.id}>
            <MenuItemControl entry={entry} withIcon />
          </li>
        ))}
      </InlineList>
    </nav>
  );
}
