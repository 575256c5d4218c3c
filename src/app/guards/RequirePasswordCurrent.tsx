import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useMemberFacts } from '../../member/use-member-facts';
import { ApplyGuard } from './Guard';
import { passwordChangeGuard } from './guard-rules';

/** Every signed-in page: an account that must change its password goes to the change-password page first. */
export function RequirePasswordCurrent({ children }: { children?: ReactNode }) {
  const member = useMemberFacts();
  const { pathname } = useLocation();
  const status = member.status === 'ready' ? member.context?.account?.accountStatus : undefined;
  return <ApplyGuard decision={passwordChangeGuard(status, pathname)}>{children}</ApplyGuard>;
}
