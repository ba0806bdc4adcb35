import { expect, test, type Browser, type Page } from '@playwright/test';
import { api, confirmedUser, settled } from './helpers';

/** Screenshots of the foundation screens (light, dark, 390 px mobile): `SCREENSHOTS=1 npx playwright test screenshots`. */
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to capture screenshots');

const OUT = 'apps/web/e2e/screenshots';
const VARIANTS = [
  { name: 'light', theme: 'light', viewport: { width: 1366, height: 860 } },
  { name: 'dark', theme: 'dark', viewport: { width: 1366, height: 860 } },
  { name: 'mobile', theme: 'light', viewport: { width: 390, height: 844 } },
  { name: 'tablet', theme: 'light', viewport: { width: 900, height: 1000 } },
  { name: 'french', theme: 'light', viewport: { width: 1366, height: 860 }, language: 'fr' },
] as const;

async function open(browser: Browser, variant: (typeof VARIANTS)[number], token: string | null) {
  const context = await browser.newContext({ viewport: variant.viewport });
  const language = 'language' in variant ? variant.language : 'en';
  await context.addInitScript(
    ([t, theme, lng]) => {
      if (t) localStorage.setItem('token', t);
      localStorage.setItem('theme', theme);
      localStorage.setItem('language', lng);
    },
    [token, variant.theme, language] as const,
  );
  return context.newPage();
}

const shot = (page: Page, name: string, variant: string) =>
  page.screenshot({ path: `${OUT}/${name}-${variant}.png`, fullPage: false });

test('foundation screens', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const noSpaceToken = await confirmedUser(request, 'Maya', 'Lopez');
  const token = await confirmedUser(request, 'Maya', 'Lopez');
  const first = await api<{ _id: string }>(request, 'post', '/space/create', token, {
    name: 'Northwind Sales',
  });
  await api(request, 'post', '/space/create', token, { name: 'Contoso Agency' });
  await api(request, 'post', '/users/set_space', token, { space_id: first._id });

  for (const variant of VARIANTS) {
    const anon = await open(browser, variant, null);
    await anon.goto('/auth/sign-in');
    await expect(anon.locator('form button[type=submit]')).toBeVisible();
    await shot(anon, 'sign-in', variant.name);
    await anon.goto('/auth/sign-up');
    await anon.locator('form button[type=submit]').click(); // show the validation state
    await shot(anon, 'sign-up', variant.name);
    await anon.context().close();

    const fresh = await open(browser, variant, noSpaceToken);
    await fresh.goto('/space/create');
    await expect(fresh.locator('form input').first()).toBeVisible();
    await shot(fresh, 'create-workspace', variant.name);
    await fresh.context().close();

    const page = await open(browser, variant, token);
    await page.goto('/search');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await shot(page, 'shell-coming-soon', variant.name);
    await page.goto(`/preferences/workspace/users/${first._id}`);
    await expect(page.getByTestId('invite-code')).toBeVisible();
    await shot(page, 'workspace-users', variant.name);
    await page.goto(`/preferences/workspace/basic/${first._id}`);
    await expect(page.locator('form input:not([type=file])').first()).toBeVisible();
    await shot(page, 'workspace-basic', variant.name);
    await page.goto('/preferences/user/basic');
    await expect(page.locator('form input:not([type=file])').first()).toBeVisible();
    await shot(page, 'user-preferences', variant.name);
    if (variant.name === 'mobile') await page.getByTestId('mobile-switcher').click();
    else {
      await page.getByTestId('account-panel').click();
      await settled(page);
      await shot(page, 'account-panel', variant.name);
      await page.getByTestId('open-switcher').click();
    }
    await expect(page.getByRole('dialog')).toBeVisible();
    await settled(page);
    await shot(page, 'workspace-switcher', variant.name);
    await page.context().close();
  }
});

test('sample workspace screens', async ({ browser, request }) => {
  test.setTimeout(480_000);
  const token = await confirmedUser(request, 'Sam', 'Ple');
  const variants = VARIANTS.filter((v) => ['light', 'dark', 'mobile', 'french'].includes(v.name));
  let sample: { space_id: string } | undefined;
  for (const variant of variants) {
    const page = await open(browser, variant, token);
    await page.goto('/space/create');
    await expect(page.getByTestId('sample-data-card')).toBeVisible({ timeout: 60_000 });
    await shot(page, 'sample-create', variant.name);
    // One sample per variant, so each progress screen is caught while its replay runs.
    const building = await api<{ space_id: string }>(request, 'post', '/sample_data/create', token, {});
    sample ??= building;
    await page.goto(`/space/sample/${building.space_id}`);
    await expect(page.getByTestId('sample-progress')).toBeVisible({ timeout: 60_000 });
    await settled(page);
    await shot(page, 'sample-progress', variant.name);
    await page.context().close();
  }
  await expect
    .poll(
      async () =>
        (
          await api<{ status: string }>(
            request,
            'get',
            `/sample_data/status?space=${sample!.space_id}`,
            token,
          )
        ).status,
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe('ready');
  await api(request, 'post', '/users/set_space', token, { space_id: sample!.space_id });
  for (const variant of variants) {
    const page = await open(browser, variant, token);
    await page.goto('/inbox');
    await expect(page.getByTestId('sample-banner')).toBeVisible();
    await expect(page.getByTestId('conversation-row').first()).toBeVisible();
    await shot(page, 'sample-inbox', variant.name);
    await page.goto('/profiles/my-prospects');
    await expect(page.getByTestId('prospect-row').first()).toBeVisible();
    await shot(page, 'sample-prospects', variant.name);
    await page.goto('/campaigns');
    await expect(page.getByTestId('campaign-row').first()).toBeVisible();
    await settled(page);
    await shot(page, 'sample-campaigns', variant.name);
    if (variant.name !== 'mobile') {
      await page.getByTestId('account-panel').click();
      await settled(page);
      await shot(page, 'sample-account-panel', variant.name);
      await page.keyboard.press('Escape');
    }
    await page.getByTestId('sample-banner').getByRole('button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await settled(page);
    await shot(page, 'sample-delete', variant.name);
    await page.context().close();
  }
});

test('sign in with Google / Microsoft screens', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const variant of VARIANTS.filter((v) => ['light', 'dark', 'mobile'].includes(v.name))) {
    const page = await open(browser, variant, null);
    await page.goto('/auth/sign-in');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await shot(page, 'sso-sign-in', variant.name);
    await page.getByRole('button', { name: 'Continue with Microsoft' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with Microsoft' })).toBeVisible();
    await shot(page, 'sso-sandbox', variant.name);
    await page.goto('/auth/sso/done?error=registrationClosed');
    await expect(page.getByRole('alert')).toBeVisible();
    await shot(page, 'sso-refused', variant.name);
    await page.context().close();
  }
});
