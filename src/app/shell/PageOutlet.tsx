import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LazyErrorPage } from '../error/lazy-error-page';
import { useGlobalError } from '../error/global-error';

/** The page of the current route, or, after an unhandled failed request, the error page in its place. */
export function PageOutlet() {
  const { status } = useGlobalError();
  return status !== null ? (
    <Suspense fallback={null}>
      <LazyErrorPage status={status} />
    </Suspense>
  ) : (
    <Outlet />
  );
}
