import { lazy, Suspense } from 'react';
import { useSession } from '../../member/session';

const IdleWatch = lazy(() => import('./IdleWatch'));

/**
 * Signs an inactive member out (issue 30): while a full session is stored, its idle clock and warning, loaded then
 * (a lazy chunk, never the login page's). One clock per session (its `sid`); none for a studio preview's session,
 * which lives as long as its studio session.
 */
export function SessionTimeout() {
  const { isAuthenticated, claims } = useSession();
  if (!isAuthenticated || !claims || claims.preview !== undefined) return null;
  return (
    <Suspense fallback={null}>
      <IdleWatch key={claims.sid} />
    </Suspense>
  );
}
