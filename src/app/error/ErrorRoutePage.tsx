import { useParams } from 'react-router-dom';
import { ErrorPage } from './ErrorPage';

/** The `error/:status` route. */
export default function ErrorRoutePage() {
  const { status } = useParams();
  return <ErrorPage status={status} />;
}
