import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import { spacing } from '../../engine/theme/theme';
import { MenuItemControl } from './MenuItemControl';
import type { MenuEntry } from './menu-model';
import { useHeightVariable } from './use-height-variable';

/** The bar's measured height; before the first measurement, room for labels on two lines. */
const HEIGHT_VARIABLE = '--bottom-nav-height';
const BAR_HEIGHT = `var(${HEIGHT_VARIABLE}, 4.5rem)`;

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

/**
 * Room the page keeps free at the bottom on phones: the bar's height and a gap for the focus outline. The page's
 * padding, so the last element can scroll clear of the bar.
 */
export const BOTTOM_NAV_SPACE = `calc(${BAR_HEIGHT} + ${spacing.sm})`;

/**
 * The browser scrolls a focused element above the bar, never under it (WCAG 2.4.11 Focus Not Obscured): the
 * viewport's scroll padding is the room the bar takes.
 */
const ScrollPaddingForBar = createGlobalStyle`
  html { scroll-padding-bottom: ${BOTTOM_NAV_SPACE}; }
`;

/** The phone-only bottom navigation (Home, Claims/EOBs, Benefits, Find Care), with icons. */
export function BottomNav({ entries }: { entries: MenuEntry[] }) {
  return entries.length === 0 ? null : <Bar entries={entries} />;
}

function Bar({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  useHeightVariable(nav, HEIGHT_VARIABLE);
  return (
    <Nav ref={nav} aria-label={t('shell.nav.bottom')}>
      <ScrollPaddingForBar />
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
