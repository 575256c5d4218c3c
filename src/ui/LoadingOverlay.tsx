import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { withAlpha } from '../engine/theme/alpha';
import { Spinner } from './Spinner';
import { VisuallyHidden } from './VisuallyHidden';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => withAlpha(theme.colors.background, 0.85)};
`;

/** A full-screen loading state: a spinner, announced as 'Loading' (or `label`) through role status. */
export function LoadingOverlay({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Backdrop role="status" data-testid="loading-overlay">
      <Spinner size={48} />
      <VisuallyHidden>{label ?? t('shell.loading')}</VisuallyHidden>
    </Backdrop>
  );
}
