import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import {
  advance,
  api,
  linkFromOutbox,
  resetServerClock,
  signedInPage,
  workspaceWithAccount,
} from './helpers';

/**
 * Issue 14 (reports): a campaign runs on the sandbox with the test clock, then /reports shows the activity
 * chart, the funnel and the A/B table, each with its table view; the members filter; the detailed report
 * arrives in the outbox and its file matches the campaign. Screenshots (light, dark, 390 px) with
 * SCREENSHOTS=1. Run: E2E_PORT=3274 npx playwright test -c apps/web/playwright.config.ts reports
 */

const SEARCH_URL = 'https://www.linkedin.com/search/results/people/?keywords=fintech%20founder';
const DAY_MS = 86_400_000;

// The test moves the server clock days ahead: give the next spec file real time back.
test.afterAll(async ({ request }) => {
  await resetServerClock(request);
});

// Screenshots land in apps/web/e2e/screenshots (git-ignored) whether run from the root or from apps/web.
const OUT = process.cwd().endsWith('apps/web') ? 'e2e/screenshots' : 'apps/web/e2e/screenshots';
const shot = (page: Page, name: string) =>
  process.env.SCREENSHOTS
    ? page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true })
    : Promise.resolve();

test('reports: after a campaign runs, the activity chart, the funnel and the A/B verdict show what happened', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const { token, spaceId, credentialId } = await workspaceWithAccount(request, {
    firstName: 'Rita',
    workspace: 'Reports test',
  });
  const wf = await api<{ _id: string }>(request, 'post', `/workflows?space=${spaceId}`, token, {
    credentials_id: credentialId,
    name: 'Fintech founders',
    sequence: [
      { type: 'view_profile' },
      {
        type: 'connection_request',
        variants: [
          { content: 'Hi {first_name}, happy to connect!' },
          { content: 'Hello {first_name}, shall we connect?' },
        ],
      },
      { type: 'message', delay_days: 1, content: 'Thanks for connecting, {first_name}!' },
    ],
    searches: [{ url: SEARCH_URL, limit: 30 }],
    status: 'active',
  });
  // The search fills the campaign, then ten days of engine runs: invitations, acceptances, messages, replies.
  await expect
    .poll(
      async () => {
        await advance(request, token, spaceId, credentialId, 60_000);
        const rates = await api<{ totals: { prospects: number } }>(
          request,
          'get',
          `/workflows/${wf._id}/rates?space=${spaceId}`,
          token,
        );
        return rates.totals.prospects;
      },
      { timeout: 90_000, intervals: [1000, 2000, 3000] },
    )
    .toBeGreaterThan(0);
  for (let day = 0; day < 8; day++) {
    const t0 = Date.now();
    await advance(request, token, spaceId, credentialId, DAY_MS);
    console.log(`day ${day + 1} simulated in ${Date.now() - t0} ms`);
  }
  const rates = await api<{ totals: { invited: number; connected: number; prospects: number } }>(
    request,
    'get',
    `/workflows/${wf._id}/rates?space=${spaceId}`,
    token,
  );
  expect(rates.totals.invited).toBeGreaterThan(0);

  const page = await signedInPage(browser, token);
  await page.goto(`/reports?space=${spaceId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  // Activity: the totals agree with the campaign's own rates, and the chart draws one line per figure.
  await expect(page.getByTestId('total-request_sent')).toContainText(String(rates.totals.invited));
  const activity = page.getByRole('region', { name: 'Activity over time' });
  await expect(activity.locator('.recharts-line')).toHaveCount(4);
  await page.getByRole('button', { name: 'How Activity over time is computed' }).click();
  await expect(
    page.getByText('New replies: people who wrote to an account for the first time'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await shot(page, 'reports-activity-light');
  await activity.getByText('Table', { exact: true }).click();
  await expect(activity.getByRole('columnheader', { name: 'Requests sent' })).toBeVisible();

  // Audience: the funnel starts with the campaign's prospects.
  await page.getByRole('tab', { name: 'Audience' }).click();
  const funnel = page.getByRole('region', { name: 'Audience funnel' });
  await expect(funnel.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await funnel.getByText('Table', { exact: true }).click();
  await expect(funnel.getByRole('row', { name: /^Prospects/ })).toContainText(String(rates.totals.prospects));
  await expect(page.getByRole('region', { name: 'By campaign' })).toContainText('Fintech founders');

  // The funnel as CSV: its campaign row counts the campaign's prospects.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^funnel-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Campaign,Account,Prospects,Requests sent,Accepted,Replied,Interested,Leads');
  expect(lines[1]).toMatch(
    new RegExp(`^Fintech founders,[^,]*,${rates.totals.prospects},${rates.totals.invited},`),
  );

  // Insight: the A/B test of the invitation with its verdict.
  await page.getByRole('tab', { name: 'Insight' }).click();
  const steps = page.getByRole('region', { name: 'Steps and A/B tests' });
  await expect(steps.getByRole('row', { name: /Connection request/ }).first()).toBeVisible();
  await expect(steps.getByTestId('ab-verdict')).toHaveText(
    /A wins on acceptance|B wins on acceptance|No clear winner yet|Too early to tell/,
  );
  // Best days and hours: a chart (reply rate per weekday) and its table.
  const days = page.getByRole('region', { name: 'Best days to reach people' });
  await expect(days.locator('.recharts-surface')).toBeVisible();
  await days.getByText('Table', { exact: true }).click();
  await expect(days.getByRole('row')).toHaveCount(8); // header + 7 weekdays
  await days.getByText('Chart', { exact: true }).click();
  await shot(page, 'reports-insight-light');

  // Members: the campaign is Rita's (she created it), so her figures are the campaign's.
  await page.getByRole('tab', { name: 'Activity' }).click();
  await page.getByRole('combobox', { name: /^Members/ }).click();
  await page.getByRole('option', { name: /^Rita/ }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/members=/);
  await expect(page.getByTestId('total-request_sent')).toContainText(String(rates.totals.invited));

  // The detailed report: built by a job, mailed as a link; the card follows its progress until it is sent.
  await page.getByRole('button', { name: 'Email detailed report' }).click();
  await expect(page.getByText(/The detailed report is being built/)).toBeVisible();
  const card = page.getByTestId('detailed-reports');
  await expect(card.getByText('Sent', { exact: true })).toBeVisible({ timeout: 60_000 });
  const [job] = await api<{ email: string; rows: number }[]>(
    request,
    'get',
    `/reports/detailed?space=${spaceId}`,
    token,
  );
  await expect(card).toContainText(`${job!.rows} rows`);
  await shot(page, 'reports-detailed-light');
  const link = await linkFromOutbox(request, job!.email, '/api/reports/detailed/');
  const file = await request.get(link);
  expect(file.status()).toBe(200);
  const rows = parse(await file.text(), { bom: true }) as string[][];
  expect(rows[0]!.slice(0, 4)).toEqual(['Campaign', 'Account', 'Prospect', 'Profile link']);
  const body = rows.slice(1);
  expect(body.length).toBe(job!.rows);
  // A row per prospect and step: one invitation row per request the campaign sent, each to one of its prospects.
  expect(body.filter((r) => r[7] === 'connection_request').length).toBe(rates.totals.invited);
  const people = new Set(body.map((r) => r[3]));
  expect(people.size).toBeGreaterThan(0);
  expect(people.size).toBeLessThanOrEqual(rates.totals.prospects);
  expect(body.every((r) => r[0] === 'Fintech founders')).toBe(true);

  if (process.env.SCREENSHOTS) {
    for (const [name, viewport, theme] of [
      ['dark', { width: 1366, height: 900 }, 'dark'],
      ['mobile', { width: 390, height: 844 }, 'light'],
    ] as const) {
      const other = await signedInPage(browser, token, viewport, theme);
      for (const tab of ['activity', 'audience', 'insight']) {
        await other.goto(`/reports?space=${spaceId}&tab=${tab}`);
        await expect(other.locator('.recharts-surface').first()).toBeVisible();
        await other.waitForTimeout(600); // chart animation
        await shot(other, `reports-${tab}-${name}`);
      }
      await other.context().close();
    }
    await page.getByRole('tab', { name: 'Audience' }).click();
    await shot(page, 'reports-audience-light');
  }
});
