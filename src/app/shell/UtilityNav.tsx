import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MenuItemControl } from './MenuItemControl';
import type { MenuEntry } from './menu-model';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/** The utility menu (contact, log out; or log in and contact when signed out). Renders nothing when empty. */
export function UtilityNav({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <nav aria-label={t('shell.nav.utility')}>
      <List>
        {entries.map((entry) => (
          <li key={entry.id}>
            <MenuItemControl entry={entry} withIcon />
          </li>
        ))}
      </List>
    </nav>
  );
}
