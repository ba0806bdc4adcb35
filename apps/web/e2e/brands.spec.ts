import { expect, test, type APIRequestContext, type Browser, type Page, type Route } from '@playwright/test';
import { CHROMIUM } from './chromium';
import {
  api,
  confirmedUser,
  expectAccessibleInBothThemes,
  linkFromOutbox,
  newUser,
  signUp,
  signedInPage,
  switchTheme,
} from './helpers';

/**
 * Issue 17 (white labels), the browser half. A platform admin (ADMIN_EMAILS in the config) creates a brand
 * with its colour and logo; the app opened on the brand's host name wears it, and so does its activation
 * email; the restricted brand cannot create a workspace nor connect an account beyond its cap. Chromium resolves *.leadloop.test to this server.
 * Run: npm run build && cd apps/web && E2E_PORT=5305 npx playwright test -c playwright.config.ts e2e/brands.spec.ts
 */
test.use({
  launchOptions: {
    ...CHROMIUM,
    args: [...CHROMIUM.args, '--host-resolver-rules=MAP *.leadloop.test 127.0.0.1'],
  },
});

const OUT = process.cwd().endsWith('apps/web') ? 'e2e/screenshots' : 'apps/web/e2e/screenshots';
const BRANDS_ADMIN_EMAIL = 'brands-admin@example.com';
const HOST = 'acme.leadloop.test';
const COLOR = '#0c8599';
/** A 2×1 teal PNG: the brand's logo. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGPgSWr5DwIMIBIATiAH3aRdo+cAAAAASUVORK5CYII=',
  'base64',
);

async function platformAdmin(request: APIRequestContext): Promise<string> {
  const anon = await api<{ token: string }>(request, 'post', '/auth/create_token', '', {});
  const { token } = await api<{ token: string }>(request, 'post', '/auth/sign_up', anon.token, {
    email: BRANDS_ADMIN_EMAIL,
    password: 'correct-horse-42',
    first_name: 'Petra',
    last_name: 'Platform',
  });
  const link = await linkFromOutbox(request, BRANDS_ADMIN_EMAIL, 'activation_code');
  const code = new URL(link, 'http://x').searchParams.get('activation_code')!;
  await api(request, 'get', `/auth/check_activation_code?activation_code=${encodeURIComponent(code)}`, token);
  const space = await api<{ _id: string }>(request, 'post', '/space/create', token, { name: 'Platform HQ' });
  await api(request, 'post', '/users/set_space', token, { space_id: space._id });
  return token;
}

async function shoot(browser: Browser, token: string, path: string, name: string) {
  for (const [variant, viewport, theme] of [
    ['light', { width: 1366, height: 900 }, 'light'],
    ['dark', { width: 1366, height: 900 }, 'dark'],
    ['390', { width: 390, height: 844 }, 'light'],
  ] as const) {
    const page = await signedInPage(browser, token, viewport, theme);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${OUT}/brands-${name}-${variant}.png`, fullPage: true });
    await page.context().close();
  }
}

const brandVar = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-brand-6').trim(),
  );

test('a platform admin creates a white label; its host name, its emails and its restrictions wear it', async ({
  browser,
  request,
}) => {
  const token = await platformAdmin(request);
  const admin = await signedInPage(browser, token);

  // Create the brand: name, key, colour, host name.
  await admin.goto('/admin/whitelabels');
  await expect(admin.getByRole('heading', { name: 'White labels' })).toBeVisible();
  await admin.getByTestId('wl-create').click();
  await admin.getByTestId('wl-name').fill('Acme Reach');
  await expect(admin.getByTestId('wl-key')).toHaveValue('acme-reach');
  await admin.getByTestId('wl-color').fill(COLOR);
  await admin.getByTestId('wl-host').fill(HOST);
  await admin.getByTestId('wl-create-submit').click();
  await expect(admin).toHaveURL(/\/admin\/whitelabels\/acme-reach\/colors$/);
  await expect(admin.getByTestId('wl-palette')).toBeVisible();
  await expect(admin.getByTestId('wl-preview-dark')).toBeVisible();

  // Its logo, uploaded on the details tab.
  await admin.getByTestId('wl-tab-details').click();
  const chooser = admin.waitForEvent('filechooser');
  await admin.getByTestId('wl-upload-logo_square').click();
  await (await chooser).setFiles({ name: 'acme.png', mimeType: 'image/png', buffer: LOGO });
  await expect(admin.getByRole('img', { name: 'Square logo' })).toBeVisible();
  await admin.context().close();

  // The app on the brand's host name: its name, its palette, its logo — before anyone signs in.
  const context = await browser.newContext({
    baseURL: `http://${HOST}:${new URL(test.info().project.use.baseURL!).port}`,
  });
  const page = await context.newPage();
  await page.goto('/auth/sign-up');
  await expect(page).toHaveTitle('Acme Reach');
  expect(await brandVar(page)).toBe(COLOR);
  const customer = newUser('Carla');
  await signUp(page, customer);

  // Its activation email wears the brand: sender, name, colour, logo, and links to the brand's address.
  const mails = (
    await (await request.get(`/api/test/outbox?to=${encodeURIComponent(customer.email)}`)).json()
  ).payload as { kind: string; from: string; subject: string; html: string; links: string[] }[];
  const activation = mails.find((m) => m.kind === 'activation')!;
  expect(activation.from).toContain('Acme Reach');
  expect(activation.subject).toContain('Acme Reach');
  expect(activation.html).toContain(COLOR);
  expect(activation.html).toMatch(/<img src="http:\/\/acme\.leadloop\.test:\d+\/api\/uploads\//);
  expect(activation.links[0]).toContain(`http://${HOST}:`);
  const link = new URL(activation.links[0]!);
  await page.goto(`${link.pathname}${link.search}`);
  // the confirmation has to land before the next page asks for the session
  await expect(page.getByRole('heading', { name: 'Your email was successfully confirmed' })).toBeVisible();
  await page.goto('/space/create');
  await page.getByLabel('Workspace name').fill('Carla Co');
  await page.getByRole('button', { name: 'Create workspace' }).click();
  // the shell's header shows the brand's logo
  await expect(page.getByRole('banner').locator('img[src^="/api/uploads/"]')).toBeVisible();
  expect(await brandVar(page)).toBe(COLOR);

  // Restricted: no new workspace (a clear refusal), no logout.
  const restrict = await request.put('/api/admin/whitelabels/acme-reach', {
    headers: { authorization: `Bearer ${token}` },
    data: { restriction: { is_restricted: true, max_credentials: 1 } },
  });
  expect(restrict.ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('account-panel')).toBeVisible();
  await expect(page.getByTestId('nav-logout')).toHaveCount(0);
  await page.goto('/workspace/add');
  await page.getByLabel('Workspace name').fill('Second');
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await expect(page.getByText('Creating workspaces is not available for your account')).toBeVisible();

  // …and no account beyond its cap: with the cap at 0, the wizard's sign-in step is refused.
  const capped = await request.put('/api/admin/whitelabels/acme-reach', {
    headers: { authorization: `Bearer ${token}` },
    data: { restriction: { is_restricted: true, max_credentials: 0 } },
  });
  expect(capped.ok()).toBe(true);
  await page.goto('/credentials/add');
  const wizard = page.getByTestId('add-account-wizard');
  await wizard.getByTestId('automation-cloud').click();
  await page.getByTestId('wizard-next').click();
  await expect(wizard).toHaveAttribute('data-step', 'location');
  const country = page.getByRole('combobox', { name: 'Country', exact: true });
  await country.focus();
  await page.keyboard.type('United States');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(country).toHaveValue(/^United States/);
  await page.getByTestId('wizard-next').click();
  await expect(wizard).toHaveAttribute('data-step', 'schedule');
  await page.getByTestId('wizard-next').click();
  await expect(wizard).toHaveAttribute('data-step', 'credentials');
  await page.getByLabel('Network login email').fill(`capped.${Date.now().toString(36)}@example.com`);
  await page.getByLabel('Network password').fill('network-pass-1');
  await page.getByTestId('wizard-next').click();
  await expect(page.getByText('Your plan allows no more accounts for this workspace')).toBeVisible();
  await context.close();

  // Screenshots of the admin screens (light, dark, 390 px).
  await shoot(browser, token, '/admin/whitelabels', 'list');
  await shoot(browser, token, '/admin/whitelabels/acme-reach/colors', 'colors');
  await shoot(browser, token, '/admin/whitelabels/acme-reach/options', 'options');
  await shoot(browser, token, '/admin/whitelabels/acme-reach/email-configuration', 'email');
});

const QUIET_HOST = 'quiet.leadloop.test';
const SPACE_INFO = /\/api\/space\/info(\?|$)/;

/** The platform admin of the spec: signed in when the first test already made it, else made. */
async function platformAdminToken(request: APIRequestContext): Promise<string> {
  const anon = await api<{ token: string }>(request, 'post', '/auth/create_token', '', {});
  const signedIn = await request.post('/api/auth/sign_in', {
    headers: { authorization: `Bearer ${anon.token}` },
    data: { email: BRANDS_ADMIN_EMAIL, password: 'correct-horse-42' },
  });
  if (signedIn.ok()) return ((await signedIn.json()) as { payload: { token: string } }).payload.token;
  return platformAdmin(request);
}

