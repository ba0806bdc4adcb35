import { expect, test } from '@playwright/test';
import { api, confirmedUser, signedInPage } from './helpers';

interface Conversation {
  _id: string;
  profile: { _id: string; full_name: string };
}

test('sample data: a new user sees replies and accepted prospects within a minute, all made by the engine, then deletes it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await confirmedUser(request, 'Sampler');
  const page = await signedInPage(browser, token);
  const routerWarnings: string[] = [];
  page.on('console', (m) => m.text().includes('HydrateFallback') && routerWarnings.push(m.text()));

  // The first workspace screen offers sample data beside creating a workspace.
  await page.goto('/space/create');
  const card = page.getByTestId('sample-data-card');
  await expect(card).toBeVisible();
  const started = Date.now();
  await card.getByRole('button', { name: 'Try it with sample data' }).click();

  // The replay shows its progress, then opens the sample workspace's inbox.
  await expect(page).toHaveURL(/\/space\/sample\/[0-9a-f-]{36}/, { timeout: 30_000 });
  const spaceId = page.url().split('/space/sample/')[1]!.split(/[?#]/)[0]!;
  // (the first use of the sandbox network in a fresh database creates its members: a few seconds)
  await expect(page.getByTestId('sample-progress')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText(/^Day \d+ of 14$/)).toBeVisible();
  await expect(page).toHaveURL(/\/inbox/, { timeout: 60_000 });
  const rows = page.getByTestId('conversation-row');
  await expect(rows.first()).toBeVisible();
  const seconds = (Date.now() - started) / 1000;
  console.log(`sample workspace: replies in the inbox after ${seconds.toFixed(1)} s`);
  expect(seconds).toBeLessThan(60);
  await expect(page.getByTestId('sample-banner')).toBeVisible();

  // The page title counts unread conversations: leave exactly three unread.
  const q = `space=${spaceId}`;
  const { items: unread } = await api<{ items: Conversation[] }>(
    request,
    'get',
    `/inbox/conversations?${q}&mark=unread&limit=100`,
    token,
  );
  expect(unread.length).toBeGreaterThanOrEqual(3);
  for (const c of unread.slice(3))
    await api(request, 'post', `/inbox/conversations/${c._id}/mark?${q}`, token, { mark: 'read' });
  await page.reload();
  await expect(page).toHaveTitle('(3) Leadloop');

  // A reply, and in the prospect's card the engine's actions that led to it (the actions log).
  await page.goto(`/inbox/${unread[0]!.profile._id}`);
  await expect(page.getByTestId('message-inbound').first()).toBeVisible();
  await expect(page).toHaveTitle('(2) Leadloop');
  await page.getByTestId('nav-profiles').click();
  await expect(page).toHaveURL(/\/profiles\/my-prospects/);
  await expect(page.getByTestId('prospect-row').first()).toBeVisible();
  // The person who replied, found by name (a namesake may exist: their own row by id).
  const replied = unread[0]!.profile;
  await page.getByLabel('Search prospects').fill(replied.full_name);
  await expect(page).toHaveURL(/q=/);
  await page
    .locator(`[data-testid="prospect-row"] a[href*="/profiles/my-prospects/${replied._id}"]`)
    .first()
    .click();
  const timeline = page.getByTestId('prospect-timeline');
  await expect(timeline).toContainText('Step connection request: done');
  await expect(timeline).toContainText('Received a Network message');

  // The prospects search shows its whole placeholder, on a laptop and on a phone.
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/profiles/my-prospects');
    const search = page.getByLabel('Search prospects');
    await expect(search).toBeVisible();
    const room = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(input.placeholder).width;
      const width = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text, width };
    });
    expect(room.text, `placeholder at ${viewport.width} px`).toBeLessThanOrEqual(room.width);
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  // The dashboard opens on the last week, which holds the sample's activity (not a row of zeros).
  await page.goto('/dashboard/my-dashboard');
  await expect(page.getByTestId('kpi-request_sent').getByText(/^[1-9][\d,.\s]*$/)).toBeVisible();

  // Marked as a sample in the workspace menu, and deleted in one click (after a confirmation).
  await page.getByTestId('account-panel').click();
  await expect(page.getByRole('menu').getByTestId('sample-badge')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('sample-banner').getByRole('button', { name: 'Delete sample workspace' }).click();
  await page.getByTestId('confirm-delete-sample').click();
  await expect(page).toHaveURL(/\/space\//);
  const spaces = await api<{ _id: string }[]>(request, 'get', '/users/fetch_spaces', token);
  expect(spaces.map((s) => s._id)).not.toContain(spaceId);
  // No first load warned about a missing HydrateFallback (issue 12 item 8).
  expect(routerWarnings).toEqual([]);
});
