import type { ReactNode } from 'react';
import { Entry, EntryHeading } from '../../ui/EntryList';

/** One card of a care options list: its heading (a link, or a name) and the lines under it. */
export function CareEntry({ heading, children }: { heading: ReactNode; children?: ReactNode }) {
  return (
    <Entry>
      <EntryHeading>{heading}</EntryHeading>
      {children}
    </Entry>
  );
}
