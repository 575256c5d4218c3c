import type { AxeResults, RunOptions } from 'axe-core';

/** The WCAG 2.2 AA rules (and the A and AA rules of 2.0 and 2.1 it includes), as the e2e tests' axe checks. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One violation of a rule, on the elements it was found on (each by its CSS selector, and the widget it is in). */
export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  elements: { target: string; widget: string | null }[];
}

/** What the studio shows of an axe run. */
export interface AxeReport {
  findings: AxeFinding[];
  /** Rules that passed and found nothing to check are not listed; how many passed. */
  passes: number;
}

/** The catalogue section (`#studio-widget-<name>`) an element is in, as the widget's name. */
export function widgetOf(element: Element | null | undefined): string | null {
  const section = element?.closest('section[id^="studio-widget-"]');
  return section ? section.id.slice('studio-widget-'.length) : null;
}

/** axe's results as the studio's report: each violation with its rule, impact, help and elements. Pure. */
export function axeReport(results: Pick<AxeResults, 'violations' | 'passes'>): AxeReport {
  return {
    passes: results.passes.length,
    findings: results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      helpUrl: violation.helpUrl,
      elements: violation.nodes.map((node) => ({
        target: node.target.map((part) => (Array.isArray(part) ? part.join(' ') : String(part))).join(' '),
        widget: widgetOf(node.element),
      })),
    })),
  };
}

/**
 * Runs axe (WCAG 2.2 AA) on this frame's document, or on one element of it (a selector). axe-core loads here, on
 * demand, the first time the studio asks: it is in no other chunk. It runs under the frame's strict CSP (no
 * unsafe-eval): axe.run has taken no eval path since 3.3.1.
 */
export async function checkAccessibility(doc: Document, scope?: string): Promise<AxeReport> {
  const { default: axe } = await import('axe-core');
  const context = scope ? doc.querySelector(scope) : doc;
  if (!context) return { findings: [], passes: 0 };
  const options: RunOptions = { runOnly: { type: 'tag', values: WCAG_22_AA }, elementRef: true, resultTypes: ['violations'] };
  return axeReport(await axe.run(context, options));
}

/** The frame window's hook (frame-names.ts FRAME_AXE_HOOK). */
export type FrameAxeHook = (scope?: string) => Promise<AxeReport>;
