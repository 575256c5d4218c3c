import { onlineManager } from '@tanstack/react-query';

/*
 * On a cold start the first frame comes before the calls: queries created by the first render wait (react-query's
 * "paused", shown like loading) until the page has painted its first content, then start together. The first
 * frame is not held up by a round of requests the browser sets up first.
 */

/** The longest the calls wait for the paint (a background tab does not paint). */
const MAX_HOLD_MS = 300;

export function holdCallsUntilFirstPaint(): () => void {
  onlineManager.setOnline(false);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    onlineManager.setOnline(navigator.onLine !== false);
  };
  // Called once the first render has committed: release when the browser reports its first contentful paint.
  return () => {
    window.setTimeout(release, MAX_HOLD_MS);
    if (typeof PerformanceObserver === 'undefined') return release();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      release();
    });
    try {
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      release();
    }
  };
}
