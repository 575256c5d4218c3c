import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { CurrentPageLink } from '../../ui/AppLink';
import { ExternalLink } from '../../ui/Link';
import { Icon, type IconName } from '../../ui/icons';
import type { MenuEntry } from './menu-model';
import { useMenuAction } from './use-menu-action';

/** The look shared by a menu's links and action buttons; `$tone` picks header, footer or plain colours. */
export const menuControlStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: ${({ theme }) => theme.targetSize};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  color: inherit;
  font: inherit;
  text-decoration: none;
  background: transparent;
  border: 0;
  cursor: pointer;
  &:hover { text-decoration: underline; }
  &[aria-current='page'] { font-weight: 700; text-decoration: underline; }
`;

const InternalLink = styled(CurrentPageLink)`
  ${menuControlStyles}
`;

const ActionButton = styled.button.attrs({ type: 'button' })`
  ${menuControlStyles}
`;

const External = styled(ExternalLink)`
  ${menuControlStyles}
`;

/** A manifest icon name is the same name in the icon set. */
function iconOf(entry: MenuEntry): IconName | null {
  return entry.icon ?? null;
}

export interface MenuItemControlProps {
  entry: MenuEntry;
  /** Show the entry's icon before the label. */
  withIcon?: boolean;
  /** Called after a click (menus close themselves). */
  onSelect?: () => void;
  className?: string;
}

/** One menu entry as the right control: an app link, an external link (new tab) or an action button. */
export function MenuItemControl({ entry, withIcon = false, onSelect, className }: MenuItemControlProps) {
  const { t } = useTranslation();
  const runAction = useMenuAction();
  const icon = withIcon ? iconOf(entry) : null;
  const content = (
    <>
      {icon ? <Icon name={icon} /> : null}
      <span>{t(entry.label)}</span>
    </>
  );
  if (entry.action) {
    const action = entry.action;
    return (
      <ActionButton
        className={className}
        data-gate={entry.gate}
        onClick={() => {
          onSelect?.();
          void runAction(action);
        }}
      >
        {content}
      </ActionButton>
    );
  }
  if (entry.href) {
    return (
      <External href={entry.href} className={className} data-gate={entry.gate} onClick={onSelect}>
        {t(entry.label)}
      </External>
    );
  }
  return (
    <InternalLink to={entry.to ?? '/'} className={className} data-gate={entry.gate} onClick={onSelect}>
      {content}
    </InternalLink>
  );
}
