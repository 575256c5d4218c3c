import { Outlet } from 'react-router-dom';
import { ErrorPage } from '../error/ErrorPage';
import { useGlobalError } from '../error/global-error';

/** The page of the current route, or, after an unhandled failed request, the error page in its place. */
export function PageOutlet() {
  const { status } = useGlobalError();
  return status !== null ? <ErrorPage status={status} /> : <Outlet />;
}
