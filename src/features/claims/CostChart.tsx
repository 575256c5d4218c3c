import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatUsd } from '../../ui/format';
import { MeterBar } from '../../ui/meter';
import type { MeterTone } from '../../ui/meter-tones';
import { barShare, costSeries, largestFigure, type CostRow, type CostSeries } from './cost-summary';

/*
 * The costs chart (issue 30): per claim type, a bar for billed, plan paid and you owe, each named and valued in text
 * above it (so colour is never the only carrier), on the benefits' progress bar (src/ui/meter.tsx). SVG of our own:
 * three rows of bars need no chart library. Hidden from assistive technology: the table beside it, with the same
 * figures, is what screen readers and keyboards get.
 */

/** Each figure's fill: you owe is the measured amount (the progress bars' colour), the plan's part, the whole bill. */
const toneOf: Record<CostSeries, MeterTone> = { billed: 'whole', planPaid: 'plan', youOwe: 'measured' };

/* The layout, in ems of the chart's text, so it grows with the reader's text size. */
const HEADING = 1.6;
const ROW = 2.3;
const GAP = 0.6;
const BLOCK = HEADING + costSeries.length * ROW + GAP;
const THICKNESS = 0.75;

const Svg = styled.svg`
  display: block;
  width: 100%;
  overflow: visible;
  font-size: ${({ theme }) => theme.fontSizes.small};
  text { fill: ${({ theme }) => theme.colors.text}; }
  /* Bold, not larger: every length here is in the chart's ems, and an element's own font size would scale its y. */
  .heading { font-weight: 700; }
  .value { font-weight: 600; }
`;

const em = (n: number) => `${Math.round(n * 100) / 100}em`;

export function CostChart({ rows }: { rows: readonly CostRow[] }) {
  const { t } = useTranslation();
  const largest = largestFigure(rows);
  const label: Record<CostSeries, string> = { billed: t('claims.list.billed'), planPaid: t('claims.list.planPaid'), youOwe: t('claims.list.youOwe') };
  return (
    <Svg aria-hidden="true" focusable="false" style={{ height: em(rows.length * BLOCK) }}>
      {rows.map((row, block) => {
        const top = block * BLOCK;
        return (
          <g key={row.type} data-type={row.type}>
            <text className="heading" x="0" y={em(top + 1.1)}>
              {t(`claims.claimType.${row.type}`)}
            </text>
            {costSeries.map((series, line) => {
              const lineTop = top + HEADING + line * ROW;
              return (
                <g key={series} data-series={series}>
                  <text x="0" y={em(lineTop + 1)}>
                    {label[series]}
                  </text>
                  <text className="value" x="100%" y={em(lineTop + 1)} textAnchor="end">
                    {formatUsd(row.figures[series])}
                  </text>
                  <MeterBar share={barShare(row.figures[series], largest)} tone={toneOf[series]} y={em(lineTop + 1.35)} thickness={em(THICKNESS)} />
                </g>
              );
            })}
          </g>
        );
      })}
    </Svg>
  );
}
