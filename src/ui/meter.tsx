import { useTheme } from 'styled-components';
import { meterTones, type MeterTone } from './meter-tones';

/*
 * The progress bar's look (src/ui/ProgressBar.tsx: a track in the surface colour outlined in the border colour, a
 * fill in its tone, the small radius) as SVG shapes, for a chart of several bars (the claims costs). SVG fills
 * print as they show (they are not backgrounds, which browsers drop on paper).
 */

/** The bar's thickness in a line of text (the progress bar's 12px at the body's 16px). */
export const METER_THICKNESS = '0.75em';

export interface MeterBarProps {
  /** Share of the track filled, 0 to 1. */
  share: number;
  tone?: MeterTone;
  /** Top of the bar in the SVG (a length: '0', '2.5em'). */
  y?: string;
  thickness?: string;
}

/** A track and its fill, as SVG shapes: for an `<svg>` whose width is the track's. */
export function MeterBar({ share, tone = 'measured', y = '0', thickness = METER_THICKNESS }: MeterBarProps) {
  const theme = useTheme();
  const radius = parseFloat(theme.radii.small) || 0;
  const filled = Math.min(1, Math.max(0, Number.isFinite(share) ? share : 0));
  return (
    <g>
      <rect x="0" y={y} width="100%" height={thickness} rx={radius} fill={theme.colors.surface} stroke={theme.colors.border} strokeWidth={1} />
      {filled > 0 ? <rect x="0" y={y} width={`${filled * 100}%`} height={thickness} rx={radius} fill={theme.colors[meterTones[tone]]} /> : null}
    </g>
  );
}
