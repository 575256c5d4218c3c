import { useEffect, useState } from 'react';

/**
 * Runs `run` once the first page has painted (a frame, then a task after it) and the browser is idle (at most 3 s
 * later), so what it starts never competes with the page's own render. Returns a cancel.
 */
export function afterFirstPaintWhenIdle(run: () => void): () => void {
  let cancel = () => {};
  const whenIdle = () => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(run, 1000);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  };
  const frame = window.requestAnimationFrame(() => {
    const task = window.setTimeout(() => (cancel = whenIdle()), 0);
    cancel = () => window.clearTimeout(task);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    cancel();
  };
}

/** False until the first page has painted and the browser is idle (afterFirstPaintWhenIdle). */
export function useAfterFirstPaintIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => afterFirstPaintWhenIdle(() => setIdle(true)), []);
  return idle;
}
