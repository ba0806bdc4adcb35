import { expect, test, type Page } from '@playwright/test';
import {
  advance,
  api,
  expectAccessibleInBothThemes,
  resetServerClock,
  signedInPage,
  workspaceWithAccount,
} from './helpers';

/**
 * Issue 14 (dashboard): campaigns run on the sandbox with the test clock; the dashboard shows the period's
 * KPIs (the activity report's figures), the campaign that stalled with the engine's explanation, today's
 * plan and the replies; the activity feed loads more while scrolling. Screenshots (light, dark, 390 px)
 * with SCREENSHOTS=1. Run: E2E_PORT=3183 npx playwright test -c apps/web/playwright.config.ts dashboard
 */

const SEARCH_URL = 'https://www.linkedin.com/search/results/people/?keywords=saas%20founder';
const DAY_MS = 86_400_000;

test.afterAll(async ({ request }) => {
  await resetServerClock(request);
});

const OUT = process.cwd().endsWith('apps/web') ? 'e2e/screenshots' : 'apps/web/e2e/screenshots';
const shot = (page: Page, name: string) =>
  process.env.SCREENSHOTS
    ? page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true })
    : Promise.resolve();

test('dashboard: after campaigns run, the KPIs, the stalled campaign with its explanation and the activity feed show', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const { token, spaceId, credentialId } = await workspaceWithAccount(request, {
    firstName: 'Dana',
    workspace: 'Dashboard test',
    // A basic account (never premium): InMails to closed profiles hold on 'needs Sales Navigator'.
    accountFlags: 'basic',
  });
  const create = (name: string, sequence: unknown[], url: string) =>
    api<{ _id: string }>(request, 'post', `/workflows?space=${spaceId}`, token, {
      credentials_id: credentialId,
      name,
      sequence,
      searches: [{ url, limit: 25 }],
      status: 'active',
    });
  const running = await create(
    'SaaS founders',
    [
      { type: 'view_profile' },
      { type: 'connection_request', content: 'Hi {first_name}, happy to connect!' },
      { type: 'message', delay_days: 1, content: 'Thanks for connecting, {first_name}!' },
    ],
    SEARCH_URL,
  );
  // InMails to people whose profile is not open need a premium account; the sandbox account is not one.
  const inmails = await create(
    'InMail outreach',
    [{ type: 'inmail', subject: 'Quick question', content: 'Hello {first_name}, may I ask you something?' }],
    'https://www.linkedin.com/search/results/people/?keywords=cto%20fintech',
  );
  await expect
    .poll(
      async () => {
        await advance(request, token, spaceId, credentialId, 60_000);
        const rates = await api<Record<string, { totals: { prospects: number } }>>(
          request,
          'get',
          `/workflows/rates?space=${spaceId}&ids=${running._id},${inmails._id}`,
          token,
        );
        return Math.min(rates[running._id]!.totals.prospects, rates[inmails._id]!.totals.prospects);
      },
      { timeout: 90_000, intervals: [1000, 2000, 3000] },
    )
    .toBeGreaterThan(0);
  for (let day = 0; day < 3; day++) await advance(request, token, spaceId, credentialId, DAY_MS);

  const page = await signedInPage(browser, token);
  await page.goto(`/dashboard?space=${spaceId}`);
  await expect(page).toHaveURL(/\/dashboard\/my-dashboard\?space=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // KPIs: the same figures as the activity report of the same period.
  const report = await api<{ totals: Record<string, number> }>(
    request,
    'get',
    `/reports/activity?space=${spaceId}&period=weeks_1&tz=UTC`,
    token,
  );
  expect(report.totals.request_sent).toBeGreaterThan(0);
  await expect(page.getByTestId('kpi-request_sent')).toContainText(String(report.totals.request_sent));
  await expect(page.getByTestId('kpi-new_accepted')).toContainText(String(report.totals.new_accepted));

  // The stalled campaign, with the engine's explanation and the way to fix it.
  const stalled = page.locator('[data-testid="attention-item"][data-kind="stalled"]');
  await expect(stalled).toContainText('InMail outreach');
  await expect(stalled.getByTestId('attention-reason')).toContainText(
    /\d+ prospects? stuck: needs Sales Navigator subscription/,
  );
  await expect(stalled.getByRole('link', { name: 'Open the campaign' })).toHaveAttribute(
    'href',
    new RegExp(`/campaign/edit/${inmails._id}`),
  );
  await expect(page.getByTestId('planned-account')).toHaveCount(1);
  await expectAccessibleInBothThemes(page, 'my dashboard');
  await shot(page, 'dashboard-light');

  // Activity: newest first; scrolling to the end loads the next page.
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page).toHaveURL(/\/dashboard\/activity/);
  const entries = page.getByTestId('activity-entry');
  await expect(entries).toHaveCount(30);
  await entries.last().scrollIntoViewIfNeeded();
  await expect.poll(() => entries.count()).toBeGreaterThan(30);
  await expect(entries.first()).toContainText(/done|accepted|replied|marked/);
  await expectAccessibleInBothThemes(page, 'activity');
  // A filter narrows the feed to acceptances.
  await page.getByText('Acceptances', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Acceptances' })).toBeChecked();
  await expect(entries.first()).toContainText('accepted the invitation');
  await expect(page.locator('[data-testid="activity-entry"]:not([data-kind="acceptance"])')).toHaveCount(0);
  await shot(page, 'dashboard-activity-light');

  if (process.env.SCREENSHOTS) {
    for (const [name, viewport, theme] of [
      ['dark', { width: 1366, height: 900 }, 'dark'],
      ['mobile', { width: 390, height: 844 }, 'light'],
    ] as const) {
      const other = await signedInPage(browser, token, viewport, theme);
      await other.goto(`/dashboard/my-dashboard?space=${spaceId}`);
      await expect(other.getByTestId('attention-item').first()).toBeVisible();
      await shot(other, `dashboard-${name}`);
      await other.goto(`/dashboard/activity?space=${spaceId}`);
      await expect(other.getByTestId('activity-entry').first()).toBeVisible();
      await shot(other, `dashboard-activity-${name}`);
      await other.context().close();
    }
  }
});