test("a brand's customer sees its links and network name, and neither the subscription notices nor the health panel it hides", async ({
  browser,
  request,
}) => {
  const token = await platformAdminToken(request);
  await api(request, 'post', '/admin/whitelabels/create', token, {
    brand: 'quiet-reach',
    name: 'Quiet Reach',
    primary_color: '#5f3dc4',
    hosts: [QUIET_HOST],
  });
  const configured = await request.put('/api/admin/whitelabels/quiet-reach', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      network_name: 'ProNet',
      flags: {
        hide_health_panel: true,
        hide_subscription_notices: true,
        hide_seat_counts: false,
        brand_features: ['changelog', 'feature_requests'],
        feature_request_url: 'https://ideas.quiet.test/',
      },
      is_buzz: true,
      is_billing_enabled: false,
      client_link: 'https://refer.quiet.test/',
      sidebar_links: [{ label: 'Quiet Academy', url: 'https://academy.quiet.test/start' }],
      bottom_links: [{ label: 'Help centre', url: 'https://help.quiet.test/' }],
    },
  });
  expect(configured.ok()).toBe(true);

  // A customer signs up on the brand's host name: the brand's network name is in its words.
  const port = new URL(test.info().project.use.baseURL!).port;
  const context = await browser.newContext({
    baseURL: `http://${QUIET_HOST}:${port}`,
    viewport: { width: 1366, height: 900 },
  });
  const page = await context.newPage();
  // the brand's links lead outside: nothing there is fetched during the test
  await context.route(/quiet\.test\//, (route) => route.fulfill({ status: 204 }));
  await page.goto('/auth/sign-up');
  await expect(page.getByText('Multichannel outreach on ProNet, email and phone')).toBeVisible();
  const customer = newUser('Quinn');
  await signUp(page, customer);
  const link = new URL(
    (
      (await (await request.get(`/api/test/outbox?to=${encodeURIComponent(customer.email)}`)).json())
        .payload as { kind: string; links: string[] }[]
    ).find((m) => m.kind === 'activation')!.links[0]!,
  );
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Your email was successfully confirmed' })).toBeVisible();
  await page.goto('/space/create');
  await page.getByLabel('Workspace name').fill('Quinn Co');
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await page.getByTestId('skip-add-account').click();
  await expect(page).toHaveURL(/\/campaigns/);

  // The sidebar carries the brand's links, opening in a new tab without handing over the app's window.
  const academy = page.getByRole('link', { name: 'Quiet Academy (opens in a new tab)' });
  await expect(academy).toBeVisible();
  await expect(academy).toHaveAttribute('href', 'https://academy.quiet.test/start');
  await expect(academy).toHaveAttribute('target', '_blank');
  await expect(academy).toHaveAttribute('rel', 'noopener noreferrer');
  const help = page.getByTestId('brand-link-bottom').first();
  await expect(help).toHaveAttribute('href', 'https://help.quiet.test/');
  await expect(help).toHaveAttribute('rel', 'noopener noreferrer');
  // A Buzz-type brand's refer-and-earn link; no billing for a brand that does not bill in the app.
  await expect(page.getByRole('link', { name: 'Refer and earn (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://refer.quiet.test/',
  );
  await expect(page.getByTestId('nav-billing')).toHaveCount(0);
  await expectAccessibleInBothThemes(page, 'brand links in the shell');
  await academy.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}/brands-shell-light.png`, animations: 'disabled' });
  // A feature the plan lacks (the show-upgrade event a refused call sends): a short note, no plans and prices.
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('show-upgrade', { detail: 'webhook_integration' })),
  );
  await expect(page.getByText("This feature isn't available in your workspace.")).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Upgrade your plan' })).toHaveCount(0);

  // The brand's changelog: marked new until opened once.
  await page.getByRole('button', { name: "What's new (new release notes)" }).click();
  await expect(page.getByTestId('changelog-panel').getByText('Your brand everywhere')).toBeVisible();
  await page.screenshot({ path: `${OUT}/brands-changelog-light.png`, animations: 'disabled' });
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('button', { name: "What's new", exact: true })).toBeVisible();

  // The dashboard: no health panel for this brand.
  await page.goto('/dashboard/my-dashboard');
  await expect(page.getByRole('heading', { name: 'Campaigns that need attention' })).toBeVisible();
  await expect(page.getByTestId('health-panel')).toHaveCount(0);
  await expect(page.getByText('Workspace health')).toHaveCount(0);

  // An unpaid workspace (the workspace as the server would send it after a failed renewal), opened afresh:
  // paused, no subscription wording and no billing link.
  const customerToken = (await page.evaluate(() => localStorage.getItem('token')))!;
  const unpaidContext = await browser.newContext({ baseURL: `http://${QUIET_HOST}:${port}` });
  await unpaidContext.addInitScript((t) => localStorage.setItem('token', t), customerToken);
  await unpaidContext.route(SPACE_INFO, async (route: Route) => {
    // fetched from here, where only the browser maps the brand's host name to this server
    const response = await route.fetch({
      url: route.request().url().replace(`${QUIET_HOST}:`, '127.0.0.1:'),
    });
    const body = (await response.json()) as { payload: Record<string, unknown> };
    await route.fulfill({
      response,
      json: { ...body, payload: { ...body.payload, is_paid: false, is_billing_enabled: true } },
    });
  });
  const unpaid = await unpaidContext.newPage();
  await unpaid.goto('/campaigns');
  await expect(unpaid).toHaveURL(/\/billing-warning/);
  await expect(unpaid.getByRole('heading', { name: 'This workspace is paused' })).toBeVisible();
  await expect(unpaid.getByText('This workspace is unpaid')).toHaveCount(0);
  await expect(unpaid.getByRole('link', { name: 'Go to billing' })).toHaveCount(0);
  await unpaidContext.close();

  // Dark, then a phone: without the sidebar, the links are in the account panel.
  await switchTheme(page, 'dark');
  await page.goto('/campaigns');
  await academy.scrollIntoViewIfNeeded();
  await expect(academy).toBeVisible();
  await page.screenshot({ path: `${OUT}/brands-shell-dark.png`, animations: 'disabled' });
  await page.getByTestId('changelog-button').click();
  await page.screenshot({ path: `${OUT}/brands-changelog-dark.png`, animations: 'disabled' });
  await page.keyboard.press('Escape');
  await switchTheme(page, 'light');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('changelog-button').click();
  await expect(page.getByTestId('changelog-panel')).toBeVisible();
  await page.screenshot({ path: `${OUT}/brands-changelog-390.png`, animations: 'disabled' });
  await page.keyboard.press('Escape');
  await page.getByTestId('account-panel').click();
  await expect(
    page.getByRole('menuitem', { name: 'Request a feature (opens in a new tab)' }),
  ).toHaveAttribute('href', 'https://ideas.quiet.test/');
  await expect(page.getByTestId('billing-link')).toHaveCount(0);
  const menuLinks = page.getByTestId('brand-link-menu');
  await expect(menuLinks).toHaveCount(3);
  await expect(menuLinks.first()).toHaveAttribute('href', 'https://academy.quiet.test/start');
  await expect(menuLinks.first()).toHaveAttribute('rel', 'noopener noreferrer');
  await page.screenshot({ path: `${OUT}/brands-shell-390.png`, animations: 'disabled' });
  await context.close();

  // The default brand's customer sees the workspace health panel on the same dashboard (after the daily
  // recalculation, run here by the platform admin).
  const other = await confirmedUser(request, 'Hana');
  const space = await api<{ _id: string }>(request, 'post', '/space/create', other, { name: 'Hana Co' });
  await api(request, 'post', '/users/set_space', other, { space_id: space._id });
  await api(request, 'post', '/admin/health_index/recalculate', token, {});
  await expect
    .poll(
      async () =>
        (
          await api<{ score: number | null }>(
            request,
            'get',
            `/dashboard/health_index?space=${space._id}`,
            other,
          )
        ).score,
      { timeout: 20_000 },
    )
    .not.toBeNull();
  for (const [variant, viewport, theme] of [
    ['light', { width: 1366, height: 900 }, 'light'],
    ['dark', { width: 1366, height: 900 }, 'dark'],
    ['390', { width: 390, height: 844 }, 'light'],
  ] as const) {
    const own = await signedInPage(browser, other, viewport, theme);
    await own.goto('/credentials/add-first');
    await own.getByTestId('skip-add-account').click();
    await expect(own).toHaveURL(/\/campaigns/);
    await own.goto('/dashboard/my-dashboard');
    const panel = own.getByTestId('health-panel');
    await expect(own.getByRole('heading', { name: 'Workspace health' })).toBeVisible();
    await expect(panel.getByTestId('health-score')).toHaveText(/^\d+$/);
    if (variant === 'light') await expectAccessibleInBothThemes(own, 'dashboard with the health panel');
    await panel.scrollIntoViewIfNeeded();
    await own.screenshot({ path: `${OUT}/brands-health-${variant}.png`, animations: 'disabled' });
    await own.context().close();
  }
});
