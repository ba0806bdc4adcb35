import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { api, linkFromOutbox, newUser, workspaceWithAccount } from './helpers';

/**
 * The admin console (issue 17): a white-label admin sees only its brand's customers; a platform admin
 * logs in as a customer, sees the banner and the customer's data, and back to admin ends it.
 * With SCREENSHOTS=1 it also captures the console light, dark and at 390 px (ADMIN_SHOTS, /tmp by default).
 */
const PLATFORM_ADMIN = 'platform-admin@e2e.example.com';
const SHOTS = process.env.ADMIN_SHOTS ?? '/tmp/admin-shots';

async function confirmed(request: APIRequestContext, firstName: string, email = newUser(firstName).email) {
  const anon = await api<{ token: string }>(request, 'post', '/auth/create_token', '', {});
  const { token, user } = await api<{ token: string; user: { _id: string } }>(
    request,
    'post',
    '/auth/sign_up',
    anon.token,
    { email, password: 'correct-horse-42', first_name: firstName, last_name: 'Tester' },
  );
  const link = await linkFromOutbox(request, email, 'activation_code');
  const code = new URL(link, 'http://x').searchParams.get('activation_code')!;
  await api(request, 'get', `/auth/check_activation_code?activation_code=${encodeURIComponent(code)}`, token);
  return { token, id: user._id, email };
}

async function withWorkspace(request: APIRequestContext, token: string, name: string) {
  const space = await api<{ _id: string }>(request, 'post', '/space/create', token, { name });
  await api(request, 'post', '/users/set_space', token, { space_id: space._id });
  return space._id;
}

/** A page signed in with `token` once: later loads keep what the app stored (the login-as token). */
async function pageWith(
  browser: Browser,
  token: string,
  viewport = { width: 1366, height: 900 },
  theme = 'light',
) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(
    ([t, th]) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', t);
      if (!localStorage.getItem('theme')) localStorage.setItem('theme', th);
    },
    [token, theme] as const,
  );
  const page = await context.newPage();
  page.on('pageerror', (error) => console.log(`[page error] ${error.message}`));
  return page;
}

const shot = (page: Page, name: string) =>
  process.env.SCREENSHOTS ? page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true }) : undefined;

