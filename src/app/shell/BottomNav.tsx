import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MenuItemControl } from './MenuItemControl';
import type { MenuEntry } from './menu-model';

const Nav = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.bottomNav};
  background: ${({ theme }) => theme.colors.headerBackground};
  color: ${({ theme }) => theme.colors.headerText};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: 1fr;
  }
  a, button {
    width: 100%;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xxs};
    font-size: ${({ theme }) => theme.fontSizes.small};
    text-align: center;
  }
`;

/** Height the page keeps free at the bottom on phones so the fixed bar never covers content. */
export const BOTTOM_NAV_SPACE = '4.5rem';

/** The phone-only bottom navigation (Home, Claims/EOBs, Benefits, Find Care), with icons. */
export function BottomNav({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <Nav aria-label={t('shell.nav.bottom')}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>
            <MenuItemControl entry={entry} withIcon />
          </li>
        ))}
      </ul>
    </Nav>
  );
}
