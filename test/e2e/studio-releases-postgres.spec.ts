// Issue 31: scheduled releases on several instances. Two gateways share one Postgres (TEST_DATABASE_URL, started by
// scripts/with-postgres.sh around the browser tests; playwright.config.ts starts these gateways only then). A
// publisher schedules a release on one; when it is due by the other's clock, that one publishes it, exactly once,
// and the first serves it to its members at once, no restart (it hears of it: LISTEN/NOTIFY).
import type { Page } from '@playwright/test';
import { brandUrl, SHARED_DATABASE_PORTS } from '../fixtures/brands';
import { aMinuteAhead, approveAndSchedule, contentApi, expectOnNextPage, gatewayClock, moveClock, studioSignIn, submittedDraft } from '../fixtures/releases';
import { expect, test } from '../fixtures/test';

test.describe.configure({ timeout: 240_000 });
test.skip(!process.env.TEST_DATABASE_URL, `no Postgres for the browser tests: ${process.env.TEST_POSTGRES_SKIP_REASON ?? 'TEST_DATABASE_URL is not set (npm run test:e2e sets it through scripts/with-postgres.sh)'}`);

const [FIRST, SECOND] = SHARED_DATABASE_PORTS;
const BRAND = 'regional';
// Each attempt its own draft and line: a retry meets the first attempt's release in the same database.
const RUN = Date.now().toString(36);
const TITLE = `Footer for both ${RUN}`;
const LINE = `Released on one gateway, served by both (${RUN}).`;

/** How many versions the brand has, as the signed-in studio page reads them. */
const versionCount = (page: Page) =>
  page.evaluate(async (api) => ((await (await fetch(`${api}/versions`)).json()) as { versions: unknown[] }).versions.length, contentApi(BRAND));

test('a release scheduled on one gateway goes live once when due, by the other, and both serve it at once', async ({ page, browser, a11y }) => {
  const onFirst = await browser.newPage();
  const onSecond = await browser.newPage();
  await onFirst.goto(brandUrl(BRAND, '/login', FIRST));
  await onSecond.goto(brandUrl(BRAND, '/login', SECOND));
  await expect(onFirst.getByRole('contentinfo')).toBeVisible();
  await expect(onSecond.getByText(LINE)).toHaveCount(0);

  const editor = await (await browser.newContext()).newPage();
  await studioSignIn(editor, 'editor', BRAND, SECOND);
  await submittedDraft(editor, BRAND, TITLE, 'line1', LINE);

  await studioSignIn(page, 'publisher', BRAND, FIRST);
  const clock = await gatewayClock(page, BRAND);
  const soon = aMinuteAhead(clock.now, clock.timeZone);
  await approveAndSchedule(page, TITLE, soon, clock.timeZone);
  await a11y.check(page, 'studio review, scheduled on the first gateway');
  const versionsBefore = await versionCount(page);

  // The second gateway's clock three minutes on: it publishes the release; the first's members see it next page.
  await moveClock(page, SECOND, 3 * 60_000);
  for (const member of [onFirst, onSecond]) await expectOnNextPage(member, LINE);

  // Exactly once: one release, published, one new version; the first gateway's clock moved on too publishes nothing.
  await moveClock(page, FIRST, 3 * 60_000);
  await page.reload();
  await page.getByRole('tab', { name: 'History', exact: true }).click();
  const releases = page.getByRole('list', { name: 'Releases of this brand' }).getByRole('listitem').filter({ hasText: TITLE });
  await expect(releases).toHaveCount(1);
  await expect(releases.first()).toContainText('Published');
  await expect(releases.first()).toContainText(/Went live as version \d+\./);
  const versionsAfter = await versionCount(page);
  expect(versionsAfter).toBe(versionsBefore + 1);
  await a11y.check(page, 'studio history, published by the second gateway');
});
