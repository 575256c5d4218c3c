// Issue 16: content editors change tiles and copy in the studio, publishers review, publish and restore, and a
// member's next page load shows each publication. Runs on a gateway of its own (PUBLISHING_GATEWAY_PORT, its own
// content store in memory), so its publications never reach the other specs' members.
import type { Browser, Page } from '@playwright/test';
import { registerChecker, type A11yChecker } from '../fixtures/a11y';
import { brandUrl, PUBLISHING_GATEWAY_PORT } from '../fixtures/brands';
import { tileNames } from '../fixtures/home';
import { DEMO_PASSWORD, personas } from '../fixtures/personas';
import { expect, test } from '../fixtures/test';

// Three people in three windows, a build of the preview per save, axe on each studio view: minutes on 2 cores.
test.describe.configure({ timeout: 300_000 });

const port = PUBLISHING_GATEWAY_PORT;
const NEW_TITLE = 'Your latest claims';

async function studioSignIn(page: Page, username: string): Promise<void> {
  await page.goto(brandUrl('partner', '/studio', port));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${username}`)).toBeVisible();
  await page.getByLabel('Brand').selectOption('partner');
}

/** A window of its own (its own storage and cookies), checked by the test's axe checker. */
async function window(browser: Browser, a11y: A11yChecker): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' })).newPage();
  registerChecker(page, a11y);
  return page;
}

async function memberHome(page: Page): Promise<string[]> {
  await page.goto(brandUrl('partner', '/home', port));
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${personas.partner.firstName}` })).toBeVisible({ timeout: 15_000 });
  return tileNames(page);
}