test('admin console: brand scope, login as customer with the banner, back to admin', async ({
  browser,
  request,
}) => {
  const admin = await confirmed(request, 'Platform', PLATFORM_ADMIN);
  await withWorkspace(request, admin.token, 'Platform HQ');

  // a customer of the acme brand, a customer of the default brand, and acme's white-label admin
  const acmeCustomer = await confirmed(request, 'Rita');
  await api(request, 'post', `/admin/users/${acmeCustomer.id}/update`, admin.token, { brand: 'acme' });
  const acmeSpace = await withWorkspace(request, acmeCustomer.token, 'Acme Rockets');
  // the customer we log in as has an account, so their campaigns screen opens as it would for them
  const world = await workspaceWithAccount(request, { firstName: 'Gus', workspace: 'Globex Shipping' });
  const globexSpace = world.spaceId;
  const globex = {
    token: world.token,
    email: (await api<{ email: string }>(request, 'get', '/users/fetch_user', world.token)).email,
  };
  const wlAdmin = await confirmed(request, 'Wanda');
  await api(request, 'post', `/admin/users/${wlAdmin.id}/update`, admin.token, {
    brand: 'acme',
    admin_role: 'whitelabel_admin',
  });
  await withWorkspace(request, wlAdmin.token, 'Acme HQ');
  await api(request, 'post', `/admin/customers/${globexSpace}/update`, admin.token, {
    labels: ['vip'],
    note: 'Renewal call in March',
  });

  // the white-label admin: the /admin link, and its brand's customers only
  const wl = await pageWith(browser, wlAdmin.token);
  await wl.goto('/admin');
  await expect(wl).toHaveURL(/\/admin\/customers$/);
  await expect(wl.getByRole('link', { name: 'Admin', exact: true }).first()).toBeVisible();
  await expect(wl.getByRole('link', { name: 'Acme Rockets' })).toBeVisible();
  await expect(wl.getByText('2 customers')).toBeVisible();
  await expect(wl.getByText('Globex Shipping')).toHaveCount(0);
  await wl.goto(`/admin/customers/${globexSpace}`);
  await expect(wl.getByText('This customer could not be loaded')).toBeVisible();
  await wl.context().close();

  // a member without a role has no /admin
  const plain = await pageWith(browser, globex.token);
  await plain.goto('/admin/customers');
  await expect(plain).toHaveURL(/\/campaigns/);
  await expect(plain.getByRole('navigation').first()).toBeVisible();
  await expect(plain.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  await plain.context().close();

  // the platform admin finds the customer, opens it and logs in as them
  const page = await pageWith(browser, admin.token);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await expect(page.getByRole('link', { name: 'Globex Shipping' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(globex.email);
  await expect(page.getByText('1 customer', { exact: true })).toBeVisible();
  await shot(page, 'customers-light');
  await page.getByRole('link', { name: 'Globex Shipping' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers/${globexSpace}$`));
  await expect(page.getByLabel('Note')).toHaveValue('Renewal call in March');
  await shot(page, 'customer-light');
  await page.getByRole('button', { name: 'Log in as customer' }).click();

  await expect(page).toHaveURL(new RegExp(`/campaigns.*space=${globexSpace}`));
  const banner = page.getByTestId('impersonation-banner');
  await expect(banner).toContainText(`You are viewing as ${globex.email}`);
  // the customer's own data: their workspace, their profile
  await expect(page.getByText('Globex Shipping').first()).toBeVisible();
  const me = await page.evaluate(async () => {
    const res = await fetch('/api/users/fetch_user', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return ((await res.json()) as { payload: { email: string } }).payload.email;
  });
  expect(me).toBe(globex.email);
  await shot(page, 'impersonation-banner');
  const customerToken = await page.evaluate(() => localStorage.getItem('token'));

  // back to admin: the customer's token stops working, the admin is back on the customer's page
  await banner.getByRole('button', { name: 'Back to admin' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers/${globexSpace}$`));
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  await expect(page.getByTestId('impersonation-audit')).toContainText(`${PLATFORM_ADMIN} as ${globex.email}`);
  await expect(page.getByTestId('impersonation-audit')).toContainText('ended');
  const after = await request.get('/api/users/fetch_user', {
    headers: { authorization: `Bearer ${customerToken}` },
  });
  expect(after.status()).toBe(401);

  if (process.env.SCREENSHOTS) {
    await page.getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page.getByText(wlAdmin.email)).toBeVisible();
    await shot(page, 'users-light');
    await page.goto(`/admin/whitelabels/acme/managers`);
    await page.getByLabel('Name', { exact: true }).fill('Ann Sales');
    await page.getByRole('button', { name: 'Add manager' }).click();
    await expect(page.getByText('Ann Sales')).toBeVisible();
    await shot(page, 'managers-light');
    for (const [theme, viewport, suffix] of [
      ['dark', { width: 1366, height: 900 }, 'dark'],
      ['light', { width: 390, height: 844 }, '390'],
      ['dark', { width: 390, height: 844 }, '390-dark'],
    ] as const) {
      const p = await pageWith(browser, admin.token, viewport, theme);
      await p.goto('/admin/customers');
      await expect(p.getByText('Acme Rockets').first()).toBeVisible();
      await shot(p, `customers-${suffix}`);
      await p.goto(`/admin/customers/${acmeSpace}`);
      await expect(p.getByRole('heading', { name: 'Acme Rockets' })).toBeVisible();
      await shot(p, `customer-${suffix}`);
      await p.context().close();
    }
  }
});
