import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import { Icon } from '../icons';
import type { Snackbar, SnackbarStatus } from './snackbar-queue';
import { IconButton } from '../IconButton';

/* One snackbar, in a chunk of its own: most pages never show one, and the login page's first load does without it. */

const enter = keyframes`from { opacity: 0; transform: translateY(16px); } to { opacity: 1; transform: none; }`;
const exit = keyframes`from { opacity: 1; transform: none; } to { opacity: 0; transform: translateY(16px); }`;

const tone: Record<SnackbarStatus, readonly ['error' | 'success' | 'warning', 'onError' | 'onSuccess' | 'onWarning']> = {
  error: ['error', 'onError'],
  success: ['success', 'onSuccess'],
  alert: ['warning', 'onWarning'],
};
const icon = { error: 'error', success: 'success', alert: 'warning' } as const;

const Bar = styled.div<{ $status: SnackbarStatus; $leaving: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme, $status }) => theme.colors[tone[$status][0]]};
  color: ${({ theme, $status }) => theme.colors[tone[$status][1]]};
  cursor: pointer;
  animation: ${({ $leaving }) =>
    $leaving
      ? css`
          ${exit} 200ms ease-in forwards
        `
      : css`
          ${enter} 200ms ease-out
        `};
`;

const Message = styled.p`
  flex: 1;
  margin: 0;
`;


export interface BarProps {
  snackbar: Snackbar;
  leaving: boolean;
  onDismiss(id: number): void;
  onExited(id: number): void;
}

/**
 * One snackbar. It reports the end of its leaving animation with a native listener: React's onAnimationEnd
 * depends on vendor-prefix detection at load time, the DOM event name does not.
 */
export default function SnackbarBar({ snackbar, leaving, onDismiss, onExited }: BarProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const exited = useEffectEvent(() => onExited(snackbar.id));
  useEffect(() => {
    const element = ref.current;
    if (!leaving || !element) return undefined;
    const handler = (event: Event) => {
      if (event.target === element) exited();
    };
    element.addEventListener('animationend', handler);
    return () => element.removeEventListener('animationend', handler);
  }, [leaving]);

  return (
    <Bar
      ref={ref}
      $status={snackbar.status}
      $leaving={leaving}
      data-testid="snackbar"
      onClick={() => onDismiss(snackbar.id)}
    >
      <Icon name={icon[snackbar.status]} />
      <Message>{snackbar.message}</Message>
      <IconButton aria-label={t('shell.dismissNotification')}>
        <Icon name="close" />
      </IconButton>
    </Bar>
  );
}
