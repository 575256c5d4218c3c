/*
 * The script of a server-rendered first frame (gateway/first-frame.ts), in place of the app's entry. The page is
 * already painted from its HTML; its scripts only make it interactive, so they are fetched after the first
 * contentful paint rather than beside it: nothing competes with what the member sees first. Then the app's entry
 * runs as on any page and hydrates the frame (main.tsx). Standalone: it imports nothing.
 */

/**
 * The id of the JSON block the gateway writes (the entry's URL, then the files it and the page import): the
 * FIRST_FRAME_SCRIPTS_ID of first-frame-markers.ts, which this script cannot import and stay standalone. Its test
 * checks the two agree.
 */
const FIRST_FRAME_SCRIPTS_ID = 'first-frame-scripts';

/**
 * A tab in the background does not paint: the scripts come after this long at most. The wait is the twin of
 * src/api/first-paint-hold.ts's (the calls' wait for the same paint), written again because this script imports
 * nothing: a shared module would be a chunk of its own, or pull the entry in before the paint.
 */
const MAX_WAIT_MS = 300;

function afterFirstPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  setTimeout(once, MAX_WAIT_MS);
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      once();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    once();
  }
}

/** Lets the browser run its own work (input, paint) between two of ours, unthrottled in a background tab. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** The gateway's block (gateway/preloads.ts FirstFrameScripts): what to run, in order, and what to fetch besides. */
interface Scripts {
  run?: string[];
  fetch?: string[];
}

const block = document.getElementById(FIRST_FRAME_SCRIPTS_ID);
const { run = [], fetch: others = [] } = block ? (JSON.parse(block.textContent ?? '{}') as Scripts) : {};
if (run.length > 0) {
  afterFirstPaint(() => {
    for (const href of [...run, ...others]) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    // One file per task, each after the files it imports (all already fetching): the libraries start in one task,
    // the app in the next, instead of the whole start in one long task.
    void run.reduce<Promise<unknown>>((previous, href) => previous.then(() => import(/* @vite-ignore */ href)).then(nextTask), Promise.resolve());
  });
}
