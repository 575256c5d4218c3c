import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MenuItemControl } from './MenuItemControl';
import type { MenuEntry, SiteMapColumn } from './menu-model';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
  h2 { font-size: ${({ theme }) => theme.fontSizes.body}; margin: 0 0 ${({ theme }) => theme.spacing.sm}; }
  ul { list-style: none; margin: 0; padding: 0; }
  ul ul { padding-left: ${({ theme }) => theme.spacing.md}; }
`;

function Entries({ entries }: { entries: MenuEntry[] }) {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.id}>
          <MenuItemControl entry={entry} />
          {entry.children.length > 0 ? <Entries entries={entry.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The footer site map: one column per menu the member reaches (menu-model.ts buildSiteMap), submenus nested. */
export function SiteMap({ menus }: { menus: SiteMapColumn[] }) {
  const { t } = useTranslation();
  const baseId = useId();
  return (
    <nav aria-label={t('shell.nav.siteMap')}>
      <Columns>
        {menus.map((menu) => (
          <section key={menu.name} aria-labelledby={`${baseId}-${menu.name}`}>
            <h2 id={`${baseId}-${menu.name}`}>{t(`shell.siteMap.${menu.name}`)}</h2>
            <Entries entries={menu.entries} />
          </section>
        ))}
      </Columns>
    </nav>
  );
}
