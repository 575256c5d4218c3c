import { describeLeaf, verdictWord, type RuleTrace } from '../engine/rules/trace';
import { gateKey } from '../manifest/gates';
import type { GatedElement, PreviewData, TracedElement, Verdict } from './api';
import { copy } from './copy';
import type { RenderedSection } from './frame/widget-marks';
import { LoadFailed } from './LoadFailed';
import { pageOfRoute } from './route-page';
import type { Load } from './use-load';

const verdictText = (v: Verdict) => (v === 'show' ? copy.trace.shown : v === 'hide' ? copy.trace.hidden : copy.trace.undecided);

export function VerdictBadge({ result }: { result: Verdict }) {
  return <span className={`studio-verdict studio-verdict-${result}`}>{verdictText(result)}</span>;
}

export function elementName(element: GatedElement): string {
  if (element.kind === 'menu') return `${element.menu} menu: ${element.id} (${element.label})`;
  if (element.kind === 'label') return copy.trace.labelOption(element.menu, element.id, element.label);
  if (element.kind === 'alert') return `alert: ${element.id}`;
  return `${element.page}: ${element.id} (${element.widget})`;
}

/** A rule's trace as a nested list: each condition with the member's value and its result. Text only. */
function TraceTree({ trace }: { trace: RuleTrace }) {
  switch (trace.kind) {
    case 'always':
    case 'condition':
      return (
        <li>
          <code>{describeLeaf(trace)}</code> → {verdictWord(trace.result)}
        </li>
      );
    case 'use':
      return (
        <li>
          <code>use {trace.name}</code> → {verdictWord(trace.result)}
          {trace.part ? (
            <ul>
              <TraceTree trace={trace.part} />
            </ul>
          ) : (
            ` (${trace.reason ?? ''})`
          )}
        </li>
      );
    case 'not':
      return (
        <li>
          <code>not</code> → {verdictWord(trace.result)}
          <ul>
            <TraceTree trace={trace.part} />
          </ul>
        </li>
      );
    case 'all':
    case 'any':
      return (
        <li>
          <code>{trace.kind}</code> → {verdictWord(trace.result)}
          <ul>
            {trace.parts.map((part, i) => (
              <TraceTree key={i} trace={part} />
            ))}
          </ul>
        </li>
      );
  }
}

function ElementList({ title, elements, nothing }: { title: string; elements: readonly TracedElement[]; nothing?: ReadonlySet<string> }) {
  return (
    <section className="studio-trace-group" aria-label={title}>
      <h3>{title}</h3>
      {elements.length === 0 ? (
        <p>{copy.trace.none}</p>
      ) : (
        <ul className="studio-trace-list">
          {elements.map(({ element, result, trace, why }) => (
            <li key={gateKey(element)}>
              <span className="studio-element">{elementName(element)}</span> <VerdictBadge result={result} />
              <p className="studio-why">{why}</p>
              {result === 'show' && element.kind === 'section' && nothing?.has(element.id) && <p className="studio-why">{copy.trace.rendersNothing(element.widget)}</p>}
              <details>
                <summary>{copy.trace.details}</summary>
                <ul className="studio-tree">
                  <TraceTree trace={trace} />
                </ul>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** For the route shown in the frame: each gated section, menu item and alert, shown or hidden and why. */
export function TracePanel({ load, route, rendered }: { load: Load<PreviewData>; route: string; rendered: readonly RenderedSection[] | null }) {
  if (load.error) return <LoadFailed error={load.error} retry={load.retry} />;
  if (!load.data) return <p role="status">{copy.loading}</p>;
  const page = pageOfRoute(route);
  const { elements, facts, undecided } = load.data;
  // Widget-level gates, from the frame: sections shown whose widget rendered nothing.
  const nothing = new Set((rendered ?? []).filter((s) => s.nothing).map((s) => s.id));
  const gated = new Set(elements.flatMap((e) => (e.element.kind === 'section' && e.element.page === page ? [e.element.id] : [])));
  const ungatedNothing = (rendered ?? []).filter((s) => s.nothing && !gated.has(s.id));
  return (
    <div className="studio-trace" aria-busy={load.loading}>
      <h3 className="studio-trace-heading">{copy.trace.heading(route)}</h3>
      {page ? (
        <ElementList title={copy.trace.sections(page)} elements={elements.filter((e) => e.element.kind === 'section' && e.element.page === page)} nothing={nothing} />
      ) : (
        <p>{copy.trace.noPage}</p>
      )}
      <p className="studio-note">{copy.trace.widgetGate}</p>
      {ungatedNothing.length > 0 && (
        <ul className="studio-trace-list" aria-label={copy.trace.ungatedNothing}>
          {ungatedNothing.map((s) => (
            <li key={s.id}>
              <span className="studio-element">{`${page ?? ''}: ${s.id} (${s.widget})`}</span>
              <p className="studio-why">{copy.trace.rendersNothingNoRule(s.widget)}</p>
            </li>
          ))}
        </ul>
      )}
      <ElementList title={copy.trace.menus} elements={elements.filter((e) => e.element.kind === 'menu')} />
      <ElementList title={copy.trace.labels} elements={elements.filter((e) => e.element.kind === 'label')} />
      <ElementList title={copy.trace.alerts} elements={elements.filter((e) => e.element.kind === 'alert')} />
      <details className="studio-facts">
        <summary>{copy.trace.facts}</summary>
        {undecided.length > 0 && <p>{copy.trace.undecidedFacts(undecided.join(', '))}</p>}
        <dl>
          {Object.entries(facts).map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{JSON.stringify(value)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
