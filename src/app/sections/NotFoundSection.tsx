import { Navigate } from 'react-router-dom';

/** The `notFound` widget: the page is not this member's, so the 404 page (like an unknown address). */
export default function NotFoundSection() {
  return <Navigate to="/error/404" replace />;
}
