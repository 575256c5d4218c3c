import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatUsd, metPercent } from './format';
import { meterTones } from './meter-tones';

const Figure = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Title = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Track = styled.div`
  height: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors[meterTones.measured]};
`;

const Figures = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

export interface ProgressBarProps {
  title?: string;
  met: number;
  remaining: number;
  limit: number;
  metLabel?: string;
  remainingLabel?: string;
  limitLabel?: string;
  /** Names the bar when it has no visible title (a heading beside it names the figures). */
  ariaLabel?: string;
}

/** Amount met against a limit (USD): a bar (the colours of every money bar, meter-tones.ts) plus 'Met', 'Remaining' and 'limit' figures. */
export function ProgressBar({ title, met, remaining, limit, metLabel, remainingLabel, limitLabel, ariaLabel }: ProgressBarProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const labels = {
    met: metLabel ?? t('shell.progress.met'),
    remaining: remainingLabel ?? t('shell.progress.remaining'),
    limit: limitLabel ?? t('shell.progress.limit'),
  };
  const percent = metPercent(met, limit);
  return (
    <Figure>
      {title ? <Title id={titleId}>{title}</Title> : null}
      <Track
        role="progressbar"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : (ariaLabel ?? labels.met)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={`${labels.met} ${formatUsd(met)}, ${formatUsd(limit)} ${labels.limit}`}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
      <Figures>
        <span>
          {labels.met} {formatUsd(met)}
        </span>
        <span>
          {labels.remaining} {formatUsd(remaining)}
        </span>
        <span>
          {formatUsd(limit)} {labels.limit}
        </span>
      </Figures>
    </Figure>
  );
}
