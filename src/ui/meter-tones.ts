import type { ThemeColourName } from '../engine/theme/theme-types';

/*
 * The colours of every money bar (the benefits' progress bars, src/ui/ProgressBar.tsx; the claims costs chart's,
 * src/ui/meter.tsx): a track in the surface colour outlined in the border colour, a fill per what it measures.
 * `npm run validate` holds each fill to 3:1 against the page and the surface (WCAG 2.2 1.4.11). Its own module, so
 * the progress bar, on /home, carries the colours and not the chart's drawing.
 */

/** What a fill measures, one theme colour each: the amount a bar is about, the plan's part, the whole bill. */
export const meterTones = { measured: 'primary', plan: 'secondary', whole: 'textMuted' } as const satisfies Record<string, ThemeColourName>;
export type MeterTone = keyof typeof meterTones;
