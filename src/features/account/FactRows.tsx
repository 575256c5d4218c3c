import { Fragment, type ReactNode } from 'react';
import { Entry, EntryHeading } from '../../ui/EntryList';

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

/** A member's card on the account pages: their name as its heading ('(you)' on the member's own), then its content. */
export function MemberEntry({ name, you, youLabel, children }: { name: string; you: boolean; youLabel: string; children: ReactNode }) {
  return (
    <Entry>
      <EntryHeading>{you ? `${name} ${youLabel}` : name}</EntryHeading>
      {children}
    </Entry>
  );
}
