import { copy } from './copy';

/** A failed studio call: its message and 'Try again'. */
export function LoadFailed({ error, retry }: { error: Error; retry: () => void }) {
  return (
    <div role="alert">
      <p>{error.message}</p>
      <button type="button" onClick={retry}>
        {copy.errors.retry}
      </button>
    </div>
  );
}
