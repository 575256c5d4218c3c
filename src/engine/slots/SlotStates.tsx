import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';

const pulse = keyframes`0%, 100% { opacity: 1; } 50% { opacity: 0.5; }`;

const Block = styled.div`
  min-height: 8rem;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  @media (prefers-reduced-motion: no-preference) {
    animation: ${pulse} 1.5s ease-in-out infinite;
  }
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** Stand-in while a tile's widget loads. */
export function SlotSkeleton() {
  const { t } = useTranslation();
  return (
    <Block aria-busy="true" data-testid="tile-skeleton">
      <Hidden>{t('shell.loading')}</Hidden>
    </Block>
  );
}

const ErrorCard = styled.div`
  padding: ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.error};
  color: ${({ theme }) => theme.colors.onError};
  p { margin: 0; }
`;

/** What a tile shows when its widget fails to load or throws. */
export function SlotError() {
  const { t } = useTranslation();
  return (
    <ErrorCard role="alert">
      <p>{t('shell.sectionError')}</p>
    </ErrorCard>
  );
}
