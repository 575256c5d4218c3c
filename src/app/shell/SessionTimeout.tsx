import { lazy, Suspense } from 'react';
import { useSession } from '../../member/session';
import { useAfterFirstPaintIdle } from '../when-idle';

const IdleWatch = lazy(() => import('./IdleWatch'));

/**
 * Signs an inactive member out (issue 30): while a full session is stored, its idle clock and warning, loaded when
 * the browser is idle after the first page (a lazy chunk, never a first page's: the limit is minutes away). One clock per session (its `sid`); none for a studio preview's session,
 * which lives as long as its studio session.
 */
export function SessionTimeout() {
  const { isAuthenticated, claims } = useSession();
  const idle = useAfterFirstPaintIdle();
  if (!idle || !isAuthenticated || !claims || claims.preview !== undefined) return null;
  return (
    <Suspense fallback={null}>
      <IdleWatch key={claims.sid} />
    </Suspense>
  );
}
