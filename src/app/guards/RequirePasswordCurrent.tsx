import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useMemberFacts } from '../../member/use-member-facts';
import { ApplyGuard } from './Guard';
import { CHANGE_PASSWORD_PATH, passwordChangeGuard } from './guard-rules';

/**
 * Every signed-in page: an account that must change its password goes to the change-password page first. Going
 * from that page to another in the app is held: the member is sent back, and the page says so.
 */
export function RequirePasswordCurrent({ children }: { children?: ReactNode }) {
  const member = useMemberFacts();
  const { pathname } = useLocation();
  const status = member.status === 'ready' ? member.context?.account?.accountStatus : undefined;
  // The path this guard last let through (after commit), so a redirect knows it leaves the change-password page.
  const shown = useRef<string | null>(null);
  const decision = passwordChangeGuard(status, pathname, shown.current === CHANGE_PASSWORD_PATH);
  useEffect(() => {
    shown.current = decision.kind === 'allow' ? pathname : null;
  });
  return <ApplyGuard decision={decision}>{children}</ApplyGuard>;
}
