import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { BarProps } from './SnackbarBar';
import type { Snackbar } from './snackbar-queue';

// The bar is fetched with the first snackbar (the login page's first load does without it); once in, it renders at once.
let loadedBar: typeof import('./SnackbarBar') | undefined;
export const loadSnackbarBar = () => import('./SnackbarBar').then((module) => (loadedBar = module));
const LazyBar = lazy(loadSnackbarBar);

function SnackbarBar(props: BarProps) {
  const Loaded = loadedBar?.default;
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyBar {...props} />
    </Suspense>
  );
}

const Region = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.snackbar};
  left: 50%;
  bottom: calc(${({ theme }) => theme.targetSize} + ${({ theme }) => theme.spacing.xl});
  transform: translateX(-50%);
  width: min(32rem, calc(100vw - ${({ theme }) => theme.spacing.xl}));
  @media ${({ theme }) => theme.media.tabletUp} {
    bottom: ${({ theme }) => theme.spacing.xl};
  }
`;

export interface SnackbarViewProps {
  snackbar: Snackbar | null;
  leaving: boolean;
  onDismiss(id: number): void;
  onExited(id: number): void;
}

/** The live region (always present, so additions are announced) and the current snackbar inside it. */
export function SnackbarView({ snackbar, leaving, onDismiss, onExited }: SnackbarViewProps) {
  return (
    <Region role="status" aria-live="polite">
      {snackbar ? (
        <SnackbarBar key={snackbar.id} snackbar={snackbar} leaving={leaving} onDismiss={onDismiss} onExited={onExited} />
      ) : null}
    </Region>
  );
}
