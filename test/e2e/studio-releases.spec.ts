// Issue 31: a publisher schedules an approved draft to go live at a date and time in the brand's time zone; at that
// time (the gateway's demo clock moved on) it goes live by itself and a member's next page shows it, no restart; a
// second release is cancelled and never goes live; the preview as of the release's date shows it before it is live.
// Runs on the publishing gateway (PUBLISHING_GATEWAY_PORT), on hospital: studio-publish.spec.ts works on partner.
// Two gateways on one Postgres (exactly once) are covered by the store's Postgres suite (release-suite.ts): the
// browser tests' gateways use PGlite in memory.
import type { Page } from '@playwright/test';
import { brandUrl, PUBLISHING_GATEWAY_PORT } from '../fixtures/brands';
import { DEMO_PASSWORD } from '../fixtures/personas';
import { expect, test } from '../fixtures/test';

test.describe.configure({ timeout: 240_000 });

const port = PUBLISHING_GATEWAY_PORT;
const BRAND = 'hospital';
const API = `/api/studio/content/${BRAND}`;
const SCHEDULED_LINE = 'Lakeside Hospital Health Plan, as of the scheduled release.';
const CANCELLED_LINE = 'A line that is never published.';

async function studioSignIn(page: Page, username: string): Promise<void> {
  await page.goto(brandUrl(BRAND, `/studio?brand=${BRAND}`, port));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${username}`)).toBeVisible();
  await page.getByLabel('Brand').selectOption(BRAND);
}

/** A draft with a line of its footer changed, saved and submitted by the signed-in editor (from their studio page). */
async function submittedDraft(editor: Page, title: string, line: 'line1' | 'line2', text: string): Promise<void> {
  const status = await editor.evaluate(
    async ({ api, title, line, text }) => {
      const json = { 'content-type': 'application/json' };
      const draft = await (await fetch(`${api}/drafts`, { method: 'POST', headers: json, body: JSON.stringify({ title }) })).json();
      const footer = draft.content.copy.footer ?? {};
      const content = { ...draft.content, copy: { ...draft.content.copy, footer: { ...footer, copyright: { ...footer.copyright, [line]: text } } } };
      const saved = await (await fetch(`${api}/drafts/${draft.id}`, { method: 'PUT', headers: json, body: JSON.stringify({ revision: draft.revision, content }) })).json();
      return (await fetch(`${api}/drafts/${draft.id}/submit`, { method: 'POST', headers: json, body: JSON.stringify({ revision: saved.revision }) })).status;
    },
    { api: API, title, line, text },
  );
  expect(status).toBe(200);
}

/** The gateway's clock and the brand's time zone, as the studio reads them. */
async function gatewayClock(page: Page): Promise<{ now: string; timeZone: string }> {
  return page.evaluate(async (api) => (await (await fetch(`${api}/releases`)).json()) as { now: string; timeZone: string }, API);
}

/** `instant` as the date and time inputs of `zone` take them. */
function inputsOf(instant: number, zone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

async function approveAndSchedule(page: Page, title: string, at: { date: string; time: string }): Promise<void> {
  await page.getByRole('tab', { name: 'Review', exact: true }).click();
  await page.getByRole('button', { name: `Open draft "${title}"` }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Approved "${title}".` })).toBeVisible();
  const form = page.getByRole('form', { name: 'Schedule a release' });
  await expect(form.getByText("Time zone: America/Los_Angeles (the brand's)")).toBeVisible();
  await form.getByLabel('Date', { exact: true }).fill(at.date);
  await form.getByLabel('Time', { exact: true }).fill(at.time);
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Scheduled to go live' })).toHaveText(`Scheduled to go live at ${at.date} ${at.time} (America/Los_Angeles). See it under History, Releases.`);
}

test('a publisher schedules a release minutes ahead: the preview of that day shows it, it goes live by itself for members, a cancelled one never does', async ({ page, browser, a11y }) => {
  const member = await browser.newPage();
  await member.goto(brandUrl(BRAND, '/login', port));
  await expect(member.getByText('© Lakeside Hospital Health Plan. All rights reserved.')).toBeVisible();

  const editor = await (await browser.newContext()).newPage();
  await studioSignIn(editor, 'editor');
  await submittedDraft(editor, 'Scheduled footer', 'line1', SCHEDULED_LINE);
  await submittedDraft(editor, 'Cancelled footer', 'line2', CANCELLED_LINE);

  await studioSignIn(page, 'publisher');
  const clock = await gatewayClock(page);
  // A few minutes ahead (the wall clock runs on while the test does, slowly on a loaded machine), then the gateway's
  // clock moved past it: it goes live at once instead of minutes later.
  const soon = inputsOf(Date.parse(clock.now) + 5 * 60_000, clock.timeZone);
  await approveAndSchedule(page, 'Scheduled footer', soon);
  await a11y.check(page, 'studio review with the schedule control');
  const later = inputsOf(Date.parse(clock.now) + 3 * 3_600_000, clock.timeZone);
  await approveAndSchedule(page, 'Cancelled footer', later);

  // History: both releases scheduled; the later one cancelled.
  await page.getByRole('tab', { name: 'History', exact: true }).click();
  const releases = page.getByRole('list', { name: 'Releases of this brand' });
  await expect(releases.getByRole('listitem')).toHaveCount(2);
  await expect(releases.getByRole('listitem').filter({ hasText: 'Scheduled footer' })).toContainText('Scheduled');
  const laterAt = `${later.date} ${later.time} (America/Los_Angeles)`;
  await page.getByRole('button', { name: `Cancel the release of ${laterAt}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `The release of ${laterAt} is cancelled.` })).toBeVisible();
  await expect(releases.getByRole('listitem').filter({ hasText: 'Cancelled footer' })).toContainText('Cancelled');
  await a11y.check(page, 'studio history with releases');

  // The preview as of the release's day shows it before it is live; the shareable link carries the date.
  await page.goto(brandUrl(BRAND, `/studio?brand=${BRAND}&persona=hospital&date=${soon.date}&width=1280&route=%2Fhome`, port));
  await expect(page.getByLabel('Shareable link')).toHaveValue(new RegExp(`date=${soon.date}`));
  const frame = page.frameLocator('iframe[title^="Preview of"]');
  await expect(frame.getByText(SCHEDULED_LINE)).toBeVisible({ timeout: 30_000 });
  await expect(frame.getByText(CANCELLED_LINE)).toHaveCount(0);
  await member.reload();
  await expect(member.getByText('© Lakeside Hospital Health Plan. All rights reserved.')).toBeVisible();

  // The gateway's clock six minutes on: the release goes live by itself; the member's next page shows it.
  // Node's request resolves no *.localhost name: the gateway's own address (the demo routes serve every host).
  const moved = await page.request.post(`http://localhost:${port}/api/__demo/clock`, { data: { advanceMs: 6 * 60_000 } });
  expect(moved.ok()).toBe(true);
  await expect
    .poll(
      async () => {
        await member.reload();
        return member.getByText(SCHEDULED_LINE).count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  await expect(member.getByText(CANCELLED_LINE)).toHaveCount(0);

  await page.goto(brandUrl(BRAND, `/studio?brand=${BRAND}`, port));
  await page.getByRole('tab', { name: 'History', exact: true }).click();
  const published = page.getByRole('list', { name: 'Releases of this brand' }).getByRole('listitem').filter({ hasText: 'Scheduled footer' });
  await expect(published).toContainText('Published');
  await expect(published).toContainText(/Went live as version \d+\./);
  await expect(page.getByRole('button', { name: /^Cancel the release of/ })).toHaveCount(0);
});
