import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './Button';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.error};
  color: ${({ theme }) => theme.colors.onError};
  p { margin: 0; flex: 1 1 12rem; }
`;

export interface TileErrorProps {
  /** Calls again (react-query's refetch). */
  onRetry: () => void;
  retrying?: boolean;
  /** What failed, when the tile can say more than the general 'We couldn't load this section right now.'. */
  message?: string;
}

/** A tile whose call failed: says so and offers to try again; the rest of the page keeps working. */
export function TileError({ onRetry, retrying = false, message }: TileErrorProps) {
  const { t } = useTranslation();
  return (
    <Box role="alert">
      <p>{message ?? t('shell.tileError')}</p>
      <Button $variant="secondary" onClick={onRetry} disabled={retrying}>
        {t('shell.tryAgain')}
      </Button>
    </Box>
  );
}
