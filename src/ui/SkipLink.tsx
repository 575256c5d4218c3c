import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { visuallyHiddenStyles } from './VisuallyHidden';

const Anchor = styled.a`
  ${visuallyHiddenStyles}
  &:focus {
    position: fixed !important;
    top: ${({ theme }) => theme.spacing.sm};
    left: ${({ theme }) => theme.spacing.sm};
    width: auto;
    height: auto;
    margin: 0;
    clip: auto;
    clip-path: none;
    overflow: visible;
    white-space: normal;
    z-index: ${({ theme }) => theme.zIndex.overlay + 10};
    padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-radius: ${({ theme }) => theme.radii.small};
  }
`;

/**
 * 'Skip to main content': the first focusable element. Moves focus to the target without changing the URL
 * (a hash change would count as a navigation for the router).
 */
export function SkipLink({ targetId = 'main' }: { targetId?: string }) {
  const { t } = useTranslation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    target.scrollIntoView?.();
  };
  return (
    <Anchor href={`#${targetId}`} onClick={onClick}>
      {t('shell.skipToMain')}
    </Anchor>
  );
}
