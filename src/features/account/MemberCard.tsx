import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Entry, EntryHeading } from '../../ui/EntryList';
import { Facts } from '../../ui/Facts';

/* The account pages' member cards (not the home tile's: its chunk stays as it was). */

/**
 * A fact list on the account pages: on a phone each value under its term (a card in a tile leaves too little width for
 * two columns at 320px), side by side from tablet width; values break between words only, so a date stays whole.
 */
export const CardFacts = styled(Facts)`
  grid-template-columns: minmax(0, 1fr);
  dd { overflow-wrap: break-word; }
  dd:not(:last-child) { margin-bottom: ${({ theme }) => theme.spacing.xs}; }
  @media ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: max-content minmax(0, 1fr);
    dd:not(:last-child) { margin-bottom: 0; }
  }
`;

/** A member's card: their name as its heading ('(you)' on the member's own), then its content. */
export function MemberEntry({ name, you, youLabel, children }: { name: string; you: boolean; youLabel: string; children: ReactNode }) {
  return (
    <Entry>
      <EntryHeading>{you ? `${name} ${youLabel}` : name}</EntryHeading>
      {children}
    </Entry>
  );
}
