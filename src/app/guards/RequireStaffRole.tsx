import type { ReactNode } from 'react';
import { useSession } from '../../member/session';
import { ApplyGuard } from './Guard';
import { staffRoleGuard } from './guard-rules';

/** /login-as: only for a staff role token (logInAsAnyone, logInAsNonEmp); others see the 404 error page. */
export function RequireStaffRole({ children }: { children?: ReactNode }) {
  return <ApplyGuard decision={staffRoleGuard(useSession())}>{children}</ApplyGuard>;
}
