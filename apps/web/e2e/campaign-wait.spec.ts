import { expect, test } from '@playwright/test';
import { advance, resetServerClock, signedInPage, workspaceWithAccount } from './helpers';

/**
 * Issue 35, first "Done when": a new user's first campaign, started outside the account's work hours, says
 * on every row what it waits for and until when; once the clock reaches the hours, invitations go out and
 * the rows change. Run: E2E_PORT=4301 npx playwright test -c apps/web/playwright.config.ts campaign-wait
 */

const HOUR_MS = 3_600_000;

// The spec moves the server clock ahead: it starts from real time and gives real time back.
test.beforeAll(async ({ request }) => resetServerClock(request));
test.afterAll(async ({ request }) => resetServerClock(request));

test('a campaign started outside work hours says on every row what it waits for and when, then moves', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const { token, spaceId, credentialId } = await workspaceWithAccount(request, {
    firstName: 'Wren',
    workspace: 'Wait Lab',
  });
  // The account works 00:00–23:00 UTC: the server's clock goes to the next 23:10 UTC, outside its hours.
  const clock = await request.post('/api/test/clock', { data: { advance_ms: 0 } });
  const now = Date.parse((await clock.json()).payload.now);
  const lateEvening = new Date(now);
  lateEvening.setUTCHours(23, 10, 0, 0);
  if (lateEvening.getTime() <= now) lateEvening.setUTCDate(lateEvening.getUTCDate() + 1);
  await request.post('/api/test/clock', { data: { advance_ms: lateEvening.getTime() - now } });

  const page = await signedInPage(browser, token);
  await page.goto('/campaign/add');
  await page.getByLabel('Campaign name').fill('First outreach');
  // Keywords, not a URL: the builder makes the network's people search of them.
  await page.getByLabel('Keywords or search URL').fill('fintech founder');
  await page.getByLabel('People limit').fill('6');
  await page.getByRole('button', { name: 'Add search' }).click();
  await expect(
    page.getByText('https://www.linkedin.com/search/results/people/?keywords=fintech%20founder'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  for (const step of ['View profile', 'Connection request']) {
    await page.getByRole('button', { name: 'Add step' }).click();
    await page.getByRole('menu', { name: 'Add step' }).getByRole('menuitem', { name: step }).click();
  }
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Sequence (2)')).toBeVisible();
  await page.getByRole('button', { name: 'Save and start' }).click();
  await expect(page).toHaveURL(/view=prospects/, { timeout: 20_000 });

  // The search runs in the background: its people appear on a reload.
  const rows = page.getByTestId('prospect-row');
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByTestId('campaign-forecast').waitFor();
        return rows.count();
      },
      { timeout: 20_000, intervals: [500, 1000, 2000] },
    )
    .toBe(6);

  // Every row: waiting for the account's hours, until the same time, which the header gives as the start.
  const header = page.getByTestId('campaign-next');
  await expect(header).toHaveText(/^Starts at (.+) your time — outside the account's hours now$/);
  const startsAt = /^Starts at (.+) your time/.exec((await header.textContent()) ?? '')![1]!;
  const waits = await page.getByTestId('prospect-explanation').allTextContents();
  expect(waits).toHaveLength(6);
  for (const text of waits)
    expect(text).toBe(
      `Next: step 1, View profile · outside the account's work hours — goes out at ${startsAt}`,
    );
  expect(waits.join(' ')).not.toMatch(/not before|due now/);

  // The clock reaches the work hours and the engine runs: profiles are viewed; the invitation step waits
  // for its delay (a day, the builder's default), and each row says until when.
  await advance(request, token, spaceId, credentialId, 2 * HOUR_MS);
  await page.reload();
  await expect(header).toContainText("Next action: waiting for the step's delay — until");
  const viewed = await page.getByTestId('prospect-explanation').allTextContents();
  expect(viewed).toHaveLength(6);
  for (const text of viewed)
    expect(text).toMatch(
      /^Next: step 2, Connection request · waiting for the step's delay — until .+\d{2}:\d{2}/,
    );
  await expect(page.getByTestId('rate-invites')).toHaveText('0');

  // A day later the delays are over: invitations go out and the rows say so.
  await advance(request, token, spaceId, credentialId, 24 * HOUR_MS);
  await page.reload();
  await expect(page.getByTestId('rate-invites')).toHaveText(/^[1-6]$/);
  const after = await page.getByTestId('prospect-explanation').allTextContents();
  expect(after).toHaveLength(6);
  for (const text of after) expect(text).not.toMatch(/outside the account|step's delay/);
  await expect(page.getByText(/^Starts at/)).toHaveCount(0);
});
