import { useState } from 'react';
import { copy } from './copy';
import type { AxeFinding, AxeReport, FrameAxeHook } from './frame/axe-check';
import { FRAME_AXE_HOOK } from './frame/frame-names';

/** The frame's axe hook (frame/main.tsx), or null while the frame has not loaded. Same origin. */
export function frameAxe(frame: HTMLIFrameElement | null): FrameAxeHook | null {
  try {
    const hook = (frame?.contentWindow as unknown as Record<string, unknown> | null | undefined)?.[FRAME_AXE_HOOK];
    return typeof hook === 'function' ? (hook as FrameAxeHook) : null;
  } catch {
    return null;
  }
}

export type AxeState = { status: 'idle' } | { status: 'checking' } | { status: 'done'; report: AxeReport } | { status: 'error'; message: string };

/** Runs axe through the frame's hook: the state for the panel. */
export function useAxe(hook: () => FrameAxeHook | null) {
  const [state, setState] = useState<AxeState>({ status: 'idle' });
  const run = async (scope?: string) => {
    const check = hook();
    if (!check) {
      setState({ status: 'error', message: copy.axe.notLoaded });
      return;
    }
    setState({ status: 'checking' });
    try {
      setState({ status: 'done', report: await check(scope) });
    } catch (error) {
      setState({ status: 'error', message: error instanceof Error ? error.message : copy.errors.generic });
    }
  };
  return { state, run, reset: () => setState({ status: 'idle' }) };
}

/** Violations as a list: rule id, impact, help (and its link), and each element's selector. Text only. */
export function FindingList({ findings, label }: { findings: readonly AxeFinding[]; label: string }) {
  if (findings.length === 0) return <p className="studio-note">{copy.axe.none}</p>;
  return (
    <ul className="studio-problems" aria-label={label}>
      {findings.map((finding) => (
        <li key={finding.rule}>
          <p>
            <span className="studio-severity">{finding.impact}</span> <code>{finding.rule}</code>: {finding.help}{' '}
            <a href={finding.helpUrl} target="_blank" rel="noreferrer">
              {copy.axe.more(finding.rule)}
            </a>
          </p>
          <ul>
            {finding.elements.map((element, i) => (
              <li key={`${element.target}-${i}`}>
                <code>{element.target}</code>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** Axe on demand (WCAG 2.2 AA) on the page shown in the preview frame. */
export function AxePanel({ hook, shown }: { hook: () => FrameAxeHook | null; shown: string }) {
  const axe = useAxe(hook);
  const { state } = axe;
  return (
    <section className="studio-axe" aria-labelledby="axe-heading">
      <h3 id="axe-heading">{copy.axe.heading}</h3>
      <p>{copy.axe.intro}</p>
      <button type="button" className="studio-primary" onClick={() => void axe.run()} disabled={state.status === 'checking'}>
        {copy.axe.run}
      </button>
      <div role="status" className="studio-draft-status">
        {state.status === 'checking' && copy.axe.checking}
        {state.status === 'done' && copy.axe.result(state.report.findings.length, shown)}
        {state.status === 'error' && state.message}
      </div>
      {state.status === 'done' && <FindingList findings={state.report.findings} label={copy.axe.listLabel} />}
    </section>
  );
}
