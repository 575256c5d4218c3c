import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './Button';
import { Icon } from './icons';
import { ExternalLink, TextLink } from './Link';
import { VisuallyHidden } from './VisuallyHidden';
import { IconButton } from './IconButton';

export type AlertType = 'info' | 'success' | 'warning' | 'error';

const tone = {
  info: ['info', 'onInfo'],
  success: ['success', 'onSuccess'],
  warning: ['warning', 'onWarning'],
  error: ['error', 'onError'],
} as const;

const Box = styled.div<{ $type: AlertType }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme, $type }) => theme.colors[tone[$type][0]]};
  color: ${({ theme, $type }) => theme.colors[tone[$type][1]]};
`;

const Body = styled.div`
  flex: 1;
  & > p { margin: 0; }
`;

const Title = styled.p<{ $heading: boolean }>`
  font-weight: 700;
  font-size: ${({ theme, $heading }) => ($heading ? theme.fontSizes.large : 'inherit')};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  margin-top: ${({ theme }) => theme.spacing.sm};

  /* On the banner's own background: its text colour, which meets contrast there. */
  & a { color: inherit; }
`;

/** A banner link: an app route, or an https address (opens in a new tab). */
export type BannerLink = { label: string; to: string } | { label: string; href: string };

export interface BannerButton {
  label: string;
  onClick(): void;
}

export interface AlertBannerProps {
  type: AlertType;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a dismiss button when given. */
  onDismiss?: () => void;
  /** 'polite' or 'assertive' announces the banner when it appears (not for banners present on page load). */
  live?: 'polite' | 'assertive';
  /** The title is a section heading (an h2) rather than a bold line. */
  titleIsHeading?: boolean;
  /** Links under the content (spec §3: a global alert carries links). */
  links?: readonly BannerLink[];
  /** Buttons under the content (spec §3: and buttons). */
  buttons?: readonly BannerButton[];
}

/**
 * A banner: an icon and a visually hidden type word (never colour alone), title, content, optional links and
 * buttons, optional dismiss.
 */
export function AlertBanner({ type, title, children, onDismiss, live, titleIsHeading = false, links = [], buttons = [] }: AlertBannerProps) {
  const { t } = useTranslation();
  const typeWord = t('shell.alertPrefix', { type: t(`shell.alertType.${type}`) });
  const role = live === 'assertive' ? 'alert' : live === 'polite' ? 'status' : undefined;
  return (
    <Box $type={type} role={role} data-alert-type={type}>
      <Icon name={type} size={24} />
      <Body>
        {title && titleIsHeading ? (
          // A heading is named by its title alone; the type word is read just before it.
          <>
            <VisuallyHidden>{typeWord}</VisuallyHidden>
            <Title as="h2" $heading>
              {title}
            </Title>
          </>
        ) : title ? (
          <Title $heading={false}>
            <VisuallyHidden>{typeWord}</VisuallyHidden> {title}
          </Title>
        ) : (
          <VisuallyHidden>{typeWord}</VisuallyHidden>
        )}
        {children}
        {links.length > 0 || buttons.length > 0 ? (
          <Controls>
            {links.map((link) =>
              'to' in link ? (
                <TextLink key={link.label} to={link.to}>
                  {link.label}
                </TextLink>
              ) : (
                <ExternalLink key={link.label} href={link.href}>
                  {link.label}
                </ExternalLink>
              ),
            )}
            {buttons.map((button) => (
              <Button key={button.label} $variant="secondary" onClick={button.onClick}>
                {button.label}
              </Button>
            ))}
          </Controls>
        ) : null}
      </Body>
      {onDismiss ? (
        <IconButton onClick={onDismiss} aria-label={t('shell.dismissAlert')}>
          <Icon name="close" />
        </IconButton>
      ) : null}
    </Box>
  );
}
