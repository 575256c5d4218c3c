import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { AppLink } from './AppLink';
import { Icon } from './icons';
import { VisuallyHidden } from './VisuallyHidden';

/** The shared link look: the theme's link colour, underlined, a target of at least 24px. */
export const linkStyles = css`
  color: ${({ theme }) => theme.colors.link};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  &:hover { text-decoration-thickness: 2px; }
`;

/** An in-app link. */
export const TextLink = styled(AppLink)`
  ${linkStyles}
`;

const External = styled.a`
  ${linkStyles}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/**
 * A link to another site, with an external-link icon. By default it opens in a new tab and says so to screen
 * readers; `sameWindow` navigates this window to it instead (spec §2: an ENDPOINT program "navigating by URL").
 */
export function ExternalLink({
  href,
  children,
  className,
  onClick,
  sameWindow = false,
  'data-gate': gate,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
  sameWindow?: boolean;
  /** The gate that shows it (a menu item's key), for the studio's review outline. */
  'data-gate'?: string;
}) {
  const { t } = useTranslation();
  if (sameWindow) {
    return (
      <External href={href} className={className} onClick={onClick} data-gate={gate}>
        {children}
        <Icon name="external" size={16} />
      </External>
    );
  }
  return (
    <External href={href} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick} data-gate={gate}>
      {children}
      <Icon name="external" size={16} />
      {' '}
      <VisuallyHidden>{t('shell.opensInNewTab')}</VisuallyHidden>
    </External>
  );
}
