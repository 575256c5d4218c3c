import { useState } from 'react';
import { reviewCopy } from './copy';

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface ActionState {
  busy: boolean;
  /** What the last action did (role=status). */
  done: string;
  /** Why the last action was refused or failed (role=alert), as the server worded it. */
  refused: string;
  run: <T>(call: () => Promise<T>, success: (result: T) => string) => Promise<Outcome<T>>;
  /** Shows a refusal in the studio's own words (in place of the server's). */
  refuse: (text: string) => void;
  clear: () => void;
}

/** One action at a time: busy while it runs, then its sentence or its refusal (the outcome tells the caller too). */
export function useAction(): ActionState {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const [refused, setRefused] = useState('');
  const clear = () => {
    setDone('');
    setRefused('');
  };
  const run = async <T,>(call: () => Promise<T>, success: (result: T) => string): Promise<Outcome<T>> => {
    clear();
    setBusy(true);
    try {
      const result = await call();
      setDone(success(result));
      return { ok: true, value: result };
    } catch (caught) {
      setRefused(reviewCopy.refused(caught instanceof Error ? caught.message : String(caught)));
      return { ok: false, error: caught };
    } finally {
      setBusy(false);
    }
  };
  return { busy, done, refused, run, refuse: setRefused, clear };
}
