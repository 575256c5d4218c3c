// Records what a page fetches: gateway calls (/api/*) with their browser-side timing, and the JS/CSS files.
import type { Page, Request } from '@playwright/test';
import type { TimedRequest } from './waterfall';

export interface AssetLoad {
  path: string;
  bytes: number;
  /** Epoch ms the request started. */
  start: number;
}

/** A gateway call as recorded, with its full URL to find it in the page's Resource Timing. */
export interface RecordedCall extends TimedRequest {
  url: string;
}

export class PageRecorder {
  readonly calls: RecordedCall[] = [];
  readonly assets: AssetLoad[] = [];

  constructor(page: Page) {
    page.on('requestfinished', (request) => void this.record(request));
    page.on('requestfailed', (request) => void this.record(request));
  }

  private async record(request: Request): Promise<void> {
    const url = new URL(request.url());
    const timing = request.timing();
    if (url.pathname.startsWith('/api/')) {
      // responseEnd is relative to startTime; -1 when the request failed before an answer.
      const end = timing.startTime + Math.max(timing.responseEnd, 0);
      this.calls.push({ label: `${request.method()} ${url.pathname}${url.search}`, url: url.href, start: timing.startTime, end });
    } else if (['script', 'stylesheet'].includes(request.resourceType())) {
      const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
      this.assets.push({ path: url.pathname, bytes: sizes.responseBodySize, start: timing.startTime });
    }
  }

  /** The gateway calls started at or after `since` (epoch ms), except those matching `exclude`. */
  callsSince(since: number, exclude?: (label: string) => boolean): RecordedCall[] {
    return this.calls.filter((call) => call.start >= since && !exclude?.(call.label));
  }
}

/**
 * The same calls timed from when the page issued them (Resource Timing `startTime`), not from when they got one of
 * Chromium's six connections per host: the app's own waterfall, without the queueing of HTTP/1.1. Calls of the
 * current document only (a reload starts a new timeline); a call not found there keeps its network times.
 */
export async function issuedTimes(page: Page, calls: readonly RecordedCall[]): Promise<RecordedCall[]> {
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e): e is PerformanceResourceTiming => new URL(e.name).pathname.startsWith('/api/'))
      .map((e) => ({ url: e.name, start: performance.timeOrigin + e.startTime, end: performance.timeOrigin + e.responseEnd })),
  );
  const unused = [...entries];
  return calls.map((call) => {
    const index = unused.findIndex((entry) => entry.url === call.url);
    if (index === -1) return call;
    const [entry] = unused.splice(index, 1);
    return entry ? { ...call, start: entry.start, end: entry.end } : call;
  });
}
