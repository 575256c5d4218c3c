import { gateKey } from '../manifest/gates';
import { studioApi, type MatrixData } from './api';
import { copy } from './copy';
import { LoadFailed } from './LoadFailed';
import { elementName, VerdictBadge } from './TracePanel';
import { useLoad } from './use-load';

/** Every gated element × every persona of the brand on the date: each cell shown or hidden, its reason on hover and to screen readers. */
export function MatrixView({ query, date }: { query: string; date: string }) {
  const load = useLoad<MatrixData>(() => studioApi.matrix(query), [query]);
  if (load.error) return <LoadFailed error={load.error} retry={load.retry} />;
  if (!load.data) return <p role="status">{copy.loading}</p>;
  const { personas, rows } = load.data;
  return (
    <div className="studio-matrix" aria-busy={load.loading}>
      <h3 id="matrix-heading">{copy.matrix.heading(date)}</h3>
      <div className="studio-scroll" role="region" aria-labelledby="matrix-heading" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">{copy.matrix.element}</th>
              {personas.map((p) => (
                <th scope="col" key={p.username}>
                  {p.username}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ element, cells }) => (
              <tr key={gateKey(element)}>
                <th scope="row">{elementName(element)}</th>
                {cells.map((cell, i) => (
                  <td key={personas[i]?.username ?? i} title={cell.why}>
                    <VerdictBadge result={cell.result} />
                    <span className="studio-visually-hidden">{`: ${cell.why}`}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
