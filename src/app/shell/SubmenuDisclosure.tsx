import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../ui/icons';
import { MenuItemControl, menuControlStyles } from './MenuItemControl';
import type { MenuEntry } from './menu-model';

const Item = styled.li`
  position: relative;
`;

const Toggle = styled.button.attrs({ type: 'button' })`
  ${menuControlStyles}
  svg { transition: transform 150ms ease; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
`;

const Panel = styled.div<{ $floating: boolean }>`
  min-width: 16rem;
  padding: ${({ theme }) => theme.spacing.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  ${({ $floating, theme }) =>
    $floating ? `position: absolute; top: 100%; left: 0; z-index: ${theme.zIndex.menu};` : `margin-left: ${theme.spacing.md};`}
  ul { list-style: none; margin: 0; padding: 0; }
  a, button { width: 100%; }
`;

const PanelHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => `0 ${theme.spacing.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.body};
`;

export interface SubmenuDisclosureProps {
  entry: MenuEntry;
  open: boolean;
  /** Desktop: the panel floats under its button; phone and tablet: it opens in the flow. */
  floating: boolean;
  onToggle(): void;
  onClose(): void;
  /** After a link or action inside was chosen. */
  onSelect(): void;
}

/**
 * A menu item with a submenu, as a disclosure: a button with aria-expanded and aria-controls; Escape closes it
 * and returns focus to the button. The account menu is headed 'My account' (copy `shell.submenuHeading.<menu>`).
 */
export function SubmenuDisclosure({ entry, open, floating, onToggle, onClose, onSelect }: SubmenuDisclosureProps) {
  const { t, i18n } = useTranslation();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const headingKey = entry.submenu ? `shell.submenuHeading.${entry.submenu}` : null;
  const heading = headingKey && i18n.exists(headingKey) ? t(headingKey) : null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    onClose();
    button.current?.focus();
  };

  return (
    <Item onKeyDown={onKeyDown}>
      <Toggle ref={button} aria-expanded={open} aria-controls={panelId} onClick={onToggle} data-gate={entry.gate}>
        <span>{t(entry.label)}</span>
        <Icon name="chevronDown" size={16} />
      </Toggle>
      <Panel id={panelId} hidden={!open} $floating={floating}>
        {heading ? <PanelHeading>{heading}</PanelHeading> : null}
        <ul>
          {entry.children.map((child) => (
            <li key={child.id}>
              <MenuItemControl entry={child} withIcon onSelect={onSelect} />
            </li>
          ))}
        </ul>
      </Panel>
    </Item>
  );
}
