import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

const pulse = keyframes`0%, 100% { opacity: 1; } 50% { opacity: 0.45; }`;

const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  @media (prefers-reduced-motion: no-preference) {
    & > span[aria-hidden] { animation: ${pulse} 1.5s ease-in-out infinite; }
  }
`;

const Line = styled.span<{ $width: number; $height: string }>`
  display: block;
  width: ${({ $width }) => $width}%;
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const widths = [92, 74, 85, 60, 80, 68];

export interface SkeletonLinesProps {
  /** How many grey lines stand in for the content. */
  lines?: number;
  /** The height of each line (CSS length), to match the content it stands for. */
  lineHeight?: string;
}

/** Grey placeholder lines while content loads; screen readers hear 'Loading' once. */
export function SkeletonLines({ lines = 3, lineHeight = '1rem' }: SkeletonLinesProps) {
  const { t } = useTranslation();
  return (
    <Lines data-testid="skeleton">
      <VisuallyHidden>{t('shell.loading')}</VisuallyHidden>
      {Array.from({ length: lines }, (_, i) => (
        <Line key={i} aria-hidden="true" $width={widths[i % widths.length] ?? 80} $height={lineHeight} />
      ))}
    </Lines>
  );
}
