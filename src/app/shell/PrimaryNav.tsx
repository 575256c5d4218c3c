import { useCallback, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { Breakpoint } from '../../engine/theme/breakpoints';
import { Icon } from '../../ui/icons';
import { MenuItemControl, menuControlStyles } from './MenuItemControl';
import type { MenuEntry } from './menu-model';
import { SubmenuDisclosure } from './SubmenuDisclosure';
import { useDismissOutside, useMenuState } from './use-menu-state';

/**
 * Above the page (a grid item of the header, so z-index stacks it without positioning it: the dismiss layer's
 * containing block stays the page frame).
 */
const Nav = styled.nav`
  z-index: ${({ theme }) => theme.zIndex.header};
`;

/**
 * While a floating submenu is open the page is behind this transparent layer, as under any popup: a click there only
 * closes the menu, so a control half-covered by the panel is not left as a sliver of a target (WCAG 2.5.8). It lies
 * under this menu's own items (z-index -1 in the menu's stacking context), which stay usable.
 */
const DismissLayer = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
`;

const MenuButton = styled.button.attrs({ type: 'button' })`
  ${menuControlStyles}
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.small};
`;

const List = styled.ul<{ $collapsible: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: ${({ $collapsible }) => ($collapsible ? 'column' : 'row')};
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  ${({ $collapsible, theme }) => ($collapsible ? `padding-top: ${theme.spacing.sm};` : '')}
  &[hidden] { display: none; }
`;

export interface PrimaryNavProps {
  entries: MenuEntry[];
  breakpoint: Breakpoint;
}

/**
 * The primary menu. Desktop: a row of items, submenus float. Phone and tablet: collapsed behind a 'Menu'
 * button. Open menus close on navigation, on Escape, on a click or focus outside, and reset when the viewport
 * crosses a breakpoint.
 */
export function PrimaryNav({ entries, breakpoint }: PrimaryNavProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const resetKey = `${breakpoint}|${location.key}`;
  const submenus = useMenuState(resetKey);
  const panel = useMenuState(resetKey);
  const listId = useId();
  const nav = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const collapsible = breakpoint !== 'desktop';
  const panelOpen = collapsible && panel.open === 'menu';

  const { close: closeSubmenus } = submenus;
  const { close: closePanel } = panel;
  const closeAll = useCallback(() => {
    closeSubmenus();
    closePanel();
  }, [closeSubmenus, closePanel]);
  useDismissOutside(nav, submenus.open !== null || panelOpen, closeAll);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !panelOpen) return;
    closeAll();
    menuButton.current?.focus();
  };

  return (
    <Nav ref={nav} aria-label={t('shell.nav.primary')} onKeyDown={onKeyDown}>
      {collapsible ? (
        <MenuButton ref={menuButton} aria-expanded={panelOpen} aria-controls={listId} onClick={() => panel.toggle('menu')}>
          <Icon name={panelOpen ? 'close' : 'menu'} />
          <span>{t('shell.menu')}</span>
        </MenuButton>
      ) : null}
      {submenus.open !== null && !collapsible ? <DismissLayer onClick={closeAll} /> : null}
      <List id={listId} hidden={collapsible && !panelOpen} $collapsible={collapsible}>
        {entries.map((entry) =>
          entry.children.length > 0 ? (
            <SubmenuDisclosure
              key={entry.id}
              entry={entry}
              open={submenus.open === entry.id}
              floating={!collapsible}
              onToggle={() => submenus.toggle(entry.id)}
              onClose={submenus.close}
              onSelect={closeAll}
            />
          ) : (
            <li key={entry.id}>
              <MenuItemControl entry={entry} onSelect={closeAll} />
            </li>
          ),
        )}
      </List>
    </Nav>
  );
}
