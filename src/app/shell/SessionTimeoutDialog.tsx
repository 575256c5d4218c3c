import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { countdownText, sameStep, timeLeftStep, type TimeLeftStep } from '../../member/idle-rules';
import { Button } from '../../ui/Button';
import { ModalDialog } from '../../ui/ModalDialog';
import { VisuallyHidden } from '../../ui/VisuallyHidden';

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.h2};
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
`;

const TimeLeft = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.large};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Failure = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.sm};
  border-left: 4px solid ${({ theme }) => theme.colors.onError};
  background: ${({ theme }) => theme.colors.error};
  color: ${({ theme }) => theme.colors.onError};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
`;

export interface SessionTimeoutDialogProps {
  msLeft: number;
  /** 'Stay signed in' could not reach the member API. */
  stayFailed: boolean;
  onStay: () => void;
  onSignOut: () => void;
}

/**
 * The inactivity warning (issue 30, WCAG 2.2.1): how long is left, 'Stay signed in' (also Escape) and 'Sign out'.
 * The countdown shows every second; a screen reader hears the time when the dialog opens (its description), then
 * once a minute and at 30 seconds (a live region that changes only then).
 */
export function SessionTimeoutDialog({ msLeft, stayFailed, onStay, onSignOut }: SessionTimeoutDialogProps) {
  const { t } = useTranslation();
  const ids = useId();
  const stay = useRef<HTMLButtonElement>(null);
  const [opened] = useState(() => timeLeftStep(msLeft));
  const step = timeLeftStep(msLeft);
  const said = (current: TimeLeftStep) =>
    'seconds' in current ? t('session.warning.secondsLeft') : t('session.warning.minutesLeft', { count: current.minutes });

  return (
    <ModalDialog role="alertdialog" labelledBy={`${ids}-title`} describedBy={`${ids}-body ${ids}-time`} initialFocus={stay} onEscape={onStay}>
      <Title id={`${ids}-title`}>{t('session.warning.title')}</Title>
      <Text id={`${ids}-body`}>{t('session.warning.body')}</Text>
      <TimeLeft id={`${ids}-time`}>{t('session.warning.timeLeft', { time: countdownText(msLeft) })}</TimeLeft>
      <VisuallyHidden role="status">{sameStep(step, opened) ? '' : said(step)}</VisuallyHidden>
      {stayFailed ? <Failure role="alert">{t('session.warning.stayFailed')}</Failure> : null}
      <Actions>
        <Button ref={stay} onClick={onStay}>
          {t('session.warning.stay')}
        </Button>
        <Button $variant="secondary" onClick={onSignOut}>
          {t('session.warning.signOut')}
        </Button>
      </Actions>
    </ModalDialog>
  );
}
