import type { ReactNode } from 'react';
import { useSession } from '../../member/session';
import { ApplyGuard } from './Guard';
import { temporaryTokenGuard } from './guard-rules';

/** The onboarding steps: need a temporary token; else /home with a session, /logout without. */
export function RequireTemporaryToken({ children }: { children?: ReactNode }) {
  return <ApplyGuard decision={temporaryTokenGuard(useSession())}>{children}</ApplyGuard>;
}
