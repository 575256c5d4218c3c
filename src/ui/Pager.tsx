import { useTranslation } from 'react-i18next';
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

/** Where the list is (src/member/page-summary.ts's PageSummary fits). */
export interface PagerPosition {
  pageNumber: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

export interface PagerProps {
  /** The list's copy: `{copy}.paging` (the landmark's name), `.previous`, `.next`, `.pageOf` ({{page}}, {{pages}}). */
  copy: string;
  summary: PagerPosition;
  onPrevious(): void;
  onNext(): void;
}

export function Pager({ copy, summary, onPrevious, onNext }: PagerProps) {
  const { t } = useTranslation();
  return (
    <Nav aria-label={t(`${copy}.paging`)}>
      <Button $variant="secondary" disabled={!summary.hasPrevious} onClick={onPrevious}>
        {t(`${copy}.previous`)}
      </Button>
      <p>{t(`${copy}.pageOf`, { page: summary.pageNumber, pages: summary.pageCount })}</p>
      <Button $variant="secondary" disabled={!summary.hasNext} onClick={onNext}>
        {t(`${copy}.next`)}
      </Button>
    </Nav>
  );
}
