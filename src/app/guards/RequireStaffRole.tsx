import { useRef, type ReactNode } from 'react';
import { useSession } from '../../member/session';
import { ApplyGuard } from './Guard';
import { staffRoleGuard, staffRoleGuardAfterAdmission } from './guard-rules';

/** /login-as: only for a staff role token (logInAsAnyone, logInAsNonEmp); others see the 404 error page. */
export function RequireStaffRole({ children }: { children?: ReactNode }) {
  const session = useSession();
  const admitted = useRef(false);
  const decision = admitted.current ? staffRoleGuardAfterAdmission(session) : staffRoleGuard(session);
  if (decision.kind === 'allow') admitted.current = true;
  return <ApplyGuard decision={decision}>{children}</ApplyGuard>;
}