test('an editor reorders partner /home by keyboard and changes a line of copy; a publisher reviews, publishes and restores; the member sees each on reload', async ({ page, browser, a11y }) => {
  // The member, signed in on the partner plan.
  const member = await window(browser, a11y);
  await member.goto(brandUrl('partner', '/login', port));
  await member.getByRole('main').getByLabel('Username', { exact: true }).fill(personas.partner.username);
  await member.getByRole('main').getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await member.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  await member.waitForURL((url) => url.pathname !== '/login');
  // The partner plan's first sign-in signs the communication policy (spec §4); this gateway's demo state keeps it.
  if (new URL(member.url()).pathname === '/registration-policies') {
    await member.getByRole('main').getByLabel('I have read the digital communications policy', { exact: true }).check();
    await member.getByRole('main').getByRole('button', { name: 'Continue', exact: true }).click();
  }
  await member.waitForURL((url) => url.pathname === '/home');
  const before = await memberHome(member);
  expect(before).toContain('Recent claims');
  expect(before[0]).not.toBe('Recent claims');

  // The editor: a new draft, the recent-claims tile to the top with the keyboard only, a line of copy, submit.
  const editor = await window(browser, a11y);
  await studioSignIn(editor, 'partnereditor');
  await editor.getByRole('tab', { name: 'Edit', exact: true }).click();
  await expect(editor.getByText('No open draft of this brand.')).toBeVisible();
  await editor.getByLabel("New draft's title").fill('Claims first');
  await expect(editor.getByLabel("New draft's title")).toHaveValue('Claims first');
  await editor.getByRole('button', { name: 'Start a new draft' }).click();
  await expect(editor.getByRole('heading', { level: 3, name: 'Claims first' })).toBeVisible();
  const tiles = editor.getByRole('list', { name: 'Tiles of home, in order' });
  // The tiles in order, by their move handles' names ("Move tile recent-claims").
  const order = () => tiles.getByRole('button', { name: /^Move tile / }).evaluateAll((handles) => handles.map((h) => h.getAttribute('aria-label')!.replace('Move tile ', '')));
  const from = (await order()).indexOf('recent-claims');
  expect(from).toBeGreaterThan(0);
  await editor.getByRole('button', { name: 'Move tile recent-claims' }).focus();
  // dnd-kit's keyboard path: Space picks the tile up, each arrow moves it one place (announced), Space drops it.
  await editor.keyboard.press('Space');
  await expect(editor.getByText(`Tile recent-claims is over position ${from + 1} of`)).toBeAttached();
  // dnd-kit listens for the arrows from the task after the pick-up (a setTimeout): let the page run that task.
  await editor.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  for (let at = from; at >= 1; at -= 1) {
    await editor.keyboard.press('ArrowUp');
    await expect(editor.getByText(`Tile recent-claims is over position ${at} of`)).toBeAttached();
  }
  await editor.keyboard.press('Space');
  await expect.poll(async () => (await order())[0]).toBe('recent-claims');
  await expect(editor.getByRole('status').filter({ hasText: 'Tile recent-claims moved to position 1' })).toBeVisible();

  await editor.getByRole('tab', { name: 'Copy' }).click();
  await editor.getByLabel('Search keys and texts').fill('claims.recentClaims.title');
  await editor.getByRole('textbox', { name: 'Override of claims.recentClaims.title', exact: true }).fill(NEW_TITLE);
  // An English override without its Spanish one is a warning (Spanish pages would show the default): both, then.
  await editor.getByRole('textbox', { name: 'Spanish override of claims.recentClaims.title', exact: true }).fill('Sus reclamos más recientes');
  await expect(editor.getByText(/^All changes saved at/)).toBeVisible({ timeout: 15_000 });
  await expect(editor.getByRole('heading', { level: 3, name: 'No problems' })).toBeVisible();
  await a11y.check(editor, 'studio editor (copy)');
  await editor.getByRole('tab', { name: 'Pages and tiles' }).click();
  await a11y.check(editor, 'studio editor (pages and tiles)');
  await editor.getByRole('button', { name: 'Submit for review' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Submitted for review.' })).toBeVisible();

  // An editor cannot publish: no such action in their review, and the gateway refuses the call.
  await editor.getByRole('tab', { name: 'Review', exact: true }).click();
  await editor.getByRole('button', { name: 'Open draft "Claims first"' }).click();
  await expect(editor.getByRole('heading', { name: 'Changes' })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  // The call itself, from the editor's studio page (its cookie, its origin): refused by the gateway.
  const refused = await editor.evaluate(async () => {
    const { drafts } = (await (await fetch('/api/studio/content/partner/drafts')).json()) as { drafts: { id: string; title: string }[] };
    const id = drafts.find((d) => d.title === 'Claims first')!.id;
    const answer = await fetch(`/api/studio/content/partner/drafts/${id}/publish`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"message":"x"}' });
    return answer.status;
  });
  expect(refused).toBe(403);

  // The publisher: the readable diff, the draft's preview as the member, approve, publish.
  await studioSignIn(page, 'publisher');
  await page.getByRole('tab', { name: 'Review', exact: true }).click();
  await page.getByRole('button', { name: 'Open draft "Claims first"' }).click();
  const changes = page.getByRole('list', { name: 'Changes' });
  await expect(changes).toContainText(`tile 'recent-claims' moved from ${from + 1} to 1`);
  await expect(changes).toContainText(`copy claims.recentClaims.title changed from "Recent claims" to "${NEW_TITLE}"`);
  await page.getByRole('button', { name: 'Preview this draft' }).click();
  await page.getByLabel('Member (demo persona)').selectOption('partner');
  const frame = page.frameLocator('iframe[title^="Preview of"]');
  await expect(frame.getByRole('region', { name: NEW_TITLE, exact: true })).toBeVisible({ timeout: 20_000 });
  await a11y.check(page, 'studio review');
  // Side by side as members will see it: the live version and the draft, the moved tile outlined in the draft.
  await page.getByRole('button', { name: 'Compare side by side' }).click();
  await expect(page.locator('iframe[title$=": Live version"]')).toBeVisible();
  const draftSide = page.frameLocator('iframe[title$=": Draft: Claims first"]');
  await expect(draftSide.getByRole('region', { name: NEW_TITLE, exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(draftSide.locator('[data-studio-changed="section:home:recent-claims"]').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: /changed elements? outlined on this page/ })).toBeVisible();
  // For every persona of the brand: where the change shows, and to whom a rule hides it.
  await page.getByRole('button', { name: 'Compare for every persona' }).click();
  const reach = page.getByRole('list', { name: 'Who will see the change' });
  await expect(reach).toContainText('home: recent-claims (on the page "home")', { timeout: 20_000 });
  await expect(reach).toContainText(/Visible for: .*partner/);
  await a11y.check(page, 'studio review side by side');
  await page.getByRole('button', { name: 'Stop comparing' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Approved "Claims first".' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published as version 2.' })).toBeVisible();
  const published = Date.now();

  // The member's next page load shows it: no rebuild, no restart.
  const after = await memberHome(member);
  console.log(`publish to member: the member's reload showed version 2 ${Date.now() - published} ms after the publisher's answer`);
  expect(after[0]).toBe(NEW_TITLE);
  expect(after).not.toContain('Recent claims');

  // The publisher restores version 1 (a new version); the member's next load shows the original again.
  await page.getByRole('tab', { name: 'History', exact: true }).click();
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await page.getByRole('button', { name: 'Restore and publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Restored version 1 as version 3.' })).toBeVisible();
  await a11y.check(page, 'studio history');
  expect(await memberHome(member)).toEqual(before);
});
