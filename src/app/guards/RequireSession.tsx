import type { ReactNode } from 'react';
import { useSession } from '../../member/session';
import { ApplyGuard } from './Guard';
import { sessionGuard } from './guard-rules';

/** Home and every signed-in page: without a session, the login page. */
export function RequireSession({ children }: { children?: ReactNode }) {
  return <ApplyGuard decision={sessionGuard(useSession())}>{children}</ApplyGuard>;
}
