import type { Problem } from '../../manifest/edit/content-types';
import { copy } from './copy';

/** The draft's problems from its last save, as `npm run validate` words them; each can be shown in the raw JSON. */
export function ProblemList({ problems, onShow }: { problems: readonly Problem[]; onShow: (file: string, pointer: string) => void }) {
  return (
    <section className="studio-edit-problems" aria-labelledby="edit-problems-heading">
      <h3 id="edit-problems-heading">{copy.problems.heading(problems.length)}</h3>
      {problems.length === 0 ? (
        <p className="studio-note">{copy.problems.none}</p>
      ) : (
        <ul className="studio-problems">
          {problems.map((p, i) => (
            <li key={`${p.file ?? ''}${p.pointer}${i}`}>
              <span className={`studio-severity studio-severity-${p.severity}`}>{p.severity === 'error' ? copy.problems.error : copy.problems.warning}</span>{' '}
              <code>{`${p.file ?? ''} ${p.pointer || '/'}`}</code>: {p.message}
              {p.hint && <span className="studio-note"> {p.hint}</span>}{' '}
              {p.file && (
                <button type="button" onClick={() => onShow(p.file!, p.pointer)}>
                  {copy.problems.show}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
