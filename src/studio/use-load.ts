import { useCallback, useEffect, useState } from 'react';

export type Load<T> = { data: T | null; error: Error | null; loading: boolean; retry: () => void };

/** Loads with `fetcher` whenever `deps` change (null: nothing to load); the last answer wins. */
export function useLoad<T>(fetcher: (() => Promise<T>) | null, deps: readonly unknown[]): Load<T> {
  const [result, setResult] = useState<{ data: T | null; error: Error | null; loading: boolean }>({ data: null, error: null, loading: fetcher !== null });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    if (!fetcher) {
      setResult({ data: null, error: null, loading: false });
      return;
    }
    let current = true;
    setResult((r) => ({ ...r, loading: true, error: null }));
    fetcher().then(
      (data) => current && setResult({ data, error: null, loading: false }),
      (error: unknown) => current && setResult({ data: null, error: error instanceof Error ? error : new Error(String(error)), loading: false }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the fetcher depends on
  }, [...deps, attempt]);
  return { ...result, retry };
}
