// Issue 31: a publisher schedules an approved draft to go live at a date and time in the brand's time zone; at that
// time (the gateway's demo clock moved on) it goes live by itself and a member's next page shows it, no restart; a
// second release is cancelled and never goes live; the preview as of the release's date shows it before it is live.
// Runs on the publishing gateway (PUBLISHING_GATEWAY_PORT), on hospital: studio-publish.spec.ts works on partner.
// Two gateways on one Postgres: studio-releases-postgres.spec.ts.
import { brandUrl, PUBLISHING_GATEWAY_PORT } from '../fixtures/brands';
import { aMinuteAhead, approveAndSchedule, expectOnNextPage, gatewayClock, inputsOf, moveClock, studioSignIn, submittedDraft } from '../fixtures/releases';
import { expect, test } from '../fixtures/test';

test.describe.configure({ timeout: 240_000 });

const port = PUBLISHING_GATEWAY_PORT;
const BRAND = 'hospital';
// Each attempt its own drafts and lines: a retry meets the first attempt's releases on the same gateway.
const RUN = Date.now().toString(36);
const SCHEDULED_LINE = `Lakeside Hospital Health Plan, as of the scheduled release (${RUN}).`;
const CANCELLED_LINE = `A line that is never published (${RUN}).`;
const SCHEDULED = `Scheduled footer ${RUN}`;
const CANCELLED = `Cancelled footer ${RUN}`;

test('a publisher schedules a release a minute ahead: the preview of that day shows it, it goes live by itself for members, a cancelled one never does', async ({ page, browser, a11y }) => {
  const member = await browser.newPage();
  await member.goto(brandUrl(BRAND, '/login', port));
  await expect(member.getByRole('contentinfo')).toBeVisible();
  await expect(member.getByText(SCHEDULED_LINE)).toHaveCount(0);

  const editor = await (await browser.newContext()).newPage();
  await studioSignIn(editor, 'editor', BRAND, port);
  await submittedDraft(editor, BRAND, SCHEDULED, 'line1', SCHEDULED_LINE);
  await submittedDraft(editor, BRAND, CANCELLED, 'line2', CANCELLED_LINE);

  await studioSignIn(page, 'publisher', BRAND, port);
  // The later release first (two days ahead, so the preview of the first one's day does not include it), so the one
  // due in a minute is scheduled last and its checks run at once: its time is the first whole minute at least 90 s
  // after the gateway's clock, read just before.
  const first = await gatewayClock(page, BRAND);
  const later = inputsOf(Date.parse(first.now) + 2 * 24 * 3_600_000, first.timeZone);
  await approveAndSchedule(page, CANCELLED, later, first.timeZone);
  await a11y.check(page, 'studio review with the schedule control');
  const clock = await gatewayClock(page, BRAND);
  const soon = aMinuteAhead(clock.now, clock.timeZone);
  await approveAndSchedule(page, SCHEDULED, soon, clock.timeZone);

  // The preview as of the release's day shows it before it is live; the shareable link carries the date.
  await page.goto(brandUrl(BRAND, `/studio?brand=${BRAND}&persona=hospital&date=${soon.date}&width=1280&route=%2Fhome`, port));
  await expect(page.getByLabel('Shareable link')).toHaveValue(new RegExp(`date=${soon.date}`));
  const frame = page.frameLocator('iframe[title^="Preview of"]');
  await expect(frame.getByText(SCHEDULED_LINE)).toBeVisible({ timeout: 30_000 });
  await expect(frame.getByText(CANCELLED_LINE)).toHaveCount(0);
  await member.reload();
  await expect(member.getByRole('contentinfo')).toBeVisible();
  await expect(member.getByText(SCHEDULED_LINE)).toHaveCount(0);

  // History: both releases scheduled; the later one cancelled.
  await page.goto(brandUrl(BRAND, `/studio?brand=${BRAND}`, port));
  await page.getByRole('tab', { name: 'History', exact: true }).click();
  const releases = page.getByRole('list', { name: 'Releases of this brand' });
  await expect(releases.getByRole('listitem').filter({ hasText: RUN })).toHaveCount(2);
  const laterAt = `${later.date} ${later.time} (${first.timeZone})`;
  await page.getByRole('button', { name: `Cancel the release of ${laterAt}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `The release of ${laterAt} is cancelled.` })).toBeVisible();
  await expect(releases.getByRole('listitem').filter({ hasText: CANCELLED })).toContainText('Cancelled');
  await a11y.check(page, 'studio history with releases');

  // The gateway's clock three minutes on: the release goes live by itself; the member's next page shows it.
  await moveClock(page, port, 3 * 60_000);
  await expectOnNextPage(member, SCHEDULED_LINE);
  await expect(member.getByText(CANCELLED_LINE)).toHaveCount(0);

  await page.goto(brandUrl(BRAND, `/studio?brand=${BRAND}`, port));
  await page.getByRole('tab', { name: 'History', exact: true }).click();
  const published = page.getByRole('list', { name: 'Releases of this brand' }).getByRole('listitem').filter({ hasText: SCHEDULED });
  await expect(published).toContainText('Published');
  await expect(published).toContainText(/Went live as version \d+\./);
  await expect(published.getByRole('button')).toHaveCount(0);
});
