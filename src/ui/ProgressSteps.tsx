import { useTranslation } from 'react-i18next';
import styled, { css, type DefaultTheme } from 'styled-components';
import { InlineList } from './InlineList';
import { VisuallyHidden } from './VisuallyHidden';

type StepState = 'done' | 'active' | 'success' | 'todo';

const List = styled(InlineList).attrs({ as: 'ol' })`
  counter-reset: step;
`;

const markers = (theme: DefaultTheme) => ({
  todo: css`
    background: ${theme.colors.background};
    color: ${theme.colors.textMuted};
    border-color: ${theme.colors.border};
  `,
  done: css`
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    border-color: ${theme.colors.primary};
  `,
  active: css`
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    border-color: ${theme.colors.primary};
  `,
  success: css`
    background: ${theme.colors.success};
    color: ${theme.colors.onSuccess};
    border-color: ${theme.colors.onSuccess};
  `,
});

const Item = styled.li<{ $state: StepState }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.textMuted : theme.colors.text)};
  font-weight: ${({ $state }) => ($state === 'active' || $state === 'success' ? 700 : 400)};
  counter-increment: step;

  &::before {
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    width: 2em;
    height: 2em;
    border-radius: 50%;
    border: 2px solid;
    ${({ theme, $state }) => markers(theme)[$state]}
  }
`;

export interface ProgressStepsProps {
  /** The list's accessible name. */
  label: string;
  /** Step names, in order. */
  steps: readonly string[];
  /** Index of the active step (marked aria-current="step"). */
  active: number;
  /** The process is done: the last step turns green. */
  success?: boolean;
}

function stepState(index: number, active: number, last: number, success: boolean): StepState {
  if (success) return index === last ? 'success' : 'done';
  if (index < active) return 'done';
  return index === active ? 'active' : 'todo';
}

/** Spec §2 "Progress steps": step names, the active step, and a success state (last step turns green on success). */
export function ProgressSteps({ label, steps, active, success = false }: ProgressStepsProps) {
  const { t } = useTranslation();
  const last = steps.length - 1;
  return (
    <List aria-label={label}>
      {steps.map((name, index) => {
        const state = stepState(index, active, last, success);
        return (
          <Item key={name} $state={state} aria-current={index === active ? 'step' : undefined} data-state={state}>
            {name}
            {state === 'done' || state === 'success' ? <VisuallyHidden> {t('shell.stepCompleted')}</VisuallyHidden> : null}
          </Item>
        );
      })}
    </List>
  );
}
