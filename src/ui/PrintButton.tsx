import styled from 'styled-components';
import { Button } from './Button';
import { PrintStyle } from './PrintStyle';

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  @media print { display: none; }
`;

export interface PrintButtonProps {
  /** The button's words, from the page's copy ('Print this claim'). */
  label: string;
  /** What printing does; the browser's print dialog unless the page prints a part of itself first. */
  onPrint?: () => void;
}

/**
 * A page's Print button: the browser's print dialog for what the page shows, with the print styles (PrintStyle.tsx)
 * for as long as the button is there, the browser's own print command included; not on paper itself.
 */
export function PrintButton({ label, onPrint }: PrintButtonProps) {
  return (
    <>
      <PrintStyle />
      <Button $variant="secondary" onClick={onPrint ?? (() => window.print())}>
        {label}
      </Button>
    </>
  );
}

/** A Print button on a line of its own, at the end of the line (above a page's first section, by its heading). */
export function PrintRow(props: PrintButtonProps) {
  return (
    <Row>
      <PrintButton {...props} />
    </Row>
  );
}
