import { Fragment } from 'react';

/** A fact of a `dl`: its term and its value; a null value (nothing on file) leaves the row out. */
export type FactRow = readonly [label: string, value: string | null];

/** The rows of a fact list (`dt`/`dd` pairs for a `dl`), without the ones the member has no value for. */
export function FactRows({ rows }: { rows: readonly FactRow[] }) {
  return (
    <>
      {rows.map(([label, value]) =>
        value === null ? null : (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ),
      )}
    </>
  );
}
