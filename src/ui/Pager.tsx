import styled from 'styled-components';
import { Button } from './Button';

/* The pager of every paged list (claims, EOBs, referrals, the primary care search): Previous, 'Page x of y', Next. */

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  p { margin: 0; }
`;

export interface PagerProps {
  /** The navigation landmark's name ('Claim pages'). */
  label: string;
  previous: string;
  next: string;
  /** 'Page 2 of 5'. */
  position: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious(): void;
  onNext(): void;
}

export function Pager({ label, previous, next, position, hasPrevious, hasNext, onPrevious, onNext }: PagerProps) {
  return (
    <Nav aria-label={label}>
      <Button $variant="secondary" disabled={!hasPrevious} onClick={onPrevious}>
        {previous}
      </Button>
      <p>{position}</p>
      <Button $variant="secondary" disabled={!hasNext} onClick={onNext}>
        {next}
      </Button>
    </Nav>
  );
}
