import type { Problem } from '../../../manifest/edit/content-types';

/** The server's problems at one field (npm run validate's sentence and hint), as text. */
export function FieldProblems({ problems }: { problems: readonly Problem[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className="content-flags">
      {problems.map((p, i) => (
        <li key={i}>
          {p.message}
          {p.hint && ` ${p.hint}`}
        </li>
      ))}
    </ul>
  );
}
