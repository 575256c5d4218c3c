import type { ReactNode } from 'react';
import { useMemberFacts } from '../../member/use-member-facts';
import { ApplyGuard } from './Guard';
import { notTermedGuard } from './guard-rules';

/** /id-card: a termed member goes to /home (fact `member.isTermed`). */
export function RequireNotTermed({ children }: { children?: ReactNode }) {
  const member = useMemberFacts();
  return <ApplyGuard decision={notTermedGuard(member.status, member.facts?.['member.isTermed'])}>{children}</ApplyGuard>;
}
