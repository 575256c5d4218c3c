import { widgetDeclarations } from '../app/widget-declarations';
import { copy } from './copy';
import { catalogueSectionId } from './frame/entry';
import { propsTable } from './props-table';

/**
 * Every declared widget (src/app/widget-declarations.ts, the list the registry is typed against): its name, its
 * props schema as a table and its example props, rendered in the frame's catalogue mode (frame/CatalogueFrame.tsx). Generated from the declarations, so a new widget appears here with
 * no other change. Loaded only when opened (the schemas stay out of every other chunk).
 */
export default function Catalogue({ frameDocument }: { frameDocument: () => Document | null }) {
  const show = (name: string) => {
    const section = frameDocument()?.getElementById(catalogueSectionId(name));
    section?.scrollIntoView({ block: 'start' });
  };
  return (
    <section className="studio-catalogue" aria-labelledby="catalogue-heading">
      <h3 id="catalogue-heading">{copy.catalogue.heading(widgetDeclarations.length)}</h3>
      <p className="studio-note">{copy.catalogue.intro}</p>
      <ul className="studio-trace-list">
        {widgetDeclarations.map((widget) => {
          const rows = propsTable(widget.props as Parameters<typeof propsTable>[0]);
          return (
            <li key={widget.name}>
              <h4>{widget.name}</h4>
              <button type="button" onClick={() => show(widget.name)}>
                {copy.catalogue.show(widget.name)}
              </button>
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
