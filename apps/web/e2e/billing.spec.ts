import { expect, test, type Page } from '@playwright/test';
import {
  api,
  expectAccessibleInBothThemes,
  resetServerClock,
  signedInPage,
  workspaceWithAccount,
} from './helpers';

/**
 * Issue 16 (plans, seats, credits, payments), browser half. Run:
 *   npm run build && cd apps/web && E2E_PORT=4333 npx playwright test -c playwright.config.ts e2e/billing.spec.ts
 * A free workspace opens a gated feature → upgrade modal → sandbox checkout; a failed card → payment in
 * progress → billing-warning; paying → payment in progress → paid → the feature opens; a seat is bought
 * before a second account fits; credits bought show in the header and the credits history.
 */
test.describe('billing', () => {
  test('upgrade, failed and paid checkouts, seats and credits', async ({ browser, request }) => {
    test.setTimeout(240_000);
    // The credits history's dates are the browser's today: the server's clock is today's too (a spec
    // before may have moved it).
    await resetServerClock(request);
    const world = await workspaceWithAccount(request, { firstName: 'Bill', workspace: 'Billing Co' });
    const q = `space=${world.spaceId}`;
    await api(request, 'post', `/test/space_tier?${q}`, world.token, { tier: 0 });
    const page = await signedInPage(browser, world.token);
    // The conversion events the app fires, kept across the full-page redirects of a payment.
    await page.addInitScript(() => {
      window.addEventListener('leadloop:conversion', (e) => {
        const seen = JSON.parse(sessionStorage.getItem('e2e-conversions') ?? '[]') as unknown[];
        seen.push((e as CustomEvent).detail);
        sessionStorage.setItem('e2e-conversions', JSON.stringify(seen));
      });
    });
    const conversions = () =>
      page.evaluate(
        () => JSON.parse(sessionStorage.getItem('e2e-conversions') ?? '[]') as { tier: number }[],
      );

    // A free workspace opens webhooks directly: the router sends it to campaigns (it has an account) and
    // the upgrade modal opens with the plans.
    await page.goto(`/integrations/automation?${q}`);
    const modal = page.getByRole('dialog', { name: 'Upgrade your plan' });
    await expect(modal).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/campaigns/);
    await expect(modal).toContainText('Webhooks');
    await expect(modal.getByTestId('upgrade-tier-1')).toBeEnabled();
    // SANDBOX_GRANTS=1 (playwright.config.ts): the purchase screens say the checkout is the sandbox's.
    await expect(modal.getByTestId('payments-sandbox')).toBeVisible();
    await expectAccessibleInBothThemes(page, 'upgrade modal');

    // First attempt: the card fails → payment in progress → billing-warning (the workspace is unpaid).
    await modal.getByTestId('upgrade-tier-1').click();
    await expect(page).toHaveURL(/\/billing\/checkout\/sandbox\//);
    await expect(page.getByTestId('checkout-amount')).toHaveText('$29');
    await expect(page.getByTestId('payments-sandbox')).toContainText('Sandbox');
    await expectAccessibleInBothThemes(page, 'sandbox checkout');
    await page.getByTestId('sandbox-fail').click();
    await expect(page).toHaveURL(/\/payment-in-progress/);
    await expect(page).toHaveURL(/\/billing-warning/, { timeout: 45_000 });
    expect(await conversions()).toEqual([]);

    // Second attempt from billing: paid → payment in progress → campaigns, on the Basic plan.
    await page.goto(`/billing/overview?${q}`);
    await expect(page.getByTestId('current-plan')).toHaveText('Free');
    // (the modal's code loads once the first screen is up)
    await expect(async () => {
      await page.getByTestId('open-upgrade').click();
      await expect(modal).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await modal.getByTestId('upgrade-tier-1').click();
    await expect(page).toHaveURL(/\/billing\/checkout\/sandbox\//);
    await page.getByTestId('sandbox-pay').click();
    await expect(page).toHaveURL(/\/payment-in-progress/);
    await expect(page).toHaveURL(/\/campaigns/, { timeout: 45_000 });
    // The paid redirect fired the conversion event, once, with the new tier.
    expect(await conversions()).toEqual([{ space_id: world.spaceId, tier: 1 }]);

    // The feature opens now.
    await page.goto(`/integrations/automation?${q}`);
    await expect(page.getByRole('heading', { name: 'Webhooks' }).first()).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(modal).toBeHidden();

    // Seats: the plan's one cloud seat is taken, so a second account needs one more.
    const secondAccount = () =>
      request.post(`/api/credentials/create?${q}`, {
        headers: { authorization: `Bearer ${world.token}` },
        data: {
          email: `sandbox-second-${Date.now().toString(36)}@example.com`,
          password: 'sandbox-pass-1',
          country_code: 'US',
          timezone: 'UTC',
          work_hours_start: 0,
          work_hours_end: 23,
        },
      });
    const refused = await (await secondAccount()).json();
    expect(refused).toMatchObject({
      ok: false,
      message: 'You need to purchase one more seat to add an account',
    });
    await page.goto(`/billing/subscriptions?${q}`);
    await page
      .locator('label')
      .filter({ hasText: /^Cloud seats$/ })
      .click();
    await page.getByTestId('buy-seats').click();
    await page.getByTestId('sandbox-pay').click();
    await expect(page).toHaveURL(/\/billing\/overview/);
    await expect(page.getByTestId('seats-cloud')).toHaveText('1 of 2 used');
    await expectAccessibleInBothThemes(page, 'billing overview');
    expect((await (await secondAccount()).json()).ok).toBe(true);
    await page.reload();
    await expect(page.getByTestId('seats-cloud')).toHaveText('2 of 2 used');

    // Credits: buy a pack, see it in the header account panel and in the credits history.
    const before = await api<{ balance: number }>(request, 'get', `/credits/balance?${q}`, world.token);
    await page.goto(`/billing/overview?showCreditsModal=true&${q}`);
    await page.getByTestId('buy-credits_100').click();
    await page.getByTestId('sandbox-pay').click();
    await expect(page).toHaveURL(/\/billing\/credits-history/);
    await expect(page.getByTestId('credits-history')).toContainText('+100');
    await expectAccessibleInBothThemes(page, 'credits history');
    await page
      .locator('label')
      .filter({ hasText: /^Chart$/ })
      .click();
    await expect(page.locator('.recharts-wrapper')).toBeVisible();
    await openPanel(page);
    await expect(page.getByRole('menu')).toContainText(`of ${before.balance + 100} used`);
  });

  test("a new workspace's trial shows its days left, then ends on the free tier", async ({
    browser,
    request,
  }) => {
    await resetServerClock(request);
    const world = await workspaceWithAccount(request, { firstName: 'Tria', workspace: 'Trial Co' });
    const q = `space=${world.spaceId}`;
    const page = await signedInPage(browser, world.token);
    try {
      await page.goto(`/billing/overview?${q}`);
      const banner = page.getByTestId('trial-banner');
      await expect(banner).toContainText('Trial of Supreme: 14 days left.');
      await expect(page.getByTestId('current-plan')).toHaveText('Supreme');
      await expectAccessibleInBothThemes(page, 'trial banner');

      // Past the trial's end, the job (run now instead of in its minute) moves the workspace to free.
      await request.post('/api/test/clock', { data: { advance_ms: 14 * 86_400_000 + 60_000 } });
      await api(request, 'post', '/test/jobs/run', world.token, { name: 'billing.trial_end' });
      await page.goto(`/integrations/automation?${q}`);
      const modal = page.getByRole('dialog', { name: 'Upgrade your plan' });
      await expect(modal).toBeVisible({ timeout: 20_000 });
      await expect(modal).toContainText('Webhooks');
      await expect(banner).toBeHidden();
    } finally {
      await resetServerClock(request);
    }
  });
});

async function openPanel(page: Page) {
  await page.getByTestId('account-panel').click();
  await expect(page.getByTestId('panel-workspace-name')).toBeVisible();
}
