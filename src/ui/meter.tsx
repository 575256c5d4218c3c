import { useTheme } from 'styled-components';
import type { ThemeColourName } from '../engine/theme/theme-types';

/*
 * The one bar of every money figure (the benefits' progress bars, the claims costs chart): a track for the whole
 * span (the surface colour, outlined in the border colour) and a fill for the share, drawn in an SVG so it prints
 * as it shows (SVG fills are not backgrounds, which browsers drop on paper). Colours come from the theme;
 * `npm run validate` holds each fill to 3:1 against the page and the surface (WCAG 2.2 1.4.11).
 */

/** What a fill measures, one theme colour each: the amount a bar is about, the plan's part, the whole bill. */
export const meterTones = { measured: 'primary', plan: 'secondary', whole: 'textMuted' } as const satisfies Record<string, ThemeColourName>;
export type MeterTone = keyof typeof meterTones;

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
