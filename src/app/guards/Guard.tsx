import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { LazyErrorPage as ErrorPage } from '../error/lazy-error-page';
import type { GuardDecision } from './guard-rules';

/** Applies a guard decision: the child routes, a redirect (replacing history), the 404 page, or nothing yet. */
export function ApplyGuard({ decision, children }: { decision: GuardDecision; children?: ReactNode }) {
  switch (decision.kind) {
    case 'allow':
      return children ?? <Outlet />;
    case 'redirect':
      return <Navigate to={decision.to} replace state={decision.state} />;
    case 'notFound':
      return <ErrorPage status={404} />;
    case 'wait':
      return null;
  }
}
