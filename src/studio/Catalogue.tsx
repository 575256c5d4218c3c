import { widgetDeclarations } from '../app/generated/widgets';
import { FindingList, useAxe } from './AxeResults';
import { copy } from './copy';
import type { FrameAxeHook } from './frame/axe-check';
import { catalogueSectionId } from './frame/frame-names';
import { propsTable } from './props-table';

/**
 * Every declared widget (src/app/generated/widgets.ts, the list the registry is typed against): its name, its
 * props schema as a table and its example props, rendered in the frame's catalogue mode (frame/CatalogueFrame.tsx). Generated from the declarations, so a new widget appears here with
 * no other change. Loaded only when opened (the schemas stay out of every other chunk).
 */
export default function Catalogue({ frameDocument, frameCheck }: { frameDocument: () => Document | null; frameCheck: () => FrameAxeHook | null }) {
  const axe = useAxe(frameCheck);
  const findings = axe.state.status === 'done' ? axe.state.report.findings : null;
  /** The findings on one widget's section (or outside every section: null), each with only its elements there. */
  const findingsOf = (widget: string | null) =>
    (findings ?? []).map((f) => ({ ...f, elements: f.elements.filter((e) => e.widget === widget) })).filter((f) => f.elements.length > 0);
  const outside = findingsOf(null);
  const show = (name: string) => {
    const section = frameDocument()?.getElementById(catalogueSectionId(name));
    section?.scrollIntoView({ block: 'start' });
  };
  return (
    <section className="studio-catalogue" aria-labelledby="catalogue-heading">
      <h3 id="catalogue-heading">{copy.catalogue.heading(widgetDeclarations.length)}</h3>
      <p className="studio-note">{copy.catalogue.intro}</p>
      <button type="button" className="studio-primary" onClick={() => void axe.run()} disabled={axe.state.status === 'checking'}>
        {copy.axe.runCatalogue}
      </button>
      <div role="status" className="studio-draft-status">
        {axe.state.status === 'checking' && copy.axe.checking}
        {findings && copy.axe.resultAll(findings.reduce((n, f) => n + f.elements.length, 0))}
        {axe.state.status === 'error' && axe.state.message}
      </div>
      {outside.length > 0 && (
        <>
          <h4>{copy.axe.outside}</h4>
          <FindingList findings={outside} label={copy.axe.ofWidget(copy.axe.outside)} />
        </>
      )}
      <ul className="studio-trace-list">
        {widgetDeclarations.map((widget) => {
          const rows = propsTable(widget.props as Parameters<typeof propsTable>[0]);
          return (
            <li key={widget.name}>
              <h4>{widget.name}</h4>
              <button type="button" onClick={() => show(widget.name)}>
                {copy.catalogue.show(widget.name)}
              </button>
              {findings && <FindingList findings={findingsOf(widget.name)} label={copy.axe.ofWidget(widget.name)} />}
              {(widget.props as { description?: string }).description && <p>{(widget.props as { description?: string }).description}</p>}
              {rows.length === 0 ? (
                <p className="studio-note">{copy.catalogue.noProps}</p>
              ) : (
                <div className="studio-scroll" role="region" aria-label={copy.catalogue.propsOf(widget.name)} tabIndex={0}>
                  <table>
                    <caption className="studio-visually-hidden">{copy.catalogue.propsOf(widget.name)}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{copy.catalogue.prop}</th>
                        <th scope="col">{copy.catalogue.type}</th>
                        <th scope="col">{copy.catalogue.required}</th>
                        <th scope="col">{copy.catalogue.description}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((row) => (
                        <tr key={row.path}>
                          <th scope="row">
                            <code>{row.path}</code>
                          </th>
                          <td>{row.type}</td>
                          <td>{row.required ? copy.catalogue.yes : copy.catalogue.no}</td>
                          <td>{row.description}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              <details>
                <summary>{copy.catalogue.example}</summary>
                <pre className="studio-example">{JSON.stringify(widget.example, null, 2)}</pre>
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
