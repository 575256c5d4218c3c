// `tsx scripts/perf/studio.ts [brand]` (after a production build; npm run perf:studio builds first): how long the
// studio's editor takes to become interactive on this machine, no throttling. RUNS times (default 3), each in a
// fresh browser context with an empty HTTP cache, signed in as the demo account `editor`:
//   from the start of the navigation to /studio?brand=<brand> (default main), the Workspace's "Edit" view clicked as
//   soon as it is there, until the open draft's "Pages and tiles" panel is visible and its first text field has
//   taken a typed character (the moment the browser dispatched its `input` event).
// The draft is the editor's own: one is started once, before the runs, when the editor has none on the brand (the
// studio opens the newest of them by itself). Prints each run and the median; exits 1 when the median is over
// 3,000 ms or a run failed. Gateway: PERF_PORT / DIST_DIR as in scripts/perf/gateway.ts. See docs/performance.md.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_PATH, chromiumArgs } from '../../test/fixtures/chromium';
import { DEMO_PASSWORD } from '../../test/fixtures/personas';
import { useGateway, type PerfGateway } from './gateway';
import { formatStudioRun, parseStudioArgs, STUDIO_BUDGET_MS, studioVerdict, type StudioRun } from './studio-report';

// The demo's studio accounts share the members' demo password (README.md, "The studio").
const EDITOR = 'editor';
const DRAFT_TITLE = 'perf:studio';
const TIMEOUT_MS = 30_000;

let args: ReturnType<typeof parseStudioArgs>;
try {
  args = parseStudioArgs(process.argv.slice(2), process.env.RUNS);
} catch (error) {
  console.error(`perf:studio: ${(error as Error).message}`);
  process.exit(1);
}
const { brand, runs } = args;

async function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
}

async function signIn(page: Page, gateway: PerfGateway): Promise<void> {
  await page.goto(gateway.url(brand, '/studio'));
  await page.getByLabel('Username').fill(EDITOR);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText(`Signed in as ${EDITOR}`).waitFor({ timeout: TIMEOUT_MS });
}

const openEditView = (page: Page) =>
  page.getByRole('tab', { name: 'Edit', exact: true }).click({ timeout: TIMEOUT_MS });

const pagesPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Pages and tiles' });

/** Starts a draft of the editor's on the brand unless there is one: every run then opens the same draft. */
async function ensureDraft(browser: Browser, gateway: PerfGateway): Promise<void> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await signIn(page, gateway);
    const { drafts } = await page.evaluate(async (id) => {
      const answer = await fetch(`/api/studio/content/${id}/drafts`);
      if (!answer.ok) throw new Error(`GET /api/studio/content/${id}/drafts: ${answer.status}`);
      return (await answer.json()) as { drafts: { author: string }[] };
    }, brand);
    if (drafts.some((draft) => draft.author === EDITOR)) return;
    await page.goto(gateway.url(brand, `/studio?brand=${brand}`));
    await openEditView(page);
    await page.getByLabel("New draft's title").fill(DRAFT_TITLE);
    await page.getByRole('button', { name: 'Start a new draft' }).click();
    await pagesPanel(page).waitFor({ timeout: TIMEOUT_MS });
    console.log(`Started the draft "${DRAFT_TITLE}" of ${brand} as ${EDITOR}: each run opens it.`);
  } finally {
    await context.close();
  }
}

interface PerfWindow {
  perfInputAt?: number;
}

async function measure(browser: Browser, gateway: PerfGateway): Promise<StudioRun> {
  const context = await newContext(browser);
  try {
    // The first `input` event of each document, in its own clock (0 = the navigation's start).
    await context.addInitScript(() => {
      document.addEventListener('input', () => ((window as PerfWindow).perfInputAt ??= performance.now()), { capture: true });
    });
    const page = await context.newPage();
    await signIn(page, gateway);
    // Signing in loaded the studio's files: emptied, so every run is a first visit (the session cookie stays).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();

    await page.goto(gateway.url(brand, `/studio?brand=${brand}`), { waitUntil: 'commit' });
    await openEditView(page);
    await pagesPanel(page).waitFor({ timeout: TIMEOUT_MS });
    const shownMs = await page.evaluate(() => performance.now());
    const field = pagesPanel(page).getByRole('textbox').first();
    const before = await field.inputValue({ timeout: TIMEOUT_MS });
    await field.pressSequentially('x', { timeout: TIMEOUT_MS });
    const after = await field.inputValue();
    const interactiveMs = await page.evaluate(() => (window as PerfWindow).perfInputAt ?? null);
    if (after === before || interactiveMs === null) {
      return { shownMs, interactiveMs: null, problem: `the editor's first text field did not take a typed character (it shows "${after}")` };
    }
    return { shownMs, interactiveMs, problem: null };
  } catch (error) {
    return { shownMs: null, interactiveMs: null, problem: (error as Error).message.split('\n')[0]! };
  } finally {
    await context.close();
  }
}

const results: StudioRun[] = [];
const gateway = await useGateway();
let browser: Browser | null = null;
try {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
  await ensureDraft(browser, gateway);
  for (let run = 1; run <= runs; run++) {
    const result = await measure(browser, gateway);
    results.push(result);
    console.log(`studio editor (${brand}) run ${run}/${runs}: ${formatStudioRun(result)}`);
  }
} finally {
  await browser?.close();
  await gateway.stop();
}

const verdict = studioVerdict(results);
const median = verdict.median === null ? 'n/a' : `${Math.round(verdict.median)} ms`;
console.log(`\nStudio editor interactive (${brand}), median of ${runs} run(s): ${median} (budget ${STUDIO_BUDGET_MS} ms)`);
for (const problem of verdict.problems) console.error(`  ✗ ${problem}`);
process.exit(verdict.problems.length === 0 ? 0 : 1);
