// Records what a page fetches: gateway calls (/api/*) with their browser-side timing, and the JS/CSS files.
import type { Page, Request } from '@playwright/test';
import type { TimedRequest } from './waterfall';

export interface AssetLoad {
  path: string;
  bytes: number;
  /** Epoch ms the request started. */
  start: number;
}

export class PageRecorder {
  readonly calls: TimedRequest[] = [];
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
      this.calls.push({ label: `${request.method()} ${url.pathname}${url.search}`, start: timing.startTime, end });
    } else if (['script', 'stylesheet'].includes(request.resourceType())) {
      const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
      this.assets.push({ path: url.pathname, bytes: sizes.responseBodySize, start: timing.startTime });
    }
  }

  /** The gateway calls started at or after `since` (epoch ms), except those matching `exclude`. */
  callsSince(since: number, exclude?: (label: string) => boolean): TimedRequest[] {
    return this.calls.filter((call) => call.start >= since && !exclude?.(call.label));
  }
}
