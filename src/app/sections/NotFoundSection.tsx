import { Navigate } from 'react-router-dom';
import type { NotFoundProps } from './not-found.widget';

/** The `notFound` widget: the page is not this member's, so the 404 page (like an unknown address). */
export default function NotFoundSection(_props: NotFoundProps) {
  return <Navigate to="/error/404" replace />;
}
